// The one remedy for a throw that did not land cleanly, used by every table: a die that rests
// leaning (cocked) or was still moving when the table stopped waiting is nudged where it lies,
// and after NUDGES_BEFORE_RETHROW nudges it is thrown again; a die that left its landing area
// is thrown again at once. After MAX_ATTEMPTS it is read as it lies (Free Roll) — games that
// need a clean value keep throwing. It never invents a result: it only asks the physics again.
import type { SettledDie } from "../geometry/types";
import type { LandingArea } from "./landing-area";

export const NUDGES_BEFORE_RETHROW = 2;
export const MAX_ATTEMPTS = 5;

export interface RemedyRules {
  /** Where a die must come to rest; null when anywhere will do. */
  readonly area: LandingArea | null;
  /** Read a die that keeps leaning as it lies after MAX_ATTEMPTS (else keep trying). */
  readonly giveUp: boolean;
}

export type RemedyProblem = "cocked" | "moving" | "escaped";

export interface RemedyNote {
  readonly id: string;
  readonly problem: RemedyProblem;
  readonly action: "nudge" | "rethrow" | "read-as-it-lies";
  /** Attempts before this one. */
  readonly attempts: number;
}

export interface RemedyPlan {
  /** Nothing left to put right: every die may be read. */
  readonly done: boolean;
  readonly nudge: readonly string[];
  readonly rethrow: readonly string[];
  readonly notes: readonly RemedyNote[];
}

const inside = (d: SettledDie, a: LandingArea) =>
  d.position[0] >= a.minX && d.position[0] <= a.maxX && d.position[2] >= a.minZ && d.position[2] <= a.maxZ;

function problemOf(d: SettledDie | undefined, rules: RemedyRules): RemedyProblem | null {
  if (!d || (rules.area && !inside(d, rules.area))) return "escaped";
  if (!d.settled) return "moving";
  // A colour or a void face has no number (value null) and is read like any other face.
  if (d.cocked) return "cocked";
  return null;
}

/** What to do next about `ids`, given the settled snapshot and earlier attempts per die (not mutated). */
export function planRemedy(
  settled: readonly SettledDie[],
  ids: readonly string[],
  attempts: Readonly<Record<string, number>>,
  rules: RemedyRules,
): RemedyPlan {
  const nudge: string[] = [];
  const rethrow: string[] = [];
  const notes: RemedyNote[] = [];
  for (const id of ids) {
    const problem = problemOf(
      settled.find((s) => s.id === id),
      rules,
    );
    if (!problem) continue;
    const n = attempts[id] ?? 0;
    if (problem !== "escaped" && rules.giveUp && n >= MAX_ATTEMPTS) {
      notes.push({ id, problem, action: "read-as-it-lies", attempts: n });
    } else if (problem !== "escaped" && n < NUDGES_BEFORE_RETHROW) {
      nudge.push(id);
      notes.push({ id, problem, action: "nudge", attempts: n });
    } else {
      rethrow.push(id);
      notes.push({ id, problem, action: "rethrow", attempts: n });
    }
  }
  return { done: nudge.length === 0 && rethrow.length === 0, nudge, rethrow, notes };
}

/** Attempts after carrying out `plan`. */
export function countAttempts(attempts: Readonly<Record<string, number>>, plan: RemedyPlan): Record<string, number> {
  const next = { ...attempts };
  for (const id of [...plan.nudge, ...plan.rethrow]) next[id] = (next[id] ?? 0) + 1;
  return next;
}

const list = (names: readonly string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** One sentence for a round of remedies: "Die 3 landed cocked — nudging it; Die 1 jumped out of the tray — throwing it again". */
export function remedyWords(notes: readonly RemedyNote[], name: (id: string) => string, where = "the tray"): string {
  const group = (pred: (n: RemedyNote) => boolean) => notes.filter(pred).map((n) => name(n.id));
  const them = (ids: readonly string[]) => (ids.length === 1 ? "it" : "them");
  const parts: string[] = [];
  const nudged = group((n) => n.action === "nudge" && n.problem === "cocked");
  const moving = group((n) => n.action === "nudge" && n.problem === "moving");
  const stubborn = group((n) => n.action === "rethrow" && n.problem !== "escaped");
  const escaped = group((n) => n.problem === "escaped");
  const asItLies = group((n) => n.action === "read-as-it-lies");
  if (nudged.length > 0) parts.push(`${list(nudged)} landed cocked — nudging ${them(nudged)}`);
  if (moving.length > 0) parts.push(`${list(moving)} would not come to rest — nudging ${them(moving)}`);
  if (stubborn.length > 0) parts.push(`${list(stubborn)} kept landing cocked — throwing ${them(stubborn)} again`);
  if (escaped.length > 0) parts.push(`${list(escaped)} jumped out of ${where} — throwing ${them(escaped)} again`);
  if (asItLies.length > 0) {
    parts.push(`${list(asItLies)} still leaning after ${MAX_ATTEMPTS} tries — read as ${asItLies.length === 1 ? "it lies" : "they lie"}`);
  }
  return parts.join("; ");
}
