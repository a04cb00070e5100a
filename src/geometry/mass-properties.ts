// Volume, centre and inertia of a convex solid of uniform density, by splitting it into
// tetrahedra from its centroid. Physics needs this for the D10: cannon-es would otherwise
// derive inertia from the bounding box.
import type { Vec3 } from "./types";
import type { Solid } from "./solids";
import { centroid, cross, dot, sub } from "./vec";

export interface MassProperties {
  readonly volume: number;
  readonly centre: Vec3;
  /** Inertia tensor about the centre, row-major 3×3, for the given mass (g·cm²). */
  readonly inertia: readonly [Vec3, Vec3, Vec3];
}

export function massProperties(solid: Solid, mass: number): MassProperties {
  const o = centroid(solid.vertices);
  let volume = 0;
  let c: [number, number, number] = [0, 0, 0];
  // Second moments ∫x_i x_j dV accumulated per tetrahedron (o, a, b, c).
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const face of solid.faces) {
    for (let k = 1; k + 1 < face.length; k++) {
      const a = sub(solid.vertices[face[0]], o);
      const b = sub(solid.vertices[face[k]], o);
      const d = sub(solid.vertices[face[k + 1]], o);
      const v = dot(a, cross(b, d)) / 6;
      volume += v;
      for (let i = 0; i < 3; i++) c[i] += (v * (a[i] + b[i] + d[i])) / 4;
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++) {
          // ∫ x_i x_j over a tetrahedron with one vertex at the origin.
          const s =
            a[i] * a[j] + b[i] * b[j] + d[i] * d[j] +
            (a[i] + b[i] + d[i]) * (a[j] + b[j] + d[j]);
          m[3 * i + j] += (v * s) / 20;
        }
    }
  }
  c = [c[0] / volume, c[1] / volume, c[2] / volume];
  const density = mass / volume;
  // Shift second moments to the true centre, then I = tr(M)·Id − M.
  const mc = m.map((x, idx) => density * (x - volume * c[Math.floor(idx / 3)] * c[idx % 3]));
  const tr = mc[0] + mc[4] + mc[8];
  const row = (i: number): Vec3 => [0, 1, 2].map((j) => (i === j ? tr : 0) - mc[3 * i + j]) as unknown as Vec3;
  return { volume, centre: [o[0] + c[0], o[1] + c[1], o[2] + c[2]], inertia: [row(0), row(1), row(2)] };
}
