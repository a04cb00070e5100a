// Where Hodrudda's things stand on the tray table: the camera takes in the tray and the pot's
// chip stacks on the wood to its right (offsets from the target, cm).
import { TRAY } from "../../geometry/table-layout";

export const HODRUDDA_FRAMING = {
  target: [2.5, 0, -1.5] as const,
  angled: [0, 53, 46] as const,
  top: [0, 70, 0.01] as const,
  /** The tray and the pot's stacks beside its right wall (PotChips). */
  area: { minX: -TRAY.width / 2, maxX: TRAY.width / 2 + TRAY.wallThickness + 6.5, minZ: -TRAY.depth / 2, maxZ: TRAY.depth / 2 },
};
