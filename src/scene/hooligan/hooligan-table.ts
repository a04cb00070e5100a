// Where Hooligan's things stand on the tray table (cm): the five dice and the rack beside the
// tray's right wall (the table stage owns both), and the camera framing for them.
import { TRAY } from "../../geometry/table-layout";
import { HOOLIGAN_RACK } from "../../table/stages/hooligan";
export { dieId, dieName, HOOLIGAN_DICE, HOOLIGAN_RACK, positionOf } from "../../table/stages/hooligan";

/** Camera framing for the tray and its rack together (offsets from the target, cm). */
export const HOOLIGAN_FRAMING = {
  target: [5, 0, -0.5] as const,
  angled: [0, 54, 47] as const,
  top: [0, 70, 0.01] as const,
  narrowZoom: 1.65,
  /** The tray and the rack beside its right wall. */
  area: { minX: -TRAY.width / 2, maxX: HOOLIGAN_RACK.slots[0].x + 1.5, minZ: -TRAY.depth / 2, maxZ: TRAY.depth / 2 },
};
