// The inverse of reading: the pose that rests a die flat showing a given face with a given
// heading. Used by tests, practice set-ups and replays to place dice exactly.
import type { DieKind, Quat, Vec3 } from "./types";
import { faceDistance, solidOf } from "./solids";
import { faceIndexOf } from "./faces";
import { fromAxisAngle, fromUnitVectors, multiply, normalizeQuat, rotate } from "./quat";
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
  const current = currentHeading(kind, index, tilt);
  // A turn by a about +y changes a heading by −a.
  const spin = fromAxisAngle([0, 1, 0], current - heading);
  return { quaternion: normalizeQuat(multiply(spin, tilt)), height: faceDistance(solid, oppositeFace(kind, index)) };
}

function currentHeading(kind: DieKind, index: number, q: Quat): number {
  if (kind === "d10") return d10Kite([0, 0, 0], q).heading;
  const n = solidOf(kind).normals[index];
  const localTop: Vec3 = Math.abs(n[2]) > 0.5 ? [0, -1, 0] : [0, 0, -1];
  const w = rotate(q, localTop);
  return Math.atan2(w[0], -w[2]);
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
