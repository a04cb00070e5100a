// Plain data shared by every layer. Units: centimetres and seconds; world Y is up and the
// table top lies in the plane y = 0 (the Rykestra mat surface is raised a little above it).

/** A world-space vector [x, y, z] in centimetres (or cm/s, rad/s where named). */
export type Vec3 = readonly [number, number, number];

/** A unit quaternion [x, y, z, w] (three.js and cannon-es order). */
export type Quat = readonly [number, number, number, number];

/** A point on the table plane: world x and world z, in centimetres. */
export interface TablePoint {
  readonly x: number;
  readonly z: number;
}

/** Angles that cross a module boundary carry their unit in the type. */
export type Degrees = number & { readonly __unit: "degrees" };
export type Radians = number & { readonly __unit: "radians" };
export const degrees = (n: number) => n as Degrees;
export const radians = (n: number) => n as Radians;

/**
 * Every die the table knows. All but the d10 are cubes.
 * - d6: pips 1–6; spike: Corellian glyphs valued 1–6 (Hodrudda)
 * - chance: three red and three blue faces; kinzo: 1,1,2,2,3,3; hazard: 2,3,4,5 and two voids
 * - d10: a pentagonal trapezohedron reading 1–9 and 0
 */
export type DieKind = "d6" | "d10" | "spike" | "chance" | "kinzo" | "hazard";

/** What a settled die shows, read from the collider's own face normals. */
export interface DieReading {
  /** Index into the kind's face table. */
  readonly faceIndex: number;
  /** The face's number (d10 reads 0–9 here; a game says when 0 is worth 10); null for a colour or void. */
  readonly value: number | null;
  /** What the face shows: "1"…"6", "0"…"9", "red", "blue", "void". */
  readonly label: string;
  /** Angle between the best face's normal and world up. */
  readonly tilt: Degrees;
  /** True when tilt exceeds the kind's cocked threshold (leaning on something). */
  readonly cocked: boolean;
}

/** A die's state once the physics has settled: the only thing games see. */
export interface SettledDie extends DieReading {
  readonly id: string;
  readonly kind: DieKind;
  readonly position: Vec3;
  readonly quaternion: Quat;
  /** Centre projected on the table lies outside the mat outline (always false in the tray). */
  readonly offMat: boolean;
  /** False when the hard time cap ran out before the die came to rest. */
  readonly settled: boolean;
}

/** One throw of one die: where it leaves the hand and how it moves. Plain data. */
export interface Flick {
  readonly dieId: string;
  readonly position: Vec3;
  readonly quaternion: Quat;
  /** cm/s */
  readonly velocity: Vec3;
  /** rad/s */
  readonly angularVelocity: Vec3;
}
