// The dice as exact convex solids in their own frame (centre at the origin, centimetres).
// Physics builds its colliders from these; the scene builds its meshes from these; reading a
// face uses these normals. One source, so shown and scored can never differ.
import type { DieKind, Vec3 } from "./types";
import { D10_DIAMETER, D6_EDGE } from "./table-layout";
import { centroid, cross, dot, normalize, sub } from "./vec";

export interface Solid {
  readonly vertices: readonly Vec3[];
  /** Vertex indices per face, counter-clockwise seen from outside (outward normals). */
  readonly faces: readonly (readonly number[])[];
  /** Unit outward normal per face. */
  readonly normals: readonly Vec3[];
}

function withNormals(vertices: readonly Vec3[], faces: readonly (readonly number[])[]): Solid {
  const normals = faces.map((f) => {
    const [a, b, c] = f.map((i) => vertices[i]);
    return normalize(cross(sub(b, a), sub(c, a)));
  });
  return { vertices, faces, normals };
}

// cos and sin of 36° and 72°, from square roots (exact in every engine), not Math.cos.
const SQRT5 = Math.sqrt(5);
const COS36 = (1 + SQRT5) / 4;
const COS72 = (SQRT5 - 1) / 4;
const SIN36 = Math.sqrt(10 - 2 * SQRT5) / 4;
const SIN72 = Math.sqrt(10 + 2 * SQRT5) / 4;
/** cos and sin of 36°·i for i = 0…9. */
const RING_COS = [1, COS36, COS72, -COS72, -COS36, -1, -COS36, -COS72, COS72, COS36];
const RING_SIN = [0, SIN36, SIN72, SIN72, SIN36, 0, -SIN36, -SIN72, -SIN72, -SIN36];
/** Pole height over ring offset that makes every kite planar: (1 + cos 36°) / (1 − cos 36°). */
export const D10_POLE_TO_RING_RATIO = (1 + COS36) / (1 - COS36);

/**
 * The pentagonal trapezohedron. Ring vertex i sits at azimuth 36°·i on a circle of radius
 * D10_DIAMETER / 2, alternately ringOffset above (even i) and below (odd i) the equator;
 * the poles sit at ±poleHeight. Vertex 10 is the upper pole, vertex 11 the lower.
 * Upper kites 0–4 are [upper pole, ring 2k+2, ring 2k+1, ring 2k]; lower kites 5–9 are
 * [lower pole, ring 2k+1, ring 2k+2, ring 2k+3]: index 0 of a kite is always its pole (the
 * kite's sharp top point), indices 1 and 3 its side vertices (the bottom corners), 2 its far vertex.
 * poleHeight equals the ring radius: a die as tall as it is wide, like common D10s.
 */
function buildD10(): Solid {
  const r = D10_DIAMETER / 2;
  const poleHeight = r;
  const ringOffset = poleHeight / D10_POLE_TO_RING_RATIO;
  const ring: Vec3[] = [];
  for (let i = 0; i < 10; i++) {
    ring.push([r * RING_COS[i], i % 2 === 0 ? ringOffset : -ringOffset, r * RING_SIN[i]]);
  }
  const vertices: Vec3[] = [...ring, [0, poleHeight, 0], [0, -poleHeight, 0]];
  const faces: number[][] = [];
  for (let k = 0; k < 5; k++) faces.push([10, (2 * k + 2) % 10, 2 * k + 1, 2 * k]);
  for (let k = 0; k < 5; k++) faces.push([11, 2 * k + 1, (2 * k + 2) % 10, (2 * k + 3) % 10]);
  return withNormals(vertices, faces);
}

/** The cube, edge D6_EDGE. Faces in order +y, −y, +x, −x, +z, −z. */
function buildCube(): Solid {
  const h = D6_EDGE / 2;
  const vertices: Vec3[] = [];
  for (const x of [-h, h]) for (const y of [-h, h]) for (const z of [-h, h]) vertices.push([x, y, z]);
  // index = 4·(x>0) + 2·(y>0) + (z>0)
  const faces = [
    [2, 3, 7, 6], // +y
    [0, 4, 5, 1], // −y
    [4, 6, 7, 5], // +x
    [0, 1, 3, 2], // −x
    [1, 5, 7, 3], // +z
    [0, 2, 6, 4], // −z
  ];
  return withNormals(vertices, faces);
}

export const D10_SOLID: Solid = buildD10();
export const CUBE_SOLID: Solid = buildCube();

export const solidOf = (kind: DieKind): Solid => (kind === "d10" ? D10_SOLID : CUBE_SOLID);

/** Largest deviation of a face's vertices from its plane, in cm (0 for an exact solid). */
export function faceFlatness(solid: Solid, face: number): number {
  const pts = solid.faces[face].map((i) => solid.vertices[i]);
  const n = solid.normals[face];
  const d0 = dot(n, pts[0]);
  return Math.max(...pts.map((p) => Math.abs(dot(n, p) - d0)));
}

/** Distance from the centre to a face's plane: the centre's height when resting on it. */
export function faceDistance(solid: Solid, face: number): number {
  return dot(solid.normals[face], solid.vertices[solid.faces[face][0]]);
}

export const faceCentre = (solid: Solid, face: number): Vec3 =>
  centroid(solid.faces[face].map((i) => solid.vertices[i]));
