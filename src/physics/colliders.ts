// cannon-es shapes built from the geometry layer's exact solids, with the separating-axis
// work trimmed: parallel faces and parallel edges are tested once, not twice.
import { Box, ConvexPolyhedron, Vec3, type Quaternion } from "cannon-es";
import type { Solid } from "../geometry/solids";
import { installClip } from "./hull-clip";
import { turnVectors } from "./turn-vectors";

const PARALLEL = 1 - 1e-9;

/** Keeps one of each set of parallel (or anti-parallel) unit directions. */
export function distinctDirections(dirs: readonly Vec3[]): Vec3[] {
  const kept: Vec3[] = [];
  for (const d of dirs) {
    if (!kept.some((k) => Math.abs(k.dot(d)) > PARALLEL)) kept.push(d.clone());
  }
  return kept;
}

/**
 * The solid as a ConvexPolyhedron. cannon-es computes the face normals itself and reports a
 * face wound the wrong way through console.error, which the test setup turns into a failure.
 */
export function convexFromSolid(solid: Solid): ConvexPolyhedron {
  const shape = new ConvexPolyhedron({
    vertices: solid.vertices.map(([x, y, z]) => new Vec3(x, y, z)),
    faces: solid.faces.map((f) => [...f]),
  });
  shape.uniqueAxes = distinctDirections(shape.faceNormals);
  shape.uniqueEdges = distinctDirections(shape.uniqueEdges);
  shape.findSeparatingAxis = findSeparatingAxis;
  installClip(shape);
  // The broadphase only needs a box that holds the die: its bounding sphere's box costs no
  // rotations, where cannon-es would turn every vertex each step.
  const r = shape.boundingSphereRadius;
  shape.calculateWorldAABB = (pos, _quat, min, max) => {
    min.set(pos.x - r, pos.y - r, pos.z - r);
    max.set(pos.x + r, pos.y + r, pos.z + r);
  };
  return shape;
}

/** A box whose hull representation tests three axes and three edge directions. */
export function trimmedBox(halfExtents: Vec3): Box {
  const box = new Box(halfExtents);
  const hull = box.convexPolyhedronRepresentation;
  hull.uniqueEdges = distinctDirections(hull.uniqueEdges);
  hull.findSeparatingAxis = findSeparatingAxis;
  installClip(hull);
  return box;
}

// Scratch for findSeparatingAxis (it does not call itself, and the step is single-threaded).
const faceANormalWS3 = new Vec3();
const worldNormal1 = new Vec3();
const deltaC = new Vec3();
const worldEdge0 = new Vec3();
const worldEdge1 = new Vec3();
const crossed = new Vec3();
let worldEdgesB = new Float64Array(0);

/**
 * ConvexPolyhedron.findSeparatingAxis for hulls with unique axes (every hull the table makes),
 * the same tests in the same order with the same arithmetic, without the six vectors cannon-es
 * allocates per call (it runs for every pair of dice close enough to touch, every step).
 */
function findSeparatingAxis(this: ConvexPolyhedron, hullB: ConvexPolyhedron, posA: Vec3, quatA: Quaternion, posB: Vec3, quatB: Quaternion, target: Vec3, faceListA?: number[] | null, faceListB?: number[] | null): boolean {
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- cannon-es's own name for the hull, kept so the copy reads line for line
  const hullA = this;
  if (!hullA.uniqueAxes || !hullB.uniqueAxes) return ConvexPolyhedron.prototype.findSeparatingAxis.call(hullA, hullB, posA, quatA, posB, quatB, target, faceListA ?? undefined, faceListB ?? undefined);
  // Each hull's origin in its own frame, for every axis's projection (see localOrigin).
  localOrigin(posA, quatA, originA);
  localOrigin(posB, quatB, originB);
  let dmin = Number.MAX_VALUE;
  for (let i = 0; i !== hullA.uniqueAxes.length; i++) {
    quatA.vmult(hullA.uniqueAxes[i], faceANormalWS3);
    const d = sepDepth(faceANormalWS3, hullA, hullB, quatA, quatB);
    if (d < 0) return false;
    if (d < dmin) {
      dmin = d;
      target.copy(faceANormalWS3);
    }
  }
  for (let i = 0; i !== hullB.uniqueAxes.length; i++) {
    quatB.vmult(hullB.uniqueAxes[i], worldNormal1);
    const d = sepDepth(worldNormal1, hullA, hullB, quatA, quatB);
    if (d < 0) return false;
    if (d < dmin) {
      dmin = d;
      target.copy(worldNormal1);
    }
  }
  // Hull B's edges turned into the world once, not once for each of A's edges (the same numbers).
  const edgesB = hullB.uniqueEdges.length;
  worldEdgesB = turnVectors(hullB.uniqueEdges, quatB, null, worldEdgesB);
  for (let e0 = 0; e0 !== hullA.uniqueEdges.length; e0++) {
    quatA.vmult(hullA.uniqueEdges[e0], worldEdge0);
    for (let e1 = 0; e1 !== edgesB; e1++) {
      worldEdge1.set(worldEdgesB[3 * e1], worldEdgesB[3 * e1 + 1], worldEdgesB[3 * e1 + 2]);
      worldEdge0.cross(worldEdge1, crossed);
      if (!crossed.almostZero()) {
        crossed.normalize();
        const dist = sepDepth(crossed, hullA, hullB, quatA, quatB);
        if (dist < 0) return false;
        if (dist < dmin) {
          dmin = dist;
          target.copy(crossed);
        }
      }
    }
  }
  posB.vsub(posA, deltaC);
  if (deltaC.dot(target) > 0.0) target.negate(target);
  return true;
}

// ConvexPolyhedron.testSepAxis and its two ConvexPolyhedron.project calls, with the same
// arithmetic, except that each hull's origin in its own frame (project's pointToLocalFrame of
// the zero vector, which depends on the hull's pose alone) is worked out once per
// findSeparatingAxis instead of once per axis and hull (a D10 pair tests over a hundred axes).

const originA = new Float64Array(3);
const originB = new Float64Array(3);
const bounds = new Float64Array(2);

/** Transform.pointToLocalFrame(pos, quat, (0, 0, 0)): (0 − pos) turned by quat's conjugate (Quaternion.vmult's arithmetic). */
function localOrigin(pos: Vec3, quat: Quaternion, out: Float64Array): void {
  const x = 0 - pos.x;
  const y = 0 - pos.y;
  const z = 0 - pos.z;
  const qx = -quat.x;
  const qy = -quat.y;
  const qz = -quat.z;
  const qw = quat.w;
  const ix = qw * x + qy * z - qz * y;
  const iy = qw * y + qz * x - qx * z;
  const iz = qw * z + qx * y - qy * x;
  const iw = -qx * x - qy * y - qz * z;
  out[0] = ix * qw + iw * -qx + iy * -qz - iz * -qy;
  out[1] = iy * qw + iw * -qy + iz * -qx - ix * -qz;
  out[2] = iz * qw + iw * -qz + ix * -qy - iy * -qx;
}

/** ConvexPolyhedron.project of `hull` at `quat` (its origin in its own frame given) onto `axis`: [max, min] in `bounds`. */
function project(hull: ConvexPolyhedron, axis: Vec3, quat: Quaternion, origin: Float64Array): void {
  // Transform.vectorToLocalFrame: the axis turned by the quaternion with w negated.
  const x = axis.x;
  const y = axis.y;
  const z = axis.z;
  const qx = quat.x;
  const qy = quat.y;
  const qz = quat.z;
  const qw = quat.w * -1;
  const ix = qw * x + qy * z - qz * y;
  const iy = qw * y + qz * x - qx * z;
  const iz = qw * z + qx * y - qy * x;
  const iw = -qx * x - qy * y - qz * z;
  const ax = ix * qw + iw * -qx + iy * -qz - iz * -qy;
  const ay = iy * qw + iw * -qy + iz * -qx - ix * -qz;
  const az = iz * qw + iw * -qz + ix * -qy - iy * -qx;
  const add = origin[0] * ax + origin[1] * ay + origin[2] * az;
  const vs = hull.vertices;
  let max = vs[0].x * ax + vs[0].y * ay + vs[0].z * az;
  let min = max;
  for (let i = 1; i < vs.length; i++) {
    const v = vs[i];
    const val = v.x * ax + v.y * ay + v.z * az;
    if (val > max) max = val;
    if (val < min) min = val;
  }
  min -= add;
  max -= add;
  if (min > max) {
    const t = min;
    min = max;
    max = t;
  }
  bounds[0] = max;
  bounds[1] = min;
}

/**
 * ConvexPolyhedron.testSepAxis: −1 when `axis` parts the hulls (cannon-es: false), else the
 * overlap along it, never negative (a number alone, so V8 keeps it unboxed).
 */
function sepDepth(axis: Vec3, hullA: ConvexPolyhedron, hullB: ConvexPolyhedron, quatA: Quaternion, quatB: Quaternion): number {
  project(hullA, axis, quatA, originA);
  const maxA = bounds[0];
  const minA = bounds[1];
  project(hullB, axis, quatB, originB);
  const maxB = bounds[0];
  const minB = bounds[1];
  if (maxA < minB || maxB < minA) return -1;
  const d0 = maxA - minB;
  const d1 = maxB - minA;
  return d0 < d1 ? d0 : d1;
}

/** ConvexPolyhedron.testSepAxis as findSeparatingAxis computes it here (for tests). */
export function separationAlong(axis: Vec3, hullA: ConvexPolyhedron, hullB: ConvexPolyhedron, posA: Vec3, quatA: Quaternion, posB: Vec3, quatB: Quaternion): number | false {
  localOrigin(posA, quatA, originA);
  localOrigin(posB, quatB, originB);
  const d = sepDepth(axis, hullA, hullB, quatA, quatB);
  return d < 0 ? false : d;
}
