// Quaternion.vmult's arithmetic on plain numbers: the hot loops that turn many vertices or axes
// by one quaternion (steady-contacts.ts, colliders.ts) use it instead of scratch vectors, with
// the same operations in the same order, so every result is cannon-es's to the bit.

/** Where turn writes: x, y, z. */
export const turned = new Float64Array(3);

/** (x, y, z) turned by the quaternion (qx, qy, qz, qw), as Quaternion.vmult computes it, into `turned`. */
export function turn(qx: number, qy: number, qz: number, qw: number, x: number, y: number, z: number): void {
  const ix = qw * x + qy * z - qz * y;
  const iy = qw * y + qz * x - qx * z;
  const iz = qw * z + qx * y - qy * x;
  const iw = -qx * x - qy * y - qz * z;
  turned[0] = ix * qw + iw * -qx + iy * -qz - iz * -qy;
  turned[1] = iy * qw + iw * -qy + iz * -qx - ix * -qz;
  turned[2] = iz * qw + iw * -qz + ix * -qy - iy * -qx;
}
