// Where Five Thousand's things stand on the tray table (cm): the rack lives with the table
// stage (src/table/stages/five-thousand.ts), which puts the set-aside and roll-off dice in it.
import { TRAY } from "../../geometry/table-layout";
import { FIVE_THOUSAND_RACK } from "../../table/stages/five-thousand";
export { FIVE_THOUSAND_RACK };

/** Camera framing for the tray and the rack in front of it (offsets from the target, cm). */
export const FIVE_THOUSAND_FRAMING = {
  target: [0, 0, 2.5] as const,
  angled: [0, 50, 43] as const,
  top: [0, 72, 0.01] as const,
  /** The tray and the rack along its near wall. */
  area: { minX: -TRAY.width / 2, maxX: TRAY.width / 2, minZ: -TRAY.depth / 2, maxZ: FIVE_THOUSAND_RACK.slots[0].z + 1.5 },
};
