// The upward kite of a D10 lying on the table, projected onto the table plane: what
// Rykestra's capture zones are built from.
import type { Quat, Radians, TablePoint, Vec3 } from "./types";
import { radians } from "./types";
import { D10_SOLID } from "./solids";
import { rotate } from "./quat";
import { upFace } from "./read-die";
import { exactAtan2 } from "./exact-math";

export interface Kite {
  /** The pole vertex: the kite's sharp top point. */
  readonly top: TablePoint;
  /** The bottom corners (side vertices): left and right as seen from above, looking from top towards them. */
  readonly left: TablePoint;
  readonly right: TablePoint;
}

export interface KiteReading extends Kite {
  /** Which way the kite points: from the bottom corners' midpoint towards the top point. */
  readonly heading: Radians;
}

/** A heading: 0 points to −z (away from a player seated at +z), growing clockwise seen from above (towards +x). */
export const headingOf = (from: TablePoint, to: TablePoint): Radians =>
  radians(exactAtan2(to.x - from.x, -(to.z - from.z)));

const project = (position: Vec3, q: Quat, local: Vec3): TablePoint => {
  const w = rotate(q, local);
  return { x: position[0] + w[0], z: position[2] + w[2] };
};

export function d10Kite(position: Vec3, q: Quat): KiteReading {
  const { face } = upFace("d10", q);
  const [pole, sideA, , sideB] = D10_SOLID.faces[face].map((i) => D10_SOLID.vertices[i]);
  const top = project(position, q, pole);
  const a = project(position, q, sideA);
  const b = project(position, q, sideB);
  const mid = { x: (a.x + b.x) / 2, z: (a.z + b.z) / 2 };
  // Seen from above (+y towards the eye) the x–z plane has x right and z down the page, so
  // a positive 2D cross product of (mid − top) × (p − top) puts p on the right.
  const crossA = (mid.x - top.x) * (a.z - top.z) - (mid.z - top.z) * (a.x - top.x);
  const [left, right] = crossA > 0 ? [b, a] : [a, b];
  return { top, left, right, heading: headingOf(mid, top) };
}
