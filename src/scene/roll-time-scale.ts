// How much of the dice's own time one second of the player's plays while dice roll: the
// player's dice speed setting. The physics takes the same fixed steps at any speed, so where
// the dice land never changes; a die in hand always moves at the pointer's own pace.
import { SPEED_FACTOR, useSettings } from "../store/settings-store";
import type { TableController } from "../table/table-controller";

export function rollTimeScale(controller: TableController): number {
  const s = controller.state;
  return s.inAir && s.holding === null ? SPEED_FACTOR[useSettings.getState().speed] : 1;
}
