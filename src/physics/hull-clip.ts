// The face clipping of two touching hulls (a die against a die or a wall), for colliders.ts.
import { ConvexPolyhedron, Vec3, type Quaternion } from "cannon-es";
import { turnVectors } from "./turn-vectors";

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
export function installClip(hull: ConvexPolyhedron): void {
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
/** Each hull's face normals turned into the world (A's serve both its witness face and its neighbours' planes). */
let normalsA = new Float64Array(3 * 16);
let normalsB = new Float64Array(3 * 16);

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
  normalsB = turnVectors(hullB.faceNormals, quatB, null, normalsB);
  let closestFaceB = -1;
  let dmax = -Number.MAX_VALUE;
  for (let face = 0; face < hullB.faces.length; face++) {
    const d = normalsB[3 * face] * sx + normalsB[3 * face + 1] * sy + normalsB[3 * face + 2] * sz;
    if (d > dmax) {
      dmax = d;
      closestFaceB = face;
    }
  }
  if (closestFaceB < 0) return;
  // Its corners in the world.
  const polyB = hullB.faces[closestFaceB];
  let count = polyB.length;
  polyIn = turnVectors(hullB.vertices, quatB, posB, polyIn, polyB);
  // clipFaceAgainstHull: A's face whose world normal points most against the separating normal.
  normalsA = turnVectors(hullA.faceNormals, quatA, null, normalsA);
  const nA = normalsA;
  let closestFaceA = -1;
  let dmin = Number.MAX_VALUE;
  for (let face = 0; face < hullA.faces.length; face++) {
    const d = nA[3 * face] * sx + nA[3 * face + 1] * sy + nA[3 * face + 2] * sz;
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
    const f = neighbours[i];
    const nx = nA[3 * f];
    const ny = nA[3 * f + 1];
    const nz = nA[3 * f + 2];
    count = clipToPlane(count, nx, ny, nz, faces.planeConstant[f] - (nx * ax + ny * ay + nz * az));
  }
  // Keep the points behind A's face, each with its depth.
  const nx = nA[3 * closestFaceA];
  const ny = nA[3 * closestFaceA + 1];
  const nz = nA[3 * closestFaceA + 2];
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
