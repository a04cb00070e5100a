// Where the camera looks during Rykestra (cm, offsets from the target): the mat is the subject —
// the mat and the hands round it fill the canvas — except while the sector dice are thrown,
// when it frames the side tray. The camera glides between the two (CameraRig).
import type { Framing } from "../camera/types";
import { D10_DIAMETER, MAT, SIDE_TRAY } from "../../geometry/table-layout";
import { seatSlot } from "../../table/hand-layout";

const SIDE_TRAY_RECT = {
  minX: SIDE_TRAY.centre.x - SIDE_TRAY.width / 2,
  maxX: SIDE_TRAY.centre.x + SIDE_TRAY.width / 2,
  minZ: SIDE_TRAY.centre.z - SIDE_TRAY.depth / 2,
  maxZ: SIDE_TRAY.centre.z + SIDE_TRAY.depth / 2,
};

/**
 * The mat and every seat's hand; the top view keeps the mat whole and the south hand in reach.
 * The angled view stands as close as the desktop's canvas (852 × 680 at 1280 × 800) allows
 * with the mat, every seat's waiting dice (three to five seats) and the out rack's first row in view: a D10 at the
 * mat's centre is drawn about 29 px across (framing.test.ts), from the same height angle as before.
 */
export const MAT_FRAMING: Framing = {
  target: [0, 0, 5],
  angled: [0, 40.5, 29],
  topTarget: [0, 0, 3],
  // The name plates stand up to about 31 cm from the mat's middle.
  shadowReach: 32,
  top: [0, 50, 0.01],
  // The mat and the hands just outside its edges.
  area: { minX: -MAT.size / 2 - 4, maxX: MAT.size / 2 + 4, minZ: -MAT.size / 2 - 4, maxZ: MAT.size / 2 + 4 },
  // In a game, dice on the mat are read, never tapped: on a phone held upright this much lets
  // the mat show nearly whole while others throw.
  watchedMinPx: 20,
};

const HALF = MAT.size / 2;

/** The thrower's die waiting in hand at the south edge (seat 0 of 4, as every drill has it), or two side by side. */
const SOUTH_HAND = [1, 2].flatMap((count) => [...Array(count).keys()].map((i) => seatSlot(0, 4)(i, count).position));
/** The mat's corners as high as a die lying at its edge stands (its middle). */
const LYING_TOP = MAT.thickness + D10_DIAMETER / 2;
const MAT_TOP_CORNERS = [-HALF, HALF].flatMap((dx) => [-HALF, HALF].map((dz) => [MAT.centre.x + dx, LYING_TOP, MAT.centre.z + dz] as const));

/**
 * Drills, the daily challenge and the skills test: the whole mat is the subject, with the
 * thrower's hand at its edge, at every size — on a phone too, where its dice are drawn smaller
 * than a thumb's size (a die is still picked within a thumb's reach of it, pick-die.ts). The
 * camera stands still through a throw and after it: dice knocked off may leave the view.
 */
export const DRILL_FRAMING: Framing = {
  ...MAT_FRAMING,
  area: { minX: MAT.centre.x - HALF, maxX: MAT.centre.x + HALF, minZ: MAT.centre.z - HALF, maxZ: MAT.centre.z + HALF },
  whole: [...MAT_TOP_CORNERS, ...SOUTH_HAND],
  // The trainers lay nothing over the table but the view button, 44 px tall and 10 px from the
  // canvas's top (measured at 1280 × 800 and 412 × 915).
  overlayTop: 60,
};

/** Free practice: every die on the mat is the player's to pick up and set again, so each is drawn as big as one in hand would need. */
export const PRACTICE_FRAMING: Framing = { ...MAT_FRAMING, watchedMinPx: undefined };

/** The side tray, close enough to read the sector dice where they land. */
export const SECTOR_FRAMING: Framing = {
  target: [SIDE_TRAY.centre.x, 0, SIDE_TRAY.centre.z + 3],
  angled: [0, 36, 28],
  top: [0, 40, 0.01],
  // The small tray fits a portrait screen's width without standing much further back.
  narrowZoom: 1.1,
  area: SIDE_TRAY_RECT,
  felt: SIDE_TRAY_RECT,
};

/** The framing for a stage of the round: the side tray while the sector dice wait or roll. */
export function rykestraFraming(sectorPhase: boolean): Framing {
  return sectorPhase ? SECTOR_FRAMING : MAT_FRAMING;
}
