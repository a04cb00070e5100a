// Steady contacts for resting dice: a die against the ground plane or a face of a static box.
//
// Margin: cannon-es makes a contact only for a vertex at or below a surface. A die lying on a
// face then loses and regains corners to rounding every few steps, and each change kicks it,
// so some faces (one kite of the D10 above all) never come to rest. Here every vertex within
// CONTACT_MARGIN of the surface gets a contact too; its equation only stops it arriving
// faster than it can close the gap, so a hovering corner feels nothing until it lands.
//
// Boxes: cannon-es handles box–convex pairs with its general separating-axis test and face clipping.
// For a die resting on the mat that test flickers between nearly equal axes, kicking the die
// every few steps so it never sleeps, and it is the costliest test in the world. When the
// whole die lies over one face of the box (every vertex projects inside that face's
// rectangle, and its centre is outside the box on that face's side), that face's plane is
// the only feature the die can touch: this resolver then makes plane contacts, exactly as
// cannon-es does against a Plane. Anywhere else (over an edge or corner) the general test runs.
import { Body, Vec3, type Box, type ConvexPolyhedron, type Narrowphase, type Plane, type Quaternion } from "cannon-es";
import { turnVectors } from "./turn-vectors";

/** cm: corners this close above a surface already hold a contact. */
export const CONTACT_MARGIN = 0.01;

const local = new Vec3();
const world = new Vec3();
const centre = new Vec3();

type Resolver = (
  si: Box,
  sj: ConvexPolyhedron,
  xi: Vec3,
  xj: Vec3,
  qi: Quaternion,
  qj: Quaternion,
  bi: Body,
  bj: Body,
  rsi: Box,
  rsj: ConvexPolyhedron,
  justTest: boolean,
) => boolean | void;

const STATIC = Body.STATIC;

const isIdentity = (q: Quaternion) => q.x === 0 && q.y === 0 && q.z === 0 && q.w === 1;

const component = (v: Vec3, axis: number) => (axis === 0 ? v.x : axis === 1 ? v.y : v.z);

type PlaneResolver = (
  si: Plane,
  sj: ConvexPolyhedron,
  xi: Vec3,
  xj: Vec3,
  qi: Quaternion,
  qj: Quaternion,
  bi: Body,
  bj: Body,
  rsi: Plane,
  rsj: ConvexPolyhedron,
  justTest: boolean,
) => boolean | void;

const normal = new Vec3();

/** Replaces cannon-es's plane–convex and box–convex contact makers on this narrowphase. */
export function installSteadyContacts(narrowphase: Narrowphase): void {
  const np = narrowphase as unknown as { boxConvex: Resolver; planeConvex: PlaneResolver };
  np.planeConvex = function (this: Narrowphase, si, sj, xi, xj, qi, qj, bi, bj, rsi, rsj, justTest) {
    normal.set(0, 0, 1);
    qi.vmult(normal, normal);
    let found = false;
    const n = placeVertices(sj.vertices, qj, xj);
    const nx = normal.x;
    const ny = normal.y;
    const nz = normal.z;
    for (let i = 0; i < n; i++) {
      const wx = placed[3 * i];
      const wy = placed[3 * i + 1];
      const wz = placed[3 * i + 2];
      const height = nx * (wx - xi.x) + ny * (wy - xi.y) + nz * (wz - xi.z);
      if (height > CONTACT_MARGIN) continue;
      if (justTest) return true;
      found = true;
      world.set(wx, wy, wz);
      const c = this.createContactEquation(bi, bj, si, sj, rsi, rsj);
      c.ni.copy(normal);
      // ri: the vertex dropped onto the plane, from the plane body; rj: the vertex from the die.
      normal.scale(height, c.ri);
      world.vsub(c.ri, c.ri);
      c.ri.vsub(bi.position, c.ri);
      world.vsub(bj.position, c.rj);
      this.result.push(c);
      this.createFrictionEquationsFromContact(c, this.frictionResult);
    }
    return found;
  };

  const general = np.boxConvex;
  np.boxConvex = function (this: Narrowphase, si, sj, xi, xj, qi, qj, bi, bj, rsi, rsj, justTest) {
    if (bi.type !== STATIC || !isIdentity(qi) || sj.vertices === undefined) {
      return general.call(this, si, sj, xi, xj, qi, qj, bi, bj, rsi, rsj, justTest);
    }
    const h = si.halfExtents;
    xj.vsub(xi, centre);
    // The one axis along which the die's centre lies outside the box: the face it is over.
    let axis = -1;
    for (let a = 0; a < 3; a++) {
      if (Math.abs(component(centre, a)) > component(h, a)) {
        if (axis >= 0) return general.call(this, si, sj, xi, xj, qi, qj, bi, bj, rsi, rsj, justTest);
        axis = a;
      }
    }
    if (axis < 0) return general.call(this, si, sj, xi, xj, qi, qj, bi, bj, rsi, rsj, justTest);
    const side = component(centre, axis) > 0 ? 1 : -1;
    const u = (axis + 1) % 3;
    const v = (axis + 2) % 3;
    const hu = component(h, u);
    const hv = component(h, v);
    const faceOffset = component(h, axis);
    // Corners at, below or within the margin above the face plane; any of them outside the
    // face rectangle and clearly below its plane hangs over an edge: the general test's case.
    const verts = sj.vertices;
    let count = 0;
    let allInside = true;
    const n = placeVertices(verts, qj, centre);
    for (let i = 0; i < n; i++) {
      const lx = placed[3 * i];
      const ly = placed[3 * i + 1];
      const lz = placed[3 * i + 2];
      const depth = faceOffset - side * (axis === 0 ? lx : axis === 1 ? ly : lz);
      if (depth < -CONTACT_MARGIN) continue;
      const inside = Math.abs(u === 0 ? lx : u === 1 ? ly : lz) <= hu && Math.abs(v === 0 ? lx : v === 1 ? ly : lz) <= hv;
      if (!inside) {
        if (depth > CONTACT_MARGIN) return general.call(this, si, sj, xi, xj, qi, qj, bi, bj, rsi, rsj, justTest);
        allInside = false;
      }
      const k = 3 * count++;
      support[k] = lx;
      support[k + 1] = ly;
      support[k + 2] = lz;
    }
    // Lying partly over an edge: the support is the corners' polygon cut to the rectangle.
    if (!allInside) count = clipToRectangle(count, u, v, hu, hv);
    if (count === 0) return false;
    if (justTest) return true;
    for (let i = 0; i < count; i++) {
      local.set(support[3 * i], support[3 * i + 1], support[3 * i + 2]);
      const depth = faceOffset - side * component(local, axis);
      const c = this.createContactEquation(bi, bj, si, sj, rsi, rsj);
      c.ni.set(axis === 0 ? side : 0, axis === 1 ? side : 0, axis === 2 ? side : 0);
      // ri: the point pushed back onto the face, from the box's centre; rj: the point from the die's centre.
      local.vadd(xi, world);
      c.ni.scale(depth, c.ri);
      c.ri.vadd(world, c.ri);
      c.ri.vsub(bi.position, c.ri);
      world.vsub(bj.position, c.rj);
      this.result.push(c);
      this.createFrictionEquationsFromContact(c, this.frictionResult);
    }
    return true;
  };
}

/** The die's vertices placed by placeVertices: world (or box-local) xyz triples. */
let placed = new Float64Array(3 * 32);

/** Each of the hull's vertices turned by q and moved by `by` (turn-vectors.ts), into `placed`; returns how many. Both resolvers start from this. */
function placeVertices(verts: readonly Vec3[], q: Quaternion, by: Vec3): number {
  placed = turnVectors(verts, q, by, placed);
  return verts.length;
}

/** Support points, box-local xyz triples (room for a clipped polygon of any die face). */
const support: number[] = new Array(3 * 32).fill(0);
const clipped: number[] = new Array(3 * 32).fill(0);

const angleKey = new Float64Array(32);
const byAngle = new Int32Array(32);

/**
 * A number that orders directions (du, dv) as atan2(dv, du) does, in (−2, 2], from exact
 * arithmetic only: Math.atan2 is not exactly specified, so engines may round it differently.
 */
export function pseudoAngle(du: number, dv: number): number {
  const s = Math.abs(du) + Math.abs(dv);
  if (s === 0) return 0;
  const p = du / s;
  // atan2 puts −0 with the negative half-plane (atan2(−0, −1) = −π).
  return dv < 0 || Object.is(dv, -0) ? p - 1 : 1 - p;
}

/**
 * Orders the first `count` support points round their centroid (they span one face, edge or
 * corner of the die, so the order makes a convex polygon) and cuts the polygon to the
 * rectangle |u| ≤ hu, |v| ≤ hv. Points on cut edges interpolate linearly, depth included.
 * Returns the new count; the result is left in `support`.
 */
function clipToRectangle(count: number, u: number, v: number, hu: number, hv: number): number {
  let cu = 0;
  let cv = 0;
  for (let i = 0; i < count; i++) {
    cu += support[3 * i + u];
    cv += support[3 * i + v];
  }
  cu /= count;
  cv /= count;
  // Stable insertion sort by angle round the centroid (as Array.prototype.sort, stable too, did by atan2).
  for (let i = 0; i < count; i++) {
    angleKey[i] = pseudoAngle(support[3 * i + u] - cu, support[3 * i + v] - cv);
    byAngle[i] = i;
  }
  for (let i = 1; i < count; i++) {
    const k = byAngle[i];
    let j = i - 1;
    for (; j >= 0 && angleKey[byAngle[j]] > angleKey[k]; j--) byAngle[j + 1] = byAngle[j];
    byAngle[j + 1] = k;
  }
  for (let i = 0; i < count; i++) for (let k = 0; k < 3; k++) clipped[3 * i + k] = support[3 * byAngle[i] + k];
  for (let i = 0; i < 3 * count; i++) support[i] = clipped[i];
  // Sutherland–Hodgman against the four sides: coordinate `axis` times `sign` ≤ limit
  // (u ≤ hu, −u ≤ hu, v ≤ hv, −v ≤ hv, in that order).
  let n = count;
  for (let side = 0; side < 4; side++) {
    const ax = side < 2 ? u : v;
    const sign = side % 2 === 0 ? 1 : -1;
    const limit = side < 2 ? hu : hv;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const di = sign * support[3 * i + ax] - limit;
      const dj = sign * support[3 * j + ax] - limit;
      if (di <= 0) {
        for (let k = 0; k < 3; k++) clipped[3 * m + k] = support[3 * i + k];
        m++;
      }
      if ((di < 0 && dj > 0) || (di > 0 && dj < 0)) {
        const t = di / (di - dj);
        for (let k = 0; k < 3; k++) clipped[3 * m + k] = support[3 * i + k] + t * (support[3 * j + k] - support[3 * i + k]);
        m++;
      }
    }
    for (let k = 0; k < 3 * m; k++) support[k] = clipped[k];
    n = m;
    if (n === 0) break;
  }
  return n;
}
