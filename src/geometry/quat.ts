// Pure quaternion helpers on Quat tuples [x, y, z, w].
import type { Quat, Vec3 } from "./types";
import { cross, dot, normalize } from "./vec";
import { exactAcos, exactCos, exactSin, norm4 } from "./exact-math";

export const IDENTITY: Quat = [0, 0, 0, 1];

export function multiply(a: Quat, b: Quat): Quat {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

export function normalizeQuat(q: Quat): Quat {
  const n = norm4(q[0], q[1], q[2], q[3]);
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}

export function fromAxisAngle(axis: Vec3, angle: number): Quat {
  const [x, y, z] = normalize(axis);
  const s = exactSin(angle / 2);
  return [x * s, y * s, z * s, exactCos(angle / 2)];
}

/**
 * Rotates v by q: v + w·t + u × t with u = (x, y, z) and t = 2 (u × v), the products written
 * out (no arrays on the way: reading dice runs this for every face of every die).
 */
export function rotate(q: Quat, v: Vec3): Vec3 {
  const qx = q[0];
  const qy = q[1];
  const qz = q[2];
  const qw = q[3];
  const t0 = 2 * (qy * v[2] - qz * v[1]);
  const t1 = 2 * (qz * v[0] - qx * v[2]);
  const t2 = 2 * (qx * v[1] - qy * v[0]);
  return [v[0] + qw * t0 + (qy * t2 - qz * t1), v[1] + qw * t1 + (qz * t0 - qx * t2), v[2] + qw * t2 + (qx * t1 - qy * t0)];
}

/** rotate(q, v)[1], the same bits, with no array. */
export function rotatedY(q: Quat, v: Vec3): number {
  const qx = q[0];
  const qy = q[1];
  const qz = q[2];
  const t0 = 2 * (qy * v[2] - qz * v[1]);
  const t1 = 2 * (qz * v[0] - qx * v[2]);
  const t2 = 2 * (qx * v[1] - qy * v[0]);
  return v[1] + q[3] * t1 + (qz * t0 - qx * t2);
}

/** The shortest rotation taking unit vector a onto unit vector b. */
export function fromUnitVectors(a: Vec3, b: Vec3): Quat {
  const d = dot(a, b);
  if (d < -1 + 1e-12) {
    // Opposite: turn half a circle about any axis perpendicular to a.
    // Written out (sin π/2 = 1, cos π/2 = 0) rather than asked of Math.sin and Math.cos.
    const [x, y, z] = normalize(Math.abs(a[0]) < 0.9 ? cross(a, [1, 0, 0]) : cross(a, [0, 1, 0]));
    return [x, y, z, 0];
  }
  const c = cross(a, b);
  return normalizeQuat([c[0], c[1], c[2], 1 + d]);
}

/** Angle in radians between two orientations (0 when equal, sign of q ignored). */
export function angleBetween(a: Quat, b: Quat): number {
  const d = Math.abs(a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3]);
  return 2 * exactAcos(Math.min(1, d));
}
