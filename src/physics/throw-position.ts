// Where hands are when they throw. Headings as in flick.ts (0 = towards −z, clockwise from above).
import type { TablePoint, Vec3 } from "../geometry/types";
import { MAT, TRAY } from "../geometry/table-layout";
import { exactAtan2, exactCos, exactSin } from "../geometry/exact-math";

export interface ThrowPosition {
  /** Where the die leaves the hand, world cm. */
  readonly position: Vec3;
  /** Facing: radians, the way the thrower looks. */
  readonly heading: number;
}

/** Hand height above the table top for the Rykestra seats (cm). */
export const HAND_HEIGHT = 6;
/** How far outside the mat edge a seated thrower's hand is (cm). */
export const SEAT_MARGIN = 3;
/** Spacing between dice held side by side (cm). */
export const HAND_SPACING = 2.4;

/**
 * Hand positions for `count` dice thrown together in the tray: along the near (+z) wall,
 * just inside it and above its top, side by side across x; facing −z.
 */
export function trayThrowPosition(index: number, count: number): ThrowPosition {
  const x = (index - (count - 1) / 2) * HAND_SPACING;
  return { position: [x, TRAY.wallHeight + 3, TRAY.depth / 2 - 2], heading: 0 };
}

/**
 * The hand of seat `seat` of `seats` (3–5) round the Rykestra mat: seat 0 south (+z), the
 * rest evenly spaced clockwise seen from above (for four seats: south, west, north, east),
 * SEAT_MARGIN outside the mat's edge, facing the mat centre. Die `index` of `count` thrown
 * together sits HAND_SPACING apart from its neighbours, across the facing direction.
 */
export function seatThrowPosition(seat: number, seats: number, index = 0, count = 1): ThrowPosition {
  const phi = (2 * Math.PI * seat) / seats;
  const dx = -exactSin(phi);
  const dz = exactCos(phi);
  // Distance from the centre to the square's edge along this direction.
  const edge = MAT.size / 2 / Math.max(Math.abs(dx), Math.abs(dz));
  const r = edge + SEAT_MARGIN;
  const c: TablePoint = MAT.centre;
  // Sideways, index 0 leftmost as the thrower sees it: left of facing (−dx, −dz) is (−dz, dx).
  const side = ((count - 1) / 2 - index) * HAND_SPACING;
  return {
    position: [c.x + dx * r - dz * side, HAND_HEIGHT, c.z + dz * r + dx * side],
    heading: exactAtan2(-dx, dz),
  };
}
