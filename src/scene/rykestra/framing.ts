// Where the camera looks during Rykestra (cm, offsets from the target): the mat is the subject —
// the mat and the hands round it fill the canvas — except while the sector dice are thrown,
// when it frames the side tray. The camera glides between the two (CameraRig).
import type { Framing } from "../CameraRig";
import { MAT, SIDE_TRAY } from "../../geometry/table-layout";

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

/** Practice: every die on the mat is the player's to pick up and set again, so each is drawn as big as one in hand would need. */
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
