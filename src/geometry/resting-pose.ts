// The inverse of reading: the pose that rests a die flat showing a given face with a given
// heading. Used by tests, practice set-ups and replays to place dice exactly.
import type { DieKind, Quat, Vec3 } from "./types";
import { faceDistance, solidOf } from "./solids";
import { faceIndexOf } from "./faces";
import { fromUnitVectors, multiply, normalizeQuat, rotate } from "./quat";
import { exactCos, exactSin } from "./exact-math";
import { d10Kite } from "./d10-kite";

export interface RestingPose {
  readonly quaternion: Quat;
  /** Height of the die's centre above the surface it rests on, in cm. */
  readonly height: number;
}

/**
 * Heading for a D10 is the way its top kite points (see d10-kite.ts). For a cube it is the
 * way the up face's "top edge" points, taken as the face's local +z (or −y for the ±z faces)
 * rotated into place; any value gives a valid resting pose.
 */
export function restingPose(kind: DieKind, face: number | { label: string | number }, heading = 0): RestingPose {
  const index = typeof face === "number" ? face : faceIndexOf(kind, face.label);
  const solid = solidOf(kind);
  const tilt = fromUnitVectors(solid.normals[index], [0, 1, 0]);
  // The turn about +y from the heading the tilt leaves to the one asked for, built from the
  // two directions (no Math.atan2, sin or cos: a die set down lies the same in every engine).
  const [cx, cz] = headingDirection(kind, index, tilt);
  const tx = exactSin(heading);
  const tz = -exactCos(heading);
  // A turn by a about +y changes a heading by −a: a = current − wanted.
  const cosA = cx * tx + cz * tz;
  const sinA = cz * tx - cx * tz;
  return { quaternion: normalizeQuat(multiply(turnAboutY(cosA, sinA), tilt)), height: faceDistance(solid, oppositeFace(kind, index)) };
}

/** The unit quaternion of the turn by a about +y, given cos a and sin a (a ∈ (−π, π]). */
function turnAboutY(cosA: number, sinA: number): Quat {
  // (sin a, 1 + cos a) and (1 − cos a, sin a) both point along (sin a/2, cos a/2); each is
  // taken where it does not cancel.
  if (cosA >= 0) return normalizeQuat([0, sinA, 0, 1 + cosA]);
  if (sinA === 0) return [0, 1, 0, 0];
  const s = sinA > 0 ? 1 : -1;
  return normalizeQuat([0, s * (1 - cosA), 0, s * sinA]);
}

/** The unit direction (x, z) on the table the die's heading names (heading = atan2(x, −z)). */
function headingDirection(kind: DieKind, index: number, q: Quat): [number, number] {
  let x: number;
  let z: number;
  if (kind === "d10") {
    // From the bottom corners' midpoint towards the top point, as d10Kite's heading.
    const k = d10Kite([0, 0, 0], q);
    x = k.top.x - (k.left.x + k.right.x) / 2;
    z = k.top.z - (k.left.z + k.right.z) / 2;
  } else {
    const n = solidOf(kind).normals[index];
    const localTop: Vec3 = Math.abs(n[2]) > 0.5 ? [0, -1, 0] : [0, 0, -1];
    const w = rotate(q, localTop);
    x = w[0];
    z = w[2];
  }
  const l = Math.sqrt(x * x + z * z);
  return [x / l, z / l];
}

/** The face parallel and opposite to a face (every die here has one). */
export function oppositeFace(kind: DieKind, index: number): number {
  const normals = solidOf(kind).normals;
  const n = normals[index];
  let best = 0;
  for (let i = 1; i < normals.length; i++) {
    const d = (m: Vec3) => m[0] * n[0] + m[1] * n[1] + m[2] * n[2];
    if (d(normals[i]) < d(normals[best])) best = i;
  }
  return best;
}
