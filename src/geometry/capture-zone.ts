// A Rykestra die's capture zone on the table plane — the one place the zone is defined.
//
// The die's upward face is a kite. Its top point is the pole vertex; its two bottom corners
// are the side vertices (which one is "left" does not matter: the zone is symmetric in them).
// Two lines run from the top point through each bottom corner.
// - "standard" reading: the wedge between those lines on the far side of the segment joining
//   the bottom corners — it starts at that segment and opens away from the top point.
// - "mirror" reading: the same two lines crossed at the top point, the wedge beyond it.
// Either wedge is clipped to the mat square.
//
// Boundaries: the zone is closed. A point on either line, on the bottom segment, on the top
// point (mirror reading) or on the mat outline is inside. A point within BOUNDARY_TOLERANCE
// of a boundary also counts as on it, so that rounding never decides a capture.
// A kite with no area (all three points on one line) has an empty zone.
import { MAT_CORNERS, isOnMat } from "./mat";
import type { TablePoint } from "./types";
import { norm2 } from "./exact-math";

export interface Kite {
  readonly top: TablePoint;
  readonly left: TablePoint;
  readonly right: TablePoint;
}

export type ZoneReading = "standard" | "mirror";

/** Vertices in order round a convex boundary; no repeated closing vertex. Empty: no area. */
export type Polygon = readonly TablePoint[];

/** Centimetres: a millionth of a D10's width. */
export const BOUNDARY_TOLERANCE = 1e-9;

const sub = (a: TablePoint, b: TablePoint): TablePoint => ({ x: a.x - b.x, z: a.z - b.z });
const cross = (a: TablePoint, b: TablePoint) => a.x * b.z - a.z * b.x;

export function distance(a: TablePoint, b: TablePoint): number {
  return norm2(a.x - b.x, a.z - b.z);
}

/** Squared distance: compare with this when exact ties matter (no square-root rounding). */
export function distanceSquared(a: TablePoint, b: TablePoint): number {
  const dx = a.x - b.x;
  const dz = a.z - b.z;
  return dx * dx + dz * dz;
}

/**
 * A closed half-plane: points whose signed distance from the line is ≥ −tolerance. Plain data
 * (no closures): the planner asks this some million times a throw.
 */
interface HalfPlane {
  readonly ax: number;
  readonly az: number;
  readonly dx: number;
  readonly dz: number;
  readonly length: number;
  /** ±1: which side of the line counts as inside. */
  readonly sign: number;
}

/** cross(dir, p − a) / |dir|, the line's raw signed distance, in that order of operations. */
const rawDistance = (h: HalfPlane, p: TablePoint) => (h.dx * (p.z - h.az) - h.dz * (p.x - h.ax)) / h.length;

const signedDistance = (h: HalfPlane, p: TablePoint) => h.sign * rawDistance(h, p);

/**
 * The half-plane bounded by the line through a and b: the side holding `reference`, or the
 * other side. `reference` must not lie on the line (a kite with area guarantees it).
 */
function halfPlane(a: TablePoint, b: TablePoint, reference: TablePoint, keep: "reference side" | "far side"): HalfPlane {
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  const line = { ax: a.x, az: a.z, dx, dz, length: norm2(dx, dz), sign: 1 };
  const sign = (rawDistance(line, reference) > 0 ? 1 : -1) * (keep === "reference side" ? 1 : -1);
  return { ...line, sign };
}

export function isDegenerateKite(kite: Kite): boolean {
  const { top, left, right } = kite;
  const u = sub(left, top);
  const v = sub(right, top);
  const scale = norm2(u.x, u.z) * norm2(v.x, v.z);
  const finite = Number.isFinite(top.x) && Number.isFinite(top.z) && Number.isFinite(left.x) && Number.isFinite(left.z) && Number.isFinite(right.x) && Number.isFinite(right.z);
  if (!finite) return true;
  return scale === 0 || Math.abs(cross(u, v)) <= 1e-12 * scale;
}

/** Wedges already worked out, per kite object and reading (kites are never changed once made). */
const wedges = { standard: new WeakMap<Kite, readonly HalfPlane[] | null>(), mirror: new WeakMap<Kite, readonly HalfPlane[] | null>() };

/** The unbounded wedge as half-planes, or null for a kite with no area. */
function wedge(kite: Kite, reading: ZoneReading): readonly HalfPlane[] | null {
  const known = wedges[reading].get(kite);
  if (known !== undefined) return known;
  const planes = wedgeOf(kite, reading);
  wedges[reading].set(kite, planes);
  return planes;
}

function wedgeOf(kite: Kite, reading: ZoneReading): readonly HalfPlane[] | null {
  if (isDegenerateKite(kite)) return null;
  const { top, left, right } = kite;
  if (reading === "standard") {
    return [
      halfPlane(top, left, right, "reference side"),
      halfPlane(top, right, left, "reference side"),
      halfPlane(left, right, top, "far side"),
    ];
  }
  return [halfPlane(top, left, right, "far side"), halfPlane(top, right, left, "far side")];
}

/** True when p lies in the die's capture zone (clipped to the mat). */
export function inCaptureZone(kite: Kite, p: TablePoint, reading: ZoneReading = "standard"): boolean {
  const planes = wedge(kite, reading);
  if (planes === null || !isOnMat(p)) return false;
  for (let i = 0; i < planes.length; i++) if (!(signedDistance(planes[i], p) >= -BOUNDARY_TOLERANCE)) return false;
  return true;
}

/** One Sutherland–Hodgman pass: keep the part of a convex polygon inside the half-plane. */
function clip(polygon: Polygon, h: HalfPlane): Polygon {
  const out: TablePoint[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i];
    const b = polygon[(i + 1) % polygon.length];
    const da = signedDistance(h, a);
    const db = signedDistance(h, b);
    if (da >= 0) out.push(a);
    if ((da >= 0) !== (db >= 0)) {
      const t = da / (da - db);
      out.push({ x: a.x + t * (b.x - a.x), z: a.z + t * (b.z - a.z) });
    }
  }
  return dropRepeats(out);
}

function dropRepeats(points: readonly TablePoint[]): Polygon {
  const out = points.filter((p, i) => {
    const next = points[(i + 1) % points.length];
    return points.length === 1 || distance(p, next) > BOUNDARY_TOLERANCE;
  });
  return out.length < 3 ? [] : out;
}

/** The zone as a drawable polygon: the wedge clipped to the mat, corners in order. */
export function captureZone(kite: Kite, reading: ZoneReading = "standard"): Polygon {
  const planes = wedge(kite, reading);
  if (planes === null) return [];
  return planes.reduce<Polygon>((poly, h) => (poly.length === 0 ? poly : clip(poly, h)), MAT_CORNERS);
}
