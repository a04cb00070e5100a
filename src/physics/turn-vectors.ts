// Vectors turned by a quaternion in plain numbers, with cannon-es's arithmetic (Quaternion.vmult,
// then Vec3.vadd for a point), into a flat array: the contact makers turn a die's corners and a
// hull's face normals many at a time, and this does it without a Vec3 per vector.
import type { Quaternion, Vec3 } from "cannon-es";

/**
 * `vs` (or, given `pick`, vs[pick[0]], vs[pick[1]], …) turned by `q`, and moved by `by` when given
 * (by + turned: Vec3.vadd's order), as xyz triples from the start of `out`. Returns `out`, or a
 * longer array when it was too short for them.
 */
export function turnVectors(vs: readonly Vec3[], q: Quaternion, by: Vec3 | null, out: Float64Array<ArrayBuffer>, pick?: readonly number[]): Float64Array<ArrayBuffer> {
  const n = pick === undefined ? vs.length : pick.length;
  if (3 * n > out.length) out = new Float64Array(Math.max(3 * n, 2 * out.length));
  const qx = q.x;
  const qy = q.y;
  const qz = q.z;
  const qw = q.w;
  // A direction is moved by −0, which leaves every number as it is (+0 would turn a −0 into +0).
  const bx = by === null ? -0 : by.x;
  const byy = by === null ? -0 : by.y;
  const bz = by === null ? -0 : by.z;
  for (let i = 0; i < n; i++) {
    const v = vs[pick === undefined ? i : pick[i]];
    const x = v.x;
    const y = v.y;
    const z = v.z;
    const ix = qw * x + qy * z - qz * y;
    const iy = qw * y + qz * x - qx * z;
    const iz = qw * z + qx * y - qy * x;
    const iw = -qx * x - qy * y - qz * z;
    out[3 * i] = bx + (ix * qw + iw * -qx + iy * -qz - iz * -qy);
    out[3 * i + 1] = byy + (iy * qw + iw * -qy + iz * -qx - ix * -qz);
    out[3 * i + 2] = bz + (iz * qw + iw * -qz + ix * -qy - iy * -qx);
  }
  return out;
}
