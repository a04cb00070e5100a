// Where things stand on the table, in centimetres. World Y is up; the table top is y = 0.
// One place for these numbers: physics builds colliders from them, the scene draws them,
// the Rykestra engine tests positions against them.

/** The wooden table top, centred on the origin. */
export const TABLE = { width: 140, depth: 100 } as const;
/** Far walls round the table so nothing leaves the world. */
export const TABLE_WALL = { height: 30, thickness: 4 } as const;

/** Rykestra's square mat: raised felt, no walls at its edge (dice fall off it). */
export const MAT = { size: 30, thickness: 0.6, centre: { x: 0, z: 0 } } as const;

/** The felt tray with walls used by the D6 games (and Free Roll), centred on the origin. */
export const TRAY = { width: 44, depth: 30, wallHeight: 4, wallThickness: 1.5 } as const;

/** A small walled tray beside the mat where Rykestra's sector dice are thrown. */
export const SIDE_TRAY = {
  width: 14,
  depth: 14,
  wallHeight: 3,
  wallThickness: 1,
  centre: { x: 40, z: -20 },
} as const;

/** Real dice sizes: a 16 mm cube; a D10 about 16 mm across its ring. */
export const D6_EDGE = 1.6;
export const D10_DIAMETER = 1.6;
