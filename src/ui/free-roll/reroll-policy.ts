// What Free Roll does about a die that came to rest leaning (cocked) or never came to rest:
// first a nudge (a small hop where it lies), and if that keeps failing, a fresh throw from
// the hand. It never invents a result: it only asks the physics to try again.
import type { SettledDie } from "../../geometry/types";

export const NUDGES_BEFORE_RETHROW = 2;
export const MAX_ATTEMPTS = 5;

export interface RerollDecision {
  readonly nudge: string[];
  readonly rethrow: string[];
  /** Dice still leaning after every attempt: reported as they lie. */
  readonly gaveUp: string[];
  /** One sentence per die acted on, for the result list and the live region. */
  readonly notes: string[];
}

function problem(d: SettledDie): "cocked" | "moving" | null {
  if (!d.settled) return "moving";
  return d.cocked ? "cocked" : null;
}

/** `attempts` counts earlier remedies per die id; this returns the next remedies (and does not mutate). */
export function decideRerolls(
  dice: readonly SettledDie[],
  attempts: ReadonlyMap<string, number>,
  nameOf: (id: string) => string,
): RerollDecision {
  const out: RerollDecision = { nudge: [], rethrow: [], gaveUp: [], notes: [] };
  for (const d of dice) {
    const p = problem(d);
    if (!p) continue;
    const n = attempts.get(d.id) ?? 0;
    const why = p === "cocked" ? "came to rest leaning on its edge" : "was still moving when the table stopped waiting";
    if (n >= MAX_ATTEMPTS) {
      out.gaveUp.push(d.id);
      out.notes.push(`${nameOf(d.id)} is still leaning after ${MAX_ATTEMPTS} tries; it is read as it lies.`);
    } else if (n < NUDGES_BEFORE_RETHROW) {
      out.nudge.push(d.id);
      out.notes.push(`${nameOf(d.id)} ${why}, so it was nudged.`);
    } else {
      out.rethrow.push(d.id);
      out.notes.push(`${nameOf(d.id)} ${why}, so it was thrown again.`);
    }
  }
  return out;
}
