// Running tallies over the attempts at one set-up.
import type { AttemptOutcome } from "./outcome";

export interface PracticeCounters {
  readonly attempts: number;
  /** Attempts in which the thrown die touched another die (physics contact reports). */
  readonly hits: number;
  /** Set-up dice knocked off the mat, summed over the attempts. */
  readonly knockOffs: number;
  /** Captures the thrown die would make, summed over the attempts. */
  readonly captures: number;
  /** Attempts in which the thrown die would itself be captured. */
  readonly taken: number;
  /** Attempts in which the thrown die left the mat. */
  readonly thrownOff: number;
  /** Attempts in which the thrown die ended cocked on the mat. */
  readonly thrownCocked: number;
}

export const NO_ATTEMPTS: PracticeCounters = {
  attempts: 0,
  hits: 0,
  knockOffs: 0,
  captures: 0,
  taken: 0,
  thrownOff: 0,
  thrownCocked: 0,
};

type Counted = Pick<AttemptOutcome, "hit" | "knockedOff" | "captures" | "takenBy" | "thrownOff" | "thrownFlat">;

export function countAttempt(counters: PracticeCounters, outcome: Counted): PracticeCounters {
  const one = (yes: boolean) => (yes ? 1 : 0);
  return {
    attempts: counters.attempts + 1,
    hits: counters.hits + one(outcome.hit),
    knockOffs: counters.knockOffs + outcome.knockedOff.length,
    captures: counters.captures + outcome.captures.length,
    taken: counters.taken + one(outcome.takenBy !== null),
    thrownOff: counters.thrownOff + one(outcome.thrownOff),
    thrownCocked: counters.thrownCocked + one(!outcome.thrownOff && !outcome.thrownFlat),
  };
}

/** "3 of 5 (60%)", or "0 of 0" before any attempt. */
export function shareText(part: number, whole: number): string {
  if (whole === 0) return `${part} of 0`;
  return `${part} of ${whole} (${Math.round((100 * part) / whole)}%)`;
}
