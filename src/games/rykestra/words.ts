// Rykestra in words: the one place the engine's plain data (a throw's outcome, a round's
// captures, the sector dice) becomes sentences, so the status line, the event log, the capture
// replay, the scoreboard and tests all say the same.
import { sectorOf, CORELLIAN_MARKS, STANDARD_COLOURS, type SectorId } from "../../geometry/mat";
import { midSentence, possessive } from "../player-words";
import { worth, type DieId, type DieSnapshot, type MatDie } from "./dice";
import type { Board } from "./options";
import type { Capture, CaptureStep, RoundSummary } from "./scoring";
import type { SectorSet } from "./sector-set";
import type { RykestraState } from "./state";

/** The face as a player says it: 0 is "0" (worth 10). */
export const faceText = (value: number): string => String(value);

const SECTOR_WORDS: Readonly<Record<SectorId, string>> = { NW: "north-west", NE: "north-east", SW: "south-west", SE: "south-east" };

/** "the red north-west sector", "the Flask (2) sector". */
export function sectorName(board: Board, id: SectorId): string {
  if (board === "standard") return `the ${STANDARD_COLOURS[id]} ${SECTOR_WORDS[id]} sector`;
  const mark = CORELLIAN_MARKS[id];
  return `the ${mark.numeral[0].toUpperCase()}${mark.numeral.slice(1)} (${mark.value}) sector`;
}

export const ownerOf = (id: DieId): number => Number(id.split("-")[1]);

/**
 * Sentences for one settled throw: where the thrown dice came to rest, and every die the
 * throw put out, sent back to a hand, or bumped to a new face. `before` is the state the
 * throw was applied to, `after` the result, `snaps` what the physics read.
 */
export function describeThrow(before: RykestraState, after: RykestraState, snaps: readonly DieSnapshot[], names: readonly string[]): string[] {
  const outcome = after.lastThrow;
  if (outcome === null) return [];
  const board = before.options.board;
  const snapOf = new Map(snaps.map((s) => [s.id, s]));
  const previous = new Map(before.dice.map((d) => [d.id, d]));
  const thrower = outcome.seat;
  const label = (id: DieId) => {
    const was = previous.get(id)?.onMat;
    const value = outcome.thrown.includes(id) || !was ? snapOf.get(id)?.value : was.value;
    return `${possessive(names[ownerOf(id)])} ${value === undefined ? "die" : faceText(value)}`;
  };
  const lines: string[] = [];
  const out = new Set(outcome.out);
  const returned = new Map(outcome.returned.map((r) => [r.id, r.reason]));

  for (const id of outcome.thrown) {
    if (out.has(id) || returned.has(id)) continue;
    const s = snapOf.get(id);
    const sector = s ? sectorOf(s.centre) : null;
    lines.push(`${label(id)} lands in ${sector ? sectorName(board, sector) : "the mat"}.`);
  }
  for (const id of outcome.out) {
    const thrown = outcome.thrown.includes(id);
    lines.push(`${label(id)} ${thrown ? "fell off the mat" : "was knocked off the mat"} — out for the round.`);
  }
  for (const { id, reason } of outcome.returned) {
    const owner = names[ownerOf(id)];
    if (reason === "knocked off") lines.push(`${label(id)} knocked off — back to ${owner}.`);
    else {
      const how = outcome.thrown.includes(id) ? "landed cocked" : "was left cocked";
      lines.push(`${label(id)} ${how} — back to ${midSentence(possessive(owner))} hand.`);
    }
  }
  for (const id of outcome.onMat) {
    if (outcome.thrown.includes(id)) continue;
    const was = previous.get(id)?.onMat;
    const now = snapOf.get(id);
    if (was && now && was.value !== now.value) {
      lines.push(`${possessive(names[ownerOf(id)])} ${faceText(was.value)} was bumped and now shows ${faceText(now.value)}.`);
    }
  }
  if (lines.length === 0) lines.push(`${possessive(names[thrower])} throw settles.`);
  return lines;
}

/** "+9 (7, +2 sector)", "+6 (7, −1 void)", "+7". */
export function pointsText(c: Pick<Capture, "base" | "sectorBonus" | "voidPenalty" | "points">): string {
  const parts: string[] = [];
  if (c.sectorBonus > 0) parts.push(`+${c.sectorBonus} sector`);
  if (c.voidPenalty > 0) parts.push(`−${c.voidPenalty} void`);
  return parts.length === 0 ? `+${c.points}` : `+${c.points} (${c.base}, ${parts.join(", ")})`;
}

/** What a die of this face may take: "takes 1–7", "takes any". */
export function takesText(value: number): string {
  const w = worth(value);
  if (w === 10) return "takes any";
  if (w === 1) return "takes 1s";
  return `takes 1–${w}`;
}

export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "Gold's 9 took your 4": a capture as the scoreboard lists it. */
export function tookText(c: Pick<Capture, "capturer" | "captured">, mat: readonly MatDie[], names: readonly string[]): string {
  const who = (id: DieId) => {
    const d = mat.find((m) => m.id === id);
    return d ? `${possessive(names[d.owner])} ${faceText(d.value)}` : id;
  };
  return `${who(c.capturer)} took ${midSentence(who(c.captured))}`;
}

/** "red sectors +2", "compass (4) sector +2", "void: −1 per capture": the round's sector dice, for the scoreboard. */
export function sectorSetText(set: SectorSet): string {
  if (set.voidRound) return "void: −1 per capture";
  if (set.bonusSectors.length === 0) return "no bonus";
  if (set.board === "standard") return `${STANDARD_COLOURS[set.bonusSectors[0]]} sectors +${set.bonus}`;
  const sector = set.bonusSectors[0];
  return `${CORELLIAN_MARKS[sector].numeral} (${CORELLIAN_MARKS[sector].value}) sector +${set.bonus}`;
}

/** What the table says once the sector dice are read and the marker placed. */
export function sectorsAnnouncement(set: SectorSet): string {
  if (set.marker) return `The Kinzo marker goes in ${sectorName("standard", set.marker.sector)}: ${sectorSetText(set)}.`;
  const [id] = set.bonusSectors;
  return id ? `Bonus: ${sectorName("corellian", id)} scores +${set.bonus}.` : "The Hazard die shows a void: every capture this round scores 1 less.";
}

/** "Blue's 6 takes Red's 4: +4.", with why it won when equal dice could take it too. */
export function captureSentence(c: Capture, dice: ReadonlyMap<DieId, MatDie>, names: readonly string[]): string {
  const who = (id: DieId) => {
    const d = dice.get(id);
    return d ? `${possessive(names[d.owner])} ${faceText(d.value)}` : id;
  };
  const takes = `${who(c.capturer)} takes ${midSentence(who(c.captured))}: ${pointsText(c)}.`;
  const contest = c.contest;
  if (contest === null) return takes;
  const others = contest.rivals.slice(1).map((r) => midSentence(who(r.id)));
  const tied = `${takes} ${listText(others)} could take it too, at exactly the same distance;`;
  if (contest.decidedBy === "seat order") return `${tied} the earlier seat this round wins.`;
  if (contest.decidedBy === "better score") return `${tied} both are the same player's, and this one scores more.`;
  if (contest.decidedBy === "same score") return `${tied} both are the same player's and score the same.`;
  const [winner, ...rest] = contest.rivals;
  const against = rest.map((r) => `${r.distance.toFixed(1)} cm`).join(", ");
  return `${takes} ${listText(others)} could take it too, but it is nearer (${winner.distance.toFixed(1)} cm against ${against}).`;
}

/** "Red's 1 acts. Nothing it can take lies in its zone.", "The 6s act: Blue's 6 and Gold's 6." */
export function actSentence(step: CaptureStep, dice: ReadonlyMap<DieId, MatDie>, names: readonly string[]): string {
  const who = step.capturers.map((id) => {
    const d = dice.get(id);
    return d ? possessive(names[d.owner]) : id;
  });
  const face = faceText(step.value);
  const plural = step.capturers.length > 1;
  const head = plural ? `The ${face}s act: ${listText(who.map((w) => `${midSentence(w)} ${face}`))}.` : `${who[0]} ${face} acts.`;
  const tail = step.captures.length === 0 ? (plural ? " Nothing they can take lies in their zones." : " Nothing it can take lies in its zone.") : "";
  return head + tail;
}

/** "Round 1 scores: Red 0, Blue 1, Gold 5.", or "No captures this round. …". */
export function tallySentence(summary: RoundSummary, names: readonly string[]): string {
  const tally = summary.pointsBySeat.map((p, seat) => `${names[seat]} ${p}`).join(", ");
  const none = summary.steps.every((s) => s.captures.length === 0);
  return none ? `No captures this round. ${tally}.` : `Round ${summary.round + 1} scores: ${tally}.`;
}
