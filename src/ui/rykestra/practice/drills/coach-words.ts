// The coach's words: which flick did better over the same re-throws (one ranking, for the
// advice and the card alike), and what to change, said as a drag the player makes ("drag half
// a die's width further left and a little shorter"). Pure: arrows and records in, a sentence out.
import type { FlickRecord } from "../../../../training/coach";
import { backwards, dragChange, DIE_WIDTH, type DragArrow, type DragChange } from "./coach-drag";

/**
 * The one ranking of two flicks' re-throws: more passes first, then more mean points.
 * Positive when `a` ranks above `b`, 0 when level.
 */
export function compareRecords(a: FlickRecord, b: FlickRecord): number {
  return a.passes !== b.passes ? a.passes - b.passes : a.points - b.points;
}

/** Whether the coach's flick ranks above the player's (compareRecords). */
export const coachDidBetter = (player: FlickRecord, coach: FlickRecord): boolean => compareRecords(coach, player) > 0;

/** "half a die's width", "a die's width", "3 dice widths" — nothing under 0.4 of a die. */
export function widthWords(cm: number): string | null {
  const w = Math.abs(cm) / DIE_WIDTH;
  if (w < 0.4) return null;
  if (w < 0.75) return "half a die's width";
  if (w < 1.5) return "about a die's width";
  return `about ${Math.round(w)} dice widths`;
}

/** "half a die's width further left" — sideways by the arrow's point. */
export function sideWords(sideways: number): string | null {
  const w = widthWords(sideways);
  return w && `${w} further ${sideways > 0 ? "right" : "left"}`;
}

/** "a little shorter" … "much longer": the drag arrow's length (how quick the drag is); nothing within 6 %. */
export function lengthWords(ratio: number): string | null {
  if (!Number.isFinite(ratio)) return "longer";
  if (Math.abs(ratio - 1) < 0.06) return null;
  if (ratio < 1) return ratio >= 0.85 ? "a little shorter" : ratio >= 0.65 ? "shorter" : "much shorter";
  return ratio <= 1.15 ? "a little longer" : ratio <= 1.4 ? "longer" : "much longer";
}

/** "letting go a die's width further right" (along the edge) — nothing under 0.4 of a die. */
export function releaseWords(release: number): string | null {
  const w = widthWords(release);
  return w && `letting go ${w} further ${release > 0 ? "right" : "left"}`;
}

/** "curling its end to the left" — a drag that turns as it leaves spins the die; nothing under 4 rad/s of difference. */
export function curlWords(curl: number): string | null {
  if (Math.abs(curl) < 4) return null;
  return `curling its end to the ${curl > 0 ? "left" : "right"}`;
}

/** The drag's changes, most telling first; empty when the drags are alike. */
export function changeWords(c: DragChange): string[] {
  return [sideWords(c.sideways), lengthWords(c.lengthRatio), releaseWords(c.release), curlWords(c.curl)].filter((w): w is string => w !== null);
}

/** "a, b and c". */
const list = (parts: readonly string[]) => (parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`);

const pts = (r: FlickRecord) => r.points.toFixed(1);

/** Why the coach's flick ranks above the player's, in the ranking's own order. */
export function whyBetter(player: FlickRecord, coach: FlickRecord, tries: number): string {
  if (coach.passes > player.passes) return `the coach's flick passes more often (${coach.passes} of ${tries} against ${player.passes})`;
  return `the coach's flick passes as often and scores more (${pts(coach)} points a throw against ${pts(player)})`;
}

export type AdviceKind = "backwards" | "change" | "alike" | "keep" | "lucky" | "unlucky" | "hard";

export interface Advice {
  readonly kind: AdviceKind;
  readonly text: string;
}

export interface AdviceInput {
  /** The player's drag arrows, one per throw of the drill, and the coach's. */
  readonly player: readonly DragArrow[];
  readonly coach: readonly DragArrow[];
  readonly records: { readonly player: FlickRecord; readonly coach: FlickRecord };
  readonly tries: number;
  /** Whether the attempt passed. */
  readonly passed: boolean;
  /** Whether the player's die went off the mat. */
  readonly offMat: boolean;
  /**
   * How far the first throw carried over the same re-throw, the player's flick and the coach's
   * (cm, the ghost's paths). A drag's length says how quick it is, and a quick low flick can
   * carry less than a slower lofted one: where they disagree, how far the dice went decides
   * longer or shorter, so an overshoot never hears "longer".
   */
  readonly carry?: { readonly player: number; readonly coach: number };
}

/** Carries within this much (cm) say nothing of longer or shorter. */
const CARRY_TOLERANCE = 1;

/** The drag's change for throw `k`, its length made to agree with how far the dice carried. */
function changeFor(player: DragArrow, coach: DragArrow, carry: AdviceInput["carry"]): DragChange {
  const c = dragChange(player, coach);
  if (!carry || carry.player <= 0) return c;
  const d = carry.coach - carry.player;
  const says = lengthWords(c.lengthRatio) === null ? 0 : Math.sign(c.lengthRatio - 1);
  const went = Math.abs(d) < CARRY_TOLERANCE ? 0 : Math.sign(d);
  return says === went ? c : { ...c, lengthRatio: went === 0 ? 1 : carry.coach / carry.player };
}

/** The drag to make, for one throw or each of two; null when the drags are alike. */
function dragSentence(player: readonly DragArrow[], coach: readonly DragArrow[], carry: AdviceInput["carry"]): string | null {
  const each = player.map((p, k) => changeWords(k === 0 ? changeFor(p, coach[k], carry) : dragChange(p, coach[k])));
  if (each.every((c) => c.length === 0)) return null;
  if (each.length === 1) return `Drag ${list(each[0])}.`;
  return each.map((c, k) => `${k === 0 ? "First die" : "Second die"}: ${c.length === 0 ? "drag as you did" : `drag ${list(c)}`}.`).join(" ");
}

const ALIKE = "The coach drags it almost as you did: a steadier hand is the difference.";

/**
 * The coach's sentence on one attempt. Nonsense first (a backward flick); then, when the
 * coach's flick ranks above the player's, the drag that makes it; otherwise keep it (a pass),
 * bad luck (a miss from a flick that passes in the re-throws) or a hard drill.
 */
export function adviceFor(a: AdviceInput): Advice {
  if (a.player.some(backwards)) return { kind: "backwards", text: "That flick went backwards, off your own edge: drag from your die towards the mat." };
  const { player, coach } = a.records;
  const off = a.offMat ? "Your die left the mat. " : "";
  if (coachDidBetter(player, coach)) {
    const drag = dragSentence(a.player, a.coach, a.carry);
    const kind = drag ? "change" : "alike";
    const what = drag ?? ALIKE;
    if (!a.passed) return { kind, text: off + what };
    const lower = what[0].toLowerCase() + what.slice(1);
    return { kind, text: `That passed — but ${whyBetter(player, coach, a.tries)}: ${lower}` };
  }
  if (a.passed && player.passes === 0) return { kind: "lucky", text: "That passed, though neither flick passed in the re-throws: a lucky one — this drill is hard." };
  if (a.passed) return { kind: "keep", text: "Keep that throw: over the same re-throws it did as well as the coach's." };
  if (player.passes > 0) return { kind: "unlucky", text: `${off}A good flick that tumbled unluckily: over the same re-throws it did as well as the coach's, so throw it again.` };
  return { kind: "hard", text: `${off}Neither flick passed in the re-throws: this one is hard, keep trying.` };
}
