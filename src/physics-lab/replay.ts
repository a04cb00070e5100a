// A recorded throw replayed on a fresh table: the layout, the seed, the dice where they lay
// and the flicks, in order. Pure data in, settled dice out, so the same call can run in Node
// and in a browser tab and the two answers can be compared number for number.
import { DiceTable, type Layout } from "../physics";
import type { DieKind, Flick, Quat, SettledDie, Vec3 } from "../geometry/types";

export interface ReplayDie {
  readonly id: string;
  readonly kind: DieKind;
  readonly position: Vec3;
  readonly quaternion: Quat;
}

export interface Replay {
  readonly layout: Layout;
  readonly seed: number | string;
  /** Added in this order, asleep exactly where given (a flick wakes its own die). */
  readonly dice: readonly ReplayDie[];
  /** Thrown one after another; the table settles after each. */
  readonly flicks: readonly Flick[];
}

/** Every die's settled pose and reading after the last flick, in the order the dice were added. */
export function replay({ layout, seed, dice, flicks }: Replay): SettledDie[] {
  const table = new DiceTable({ layout, seed });
  for (const d of dice) table.addDie({ id: d.id, kind: d.kind }, { position: d.position, quaternion: d.quaternion }, { asleep: true });
  let settled = table.snapshot();
  for (const f of flicks) {
    table.throwDie(f);
    settled = table.settleNow();
  }
  return settled;
}
