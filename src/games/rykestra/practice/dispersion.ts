// Where a repeated throw stops: the mean of the stops, their covariance, and the 1σ and 2σ
// ellipses (the covariance's eigen-decomposition: each semi-axis k·√λ along its eigenvector),
// and the bias of the mean from an aim point, along the aim and across it. Pure arithmetic
// (+ − × ÷ and √), so every engine draws the same ellipse from the same stops.
import type { TablePoint } from "../../../geometry/types";
import { exactAtan2, norm2 } from "../../../geometry/exact-math";

/** Stops a plot keeps per series: the last 20 throws of one aim. */
export const DISPERSION_N = 20;

/**
 * Stops needed before a spread's ellipses are drawn and its σ said: from two or three stops the
 * sample covariance swings wildly (two give a line), and its ellipses ran far off the mat.
 */
export const MIN_SPREAD_STOPS = 5;

/** Whether a spread rests on stops enough to draw and state (MIN_SPREAD_STOPS). */
export const spreadSettled = (s: Spread | null): s is Spread => s !== null && s.count >= MIN_SPREAD_STOPS;

/** A symmetric 2×2 covariance of table points, cm². */
export interface Covariance {
  readonly xx: number;
  readonly xz: number;
  readonly zz: number;
}

/** One standard-deviation ellipse: semi-axes in cm along unit directions, `angle` of the major axis from +x towards +z (radians). */
export interface Ellipse {
  readonly major: number;
  readonly minor: number;
  /** Unit vector of the major axis (the minor is it turned a quarter). */
  readonly axis: TablePoint;
  readonly angle: number;
}

export interface Spread {
  readonly count: number;
  readonly mean: TablePoint;
  /** Sample covariance (divided by n − 1); zero for a single stop. */
  readonly covariance: Covariance;
  /** The 1σ ellipse; the 2σ ellipse is it scaled by 2 (`scaled`). */
  readonly sigma: Ellipse;
}

/** Mean and sample covariance of the stops, or null for none. */
export function spreadOf(points: readonly TablePoint[]): Spread | null {
  const n = points.length;
  if (n === 0) return null;
  let sx = 0;
  let sz = 0;
  for (const p of points) {
    sx += p.x;
    sz += p.z;
  }
  const mean = { x: sx / n, z: sz / n };
  let xx = 0;
  let xz = 0;
  let zz = 0;
  for (const p of points) {
    const dx = p.x - mean.x;
    const dz = p.z - mean.z;
    xx += dx * dx;
    xz += dx * dz;
    zz += dz * dz;
  }
  const d = n > 1 ? n - 1 : 1;
  const covariance = { xx: xx / d, xz: xz / d, zz: zz / d };
  return { count: n, mean, covariance, sigma: ellipseOf(covariance) };
}

/**
 * The 1σ ellipse of a covariance: eigenvalues λ = (a+c)/2 ± √(((a−c)/2)² + b²), the major
 * axis along the larger one's eigenvector. A round spread (λ equal) takes the x axis; a
 * collinear one has minor 0. Rounding that would make a λ negative is read as 0.
 */
export function ellipseOf(c: Covariance): Ellipse {
  const half = (c.xx + c.zz) / 2;
  const diff = (c.xx - c.zz) / 2;
  const root = Math.sqrt(diff * diff + c.xz * c.xz);
  const big = Math.max(0, half + root);
  const small = Math.max(0, half - root);
  // (λ − c, b) and (b, λ − a) are both eigenvectors of λ; take the longer, for accuracy.
  const u1 = { x: big - c.zz, z: c.xz };
  const u2 = { x: c.xz, z: big - c.xx };
  const u = norm2(u1.x, u1.z) >= norm2(u2.x, u2.z) ? u1 : u2;
  const len = norm2(u.x, u.z);
  const axis = len > 1e-12 ? { x: u.x / len, z: u.z / len } : { x: 1, z: 0 };
  return { major: Math.sqrt(big), minor: Math.sqrt(small), axis, angle: exactAtan2(axis.z, axis.x) };
}

/** The ellipse of k standard deviations. */
export function scaled(e: Ellipse, k: number): Ellipse {
  return { ...e, major: e.major * k, minor: e.minor * k };
}

/** How far the mean lies from the aim point: `long` along the aim (+ past it), `right` across it (+ to the thrower's right), cm. */
export interface Bias {
  readonly long: number;
  readonly right: number;
  readonly distance: number;
}

/**
 * The mean's offset from `aim`, in the thrower's terms: `direction` is the unit vector the
 * throw travels (table x, z). Right of a direction (x, z) is (−z, x): z grows towards the
 * thrower when they face −z, so a die thrown north that drifts east drifts right.
 */
export function biasOf(mean: TablePoint, aim: TablePoint, direction: TablePoint): Bias {
  const dx = mean.x - aim.x;
  const dz = mean.z - aim.z;
  const len = norm2(direction.x, direction.z);
  const ux = len > 0 ? direction.x / len : 0;
  const uz = len > 0 ? direction.z / len : -1;
  return { long: dx * ux + dz * uz, right: dx * -uz + dz * ux, distance: norm2(dx, dz) };
}

/** One stop of a series: where the thrown die came to rest, and whether that was off the mat. */
export interface Stop {
  readonly at: TablePoint;
  readonly offMat: boolean;
}

/** Stops per series (an aim, or a player's flicks), each keeping its last `DISPERSION_N`. */
export type DispersionLog = Readonly<Record<string, readonly Stop[]>>;

export function withStop(log: DispersionLog, series: string, stop: Stop, keep = DISPERSION_N): DispersionLog {
  const was = log[series] ?? [];
  return { ...log, [series]: [...was, stop].slice(-keep) };
}

/** Standard deviations along a direction and across it (cm): √(uᵀΣu) and √(vᵀΣv), v ⟂ u. */
export function spreadAlong(c: Covariance, direction: TablePoint): { readonly along: number; readonly across: number } {
  const len = norm2(direction.x, direction.z);
  const ux = len > 0 ? direction.x / len : 0;
  const uz = len > 0 ? direction.z / len : -1;
  const along = ux * ux * c.xx + 2 * ux * uz * c.xz + uz * uz * c.zz;
  const across = uz * uz * c.xx - 2 * ux * uz * c.xz + ux * ux * c.zz;
  return { along: Math.sqrt(Math.max(0, along)), across: Math.sqrt(Math.max(0, across)) };
}
