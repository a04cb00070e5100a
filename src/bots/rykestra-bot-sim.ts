// A headless copy of the Rykestra table for a computer player to try a throw on: the same
// layout, the same dice lying where they lie, one candidate flick, run to rest at once.
import type { DieKind, Flick, SettledDie } from "../geometry/types";
import { DiceTable, type Pose } from "../physics";

export interface LyingBody {
  readonly id: string;
  readonly kind: DieKind;
  readonly pose: Pose;
}

/** Seconds of simulated time a trial may run; a throw still rolling then is read as it lies. */
export const TRIAL_SECONDS = 6;

/** Settles `flicks` (D10s leaving a hand) on a fresh table holding `lying` at rest. */
export function trialThrow(lying: readonly LyingBody[], flicks: readonly Flick[], seed = 1): SettledDie[] {
  const table = new DiceTable({ layout: "rykestra", seed, maxSettleSeconds: TRIAL_SECONDS });
  for (const b of lying) table.addDie({ id: b.id, kind: b.kind }, b.pose, { asleep: true });
  for (const f of flicks) {
    table.addDie({ id: f.dieId, kind: "d10" }, f, { asleep: true });
    table.throwDie(f);
  }
  return table.settleNow();
}
