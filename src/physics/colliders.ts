// cannon-es shapes built from the geometry layer's exact solids, with the separating-axis
// work trimmed: parallel faces and parallel edges are tested once, not twice.
import { Box, ConvexPolyhedron, Vec3, type Quaternion } from "cannon-es";
import type { Solid } from "../geometry/solids";

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
  if (3 * edgesB > worldEdgesB.length) worldEdgesB = new Float64Array(3 * edgesB);
  for (let e1 = 0; e1 !== edgesB; e1++) {
    quatB.vmult(hullB.uniqueEdges[e1], worldEdge1);
    worldEdgesB[3 * e1] = worldEdge1.x;
    worldEdgesB[3 * e1 + 1] = worldEdge1.y;
    worldEdgesB[3 * e1 + 2] = worldEdge1.z;
  }
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

// ConvexPolyhedron.clipAgainstHull and clipFaceAgainstHull (with clipFaceAgainstPlane), the same
// clips in the same order with the same arithmetic, in plain numbers. cannon-es works out the
// witness face's neighbours (faces sharing a vertex with it, by indexOf over every face) and
// each face's plane constant on every call, turns a fresh Vec3 for every vertex kept by every
// clip, and computes three vectors per edge that nothing reads; here the neighbours and plane
// constants are worked out once per hull (its faces never change), the polygon is clipped in two
// flat buffers, and the points found go out in objects kept for the next call (convexConvex, the
// only caller, reads them before it clips again and keeps none).

/** A hull's faces' neighbours in cannon-es's order (first `face.length` of them used) and plane constants. */
interface ClipFaces {
  neighbours: Int32Array[];
  planeConstant: Float64Array;
}
const clipFaces = new WeakMap<ConvexPolyhedron, ClipFaces>();

/** Gives the hull the plain-number clip when every face has as many neighbours as corners (cannon-es reads one per corner). */
function installClip(hull: ConvexPolyhedron): void {
  const neighbours: Int32Array[] = [];
  const planeConstant = new Float64Array(hull.faces.length);
  for (let f = 0; f !== hull.faces.length; f++) {
    const poly = hull.faces[f];
    // clipFaceAgainstHull's loop: faces in order, each added once when any of its vertices is the witness face's.
    const found: number[] = [];
    for (let i = 0; i < hull.faces.length; i++) {
      for (let j = 0; j < hull.faces[i].length; j++) {
        if (poly.indexOf(hull.faces[i][j]) !== -1 && i !== f && found.indexOf(i) === -1) found.push(i);
      }
    }
    if (found.length < poly.length) return;
    neighbours.push(Int32Array.from(found));
    // getPlaneConstantOfFace: −n·v for the face's first vertex.
    const n = hull.faceNormals[f];
    const v = hull.vertices[poly[0]];
    planeConstant[f] = -(n.x * v.x + n.y * v.y + n.z * v.z);
  }
  clipFaces.set(hull, { neighbours, planeConstant });
  hull.clipAgainstHull = clipAgainstHull;
}

/** A contact point as clipFaceAgainstHull reports it. */
interface ClipPoint {
  point: Vec3;
  normal: Vec3;
  depth: number;
}
const clipNormal = new Vec3();
const clipPoints: ClipPoint[] = [];
let polyIn = new Float64Array(3 * 16);
let polyOut = new Float64Array(3 * 16);

function clipAgainstHull(this: ConvexPolyhedron, posA: Vec3, quatA: Quaternion, hullB: ConvexPolyhedron, posB: Vec3, quatB: Quaternion, separatingNormal: Vec3, minDist: number, maxDist: number, result: ClipPoint[]): void {
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- cannon-es's own name for the hull, kept so the copy reads line for line
  const hullA = this;
  const faces = clipFaces.get(hullA);
  if (!faces) {
    ConvexPolyhedron.prototype.clipAgainstHull.call(hullA, posA, quatA, hullB, posB, quatB, separatingNormal, minDist, maxDist, result);
    return;
  }
  const sx = separatingNormal.x;
  const sy = separatingNormal.y;
  const sz = separatingNormal.z;
  // B's face whose normal, turned into the world, points most along the separating normal.
  let qx = quatB.x;
  let qy = quatB.y;
  let qz = quatB.z;
  let qw = quatB.w;
  let closestFaceB = -1;
  let dmax = -Number.MAX_VALUE;
  for (let face = 0; face < hullB.faces.length; face++) {
    const v = hullB.faceNormals[face];
    const x = v.x;
    const y = v.y;
    const z = v.z;
    const ix = qw * x + qy * z - qz * y;
    const iy = qw * y + qz * x - qx * z;
    const iz = qw * z + qx * y - qy * x;
    const iw = -qx * x - qy * y - qz * z;
    const d = (ix * qw + iw * -qx + iy * -qz - iz * -qy) * sx + (iy * qw + iw * -qy + iz * -qx - ix * -qz) * sy + (iz * qw + iw * -qz + ix * -qy - iy * -qx) * sz;
    if (d > dmax) {
      dmax = d;
      closestFaceB = face;
    }
  }
  if (closestFaceB < 0) return;
  // Its corners in the world.
  const polyB = hullB.faces[closestFaceB];
  let count = polyB.length;
  if (3 * count > polyIn.length) polyIn = new Float64Array(6 * count);
  const px = posB.x;
  const py = posB.y;
  const pz = posB.z;
  for (let i = 0; i < count; i++) {
    const b = hullB.vertices[polyB[i]];
    const x = b.x;
    const y = b.y;
    const z = b.z;
    const ix = qw * x + qy * z - qz * y;
    const iy = qw * y + qz * x - qx * z;
    const iz = qw * z + qx * y - qy * x;
    const iw = -qx * x - qy * y - qz * z;
    polyIn[3 * i] = px + (ix * qw + iw * -qx + iy * -qz - iz * -qy);
    polyIn[3 * i + 1] = py + (iy * qw + iw * -qy + iz * -qx - ix * -qz);
    polyIn[3 * i + 2] = pz + (iz * qw + iw * -qz + ix * -qy - iy * -qx);
  }
  // clipFaceAgainstHull: A's face whose world normal points most against the separating normal.
  qx = quatA.x;
  qy = quatA.y;
  qz = quatA.z;
  qw = quatA.w;
  let closestFaceA = -1;
  let dmin = Number.MAX_VALUE;
  for (let face = 0; face < hullA.faces.length; face++) {
    const v = hullA.faceNormals[face];
    const x = v.x;
    const y = v.y;
    const z = v.z;
    const ix = qw * x + qy * z - qz * y;
    const iy = qw * y + qz * x - qx * z;
    const iz = qw * z + qx * y - qy * x;
    const iw = -qx * x - qy * y - qz * z;
    const d = (ix * qw + iw * -qx + iy * -qz - iz * -qy) * sx + (iy * qw + iw * -qy + iz * -qx - ix * -qz) * sy + (iz * qw + iw * -qz + ix * -qy - iy * -qx) * sz;
    if (d < dmin) {
      dmin = d;
      closestFaceA = face;
    }
  }
  if (closestFaceA < 0) return;
  const numVerticesA = hullA.faces[closestFaceA].length;
  const neighbours = faces.neighbours[closestFaceA];
  const ax = posA.x;
  const ay = posA.y;
  const az = posA.z;
  // Clip B's face to the back of the plane of each neighbour of A's face (one per corner).
  for (let i = 0; i < numVerticesA; i++) {
    const otherFace = neighbours[i];
    const v = hullA.faceNormals[otherFace];
    const x = v.x;
    const y = v.y;
    const z = v.z;
    const ix = qw * x + qy * z - qz * y;
    const iy = qw * y + qz * x - qx * z;
    const iz = qw * z + qx * y - qy * x;
    const iw = -qx * x - qy * y - qz * z;
    const nx = ix * qw + iw * -qx + iy * -qz - iz * -qy;
    const ny = iy * qw + iw * -qy + iz * -qx - ix * -qz;
    const nz = iz * qw + iw * -qz + ix * -qy - iy * -qx;
    const planeEqWS = faces.planeConstant[otherFace] - (nx * ax + ny * ay + nz * az);
    count = clipToPlane(count, nx, ny, nz, planeEqWS);
  }
  // Keep the points behind A's face, each with its depth.
  {
    const v = hullA.faceNormals[closestFaceA];
    const x = v.x;
    const y = v.y;
    const z = v.z;
    const ix = qw * x + qy * z - qz * y;
    const iy = qw * y + qz * x - qx * z;
    const iz = qw * z + qx * y - qy * x;
    const iw = -qx * x - qy * y - qz * z;
    const nx = ix * qw + iw * -qx + iy * -qz - iz * -qy;
    const ny = iy * qw + iw * -qy + iz * -qx - ix * -qz;
    const nz = iz * qw + iw * -qz + ix * -qy - iy * -qx;
    const planeEqWS = faces.planeConstant[closestFaceA] - (nx * ax + ny * ay + nz * az);
    clipNormal.set(nx, ny, nz);
    let used = 0;
    for (let i = 0; i < count; i++) {
      const x = polyIn[3 * i];
      const y = polyIn[3 * i + 1];
      const z = polyIn[3 * i + 2];
      let depth = nx * x + ny * y + nz * z + planeEqWS;
      if (depth <= minDist) {
        console.log(`clamped: depth=${depth} to minDist=${minDist}`);
        depth = minDist;
      }
      if (depth <= maxDist && depth <= 1e-6) {
        const p = used < clipPoints.length ? clipPoints[used] : (clipPoints[used] = { point: new Vec3(), normal: clipNormal, depth: 0 });
        used++;
        p.point.set(x, y, z);
        p.depth = depth;
        result.push(p);
      }
    }
  }
}

/**
 * clipFaceAgainstPlane: the polygon in `polyIn` (`count` corners) clipped to the back of the
 * plane n·p + c = 0, into `polyIn` again (through `polyOut`); returns its corner count.
 */
function clipToPlane(count: number, nx: number, ny: number, nz: number, c: number): number {
  if (count < 2) return 0;
  if (6 * count > polyOut.length) {
    polyOut = new Float64Array(6 * count);
  }
  const src = polyIn;
  const out = polyOut;
  let n = 0;
  let fx = src[3 * (count - 1)];
  let fy = src[3 * (count - 1) + 1];
  let fz = src[3 * (count - 1) + 2];
  let dotFirst = nx * fx + ny * fy + nz * fz + c;
  for (let vi = 0; vi < count; vi++) {
    const lx = src[3 * vi];
    const ly = src[3 * vi + 1];
    const lz = src[3 * vi + 2];
    const dotLast = nx * lx + ny * ly + nz * lz + c;
    if (dotFirst < 0) {
      if (dotLast < 0) {
        out[3 * n] = lx;
        out[3 * n + 1] = ly;
        out[3 * n + 2] = lz;
        n++;
      } else {
        const t = dotFirst / (dotFirst - dotLast);
        out[3 * n] = fx + (lx - fx) * t;
        out[3 * n + 1] = fy + (ly - fy) * t;
        out[3 * n + 2] = fz + (lz - fz) * t;
        n++;
      }
    } else if (dotLast < 0) {
      const t = dotFirst / (dotFirst - dotLast);
      out[3 * n] = fx + (lx - fx) * t;
      out[3 * n + 1] = fy + (ly - fy) * t;
      out[3 * n + 2] = fz + (lz - fz) * t;
      n++;
      out[3 * n] = lx;
      out[3 * n + 1] = ly;
      out[3 * n + 2] = lz;
      n++;
    }
    fx = lx;
    fy = ly;
    fz = lz;
    dotFirst = dotLast;
  }
  polyOut = src;
  polyIn = out;
  return n;
}
