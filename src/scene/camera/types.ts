// The camera's plain data, shared by the fitting maths (camera-fit.ts and its helpers), the
// camera rig and the games' framings: a rectangle of the table, a die to keep in view, a view,
// and a framing (where the camera looks and stands). No three.js, no React.
import type { Vec3 } from "../../geometry/types";

/** A rectangle of the table plane (world x and z, cm). */
export interface TableRect {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** A die the player must see, and how big it must look. */
export interface FocusDie {
  /** Its centre, world cm. */
  readonly position: Vec3;
  /** Its size across, cm. */
  readonly size: number;
  /** How many CSS px across it must be drawn at least. */
  readonly minPx: number;
  /**
   * Kept in view before every other die when they cannot all be: the dice the player may pick
   * up now (their hand at the mat's edge, while the dice lying far up the mat may leave the view).
   */
  readonly first?: boolean;
}

export type CameraView = "angled" | "top";

/** Where the camera looks (target) and stands (offsets from it) for the angled and top views, cm. */
export interface Framing {
  readonly target: readonly [number, number, number];
  /** Where the top view looks, when not at `target` (the angled view may look nearer its seat's side). */
  readonly topTarget?: readonly [number, number, number];
  readonly angled: readonly [number, number, number];
  readonly top: readonly [number, number, number];
  /** How much further back a portrait screen stands (default 1.55). */
  readonly narrowZoom?: number;
  /** The table the framing is meant to show (default: the layout's felt), for fitting small screens. */
  readonly area?: TableRect;
  /** Where dice lie in play (default: the layout's felt): each must be drawn big enough on a phone. */
  readonly felt?: TableRect;
  /**
   * On a phone, how many CSS px across a die the player may not pick up now must be drawn
   * (default: as big as one they may). Rykestra's dice on the mat are watched, not tapped: a
   * smaller minimum lets the whole mat show while others throw.
   */
  readonly watchedMinPx?: number;
  /**
   * The area is the subject at every size (a trainer's mat): the camera stands where the area
   * and these points (cm; the thrower's hand over its edge) are all in view, below the
   * overlays' band, whatever size that draws the dice, and no die moves it — it never follows
   * a throw. Absent: on a phone the dice that matter decide the view.
   */
  readonly whole?: readonly (readonly [number, number, number])[];
  /** The band at the canvas's top that the screen's overlays cover, CSS px, kept clear at every size (default: a hint's three lines on a phone, none elsewhere). */
  readonly overlayTop?: number;
  /** How far from the target the key light's shadows reach at least, cm (default: by the camera's distance). */
  readonly shadowReach?: number;
}
