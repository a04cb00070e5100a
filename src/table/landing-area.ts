// Where thrown dice must come to rest for a throw to count (src/table/remedy.ts throws again
// any die that lands outside).
import { TRAY } from "../geometry/table-layout";

/** A rectangle on the table plane (cm) the dice must land in. */
export interface LandingArea {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** The tray's felt: on the tray table a die must come to rest on it. */
export const TRAY_FELT: LandingArea = {
  minX: -TRAY.width / 2,
  maxX: TRAY.width / 2,
  minZ: -TRAY.depth / 2,
  maxZ: TRAY.depth / 2,
};
