// From a gesture to a Flick: pure maths, no physics engine.
//
// Units: sample times in seconds; table-plane positions in cm (world x and z); velocities in
// cm/s; spins in rad/s about world axes. Headings follow geometry/d10-kite.ts: 0 points to −z
// (away from a player seated at +z) and grows clockwise seen from above (towards +x).
import type { Flick, Quat, TablePoint, Vec3 } from "../geometry/types";
import { MAX_FLICK_SPEED, MAX_FLICK_SPIN } from "./constants";
import { randomQuaternion, type Rng } from "./rng";
import { exactCos, exactSin, norm2, norm3 } from "../geometry/exact-math";

export interface FlickSample {
  /** seconds */
  readonly t: number;
  /** table-plane cm */
  readonly x: number;
  readonly z: number;
}

export interface FlickFrom {
  readonly dieId: string;
  readonly position: Vec3;
  readonly quaternion: Quat;
}

export interface FlickOptions {
  /** Die speed per unit of drag speed (default DEFAULT_GAIN). */
  readonly gain?: number;
  /** How far back the velocity fit looks, in seconds (default 0.08). */
  readonly windowSeconds?: number;
  /** Below this drag speed (cm/s, after gain) the gesture is a tap: no throw (default 15). */
  readonly minSpeed?: number;
  /** Cap on the die's horizontal speed in cm/s (default and ceiling MAX_FLICK_SPEED). */
  readonly maxSpeed?: number;
}

/**
 * Upward speed per unit of horizontal speed for a drag gesture: a little lift off the hand,
 * little enough that a hard flick lands on the felt before the far wall instead of flying at
 * its top edge.
 */
export const FLICK_LIFT = 0.05;
/** Upward speed per unit of horizontal speed for "Throw for me" (a toss, times 0.5–1.5). */
export const THROW_LIFT = 0.15;
/** Forward tumble: rad/s of spin per cm/s of travel (a die rolling off the fingers). */
export const TUMBLE_PER_SPEED = 0.35;
/** Yaw: rad/s of spin per rad/s of turning in the gesture's path. */
export const YAW_PER_TURN = 2;
export const MAX_YAW = 25;
/**
 * Die speed per unit of drag speed: a wrist flicks a die faster than a mouse drags it across
 * the table, so a brisk drag (about 100 cm/s over the table) throws the die at 125 cm/s.
 */
export const DEFAULT_GAIN = 1.25;
const DEFAULT_WINDOW = 0.08;
const DEFAULT_MIN_SPEED = 15;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Least-squares slope of v against t (times relative to their mean). */
function slope(ts: readonly number[], vs: readonly number[]): number {
  const n = ts.length;
  const tm = ts.reduce((s, t) => s + t, 0) / n;
  const vm = vs.reduce((s, v) => s + v, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (ts[i] - tm) * (vs[i] - vm);
    den += (ts[i] - tm) * (ts[i] - tm);
  }
  return den > 0 ? num / den : 0;
}

/** Least-squares quadratic v ≈ a + b·τ + c·τ²; returns [b, 2c] at τ = 0 (velocity, acceleration). */
function quadraticRates(ts: readonly number[], vs: readonly number[]): [number, number] {
  // Normal equations for [a, b, c].
  const s = [0, 0, 0, 0, 0];
  const r = [0, 0, 0];
  for (let i = 0; i < ts.length; i++) {
    let p = 1;
    for (let k = 0; k < 5; k++) {
      s[k] += p;
      if (k < 3) r[k] += p * vs[i];
      p *= ts[i];
    }
  }
  const m = [
    [s[0], s[1], s[2], r[0]],
    [s[1], s[2], s[3], r[1]],
    [s[2], s[3], s[4], r[2]],
  ];
  for (let col = 0; col < 3; col++) {
    let piv = col;
    for (let row = col + 1; row < 3; row++) if (Math.abs(m[row][col]) > Math.abs(m[piv][col])) piv = row;
    [m[col], m[piv]] = [m[piv], m[col]];
    if (Math.abs(m[col][col]) < 1e-18) return [0, 0];
    for (let row = 0; row < 3; row++) {
      if (row === col) continue;
      const f = m[row][col] / m[col][col];
      for (let k = col; k < 4; k++) m[row][k] -= f * m[col][k];
    }
  }
  return [m[1][3] / m[1][1], (2 * m[2][3]) / m[2][2]];
}

/** Forward tumble for travel along (vx, vz): the axis up × travel, like a rolling ball. */
function tumble(vx: number, vz: number, perSpeed: number): Vec3 {
  // (0,1,0) × (vx,0,vz) = (vz, 0, −vx)
  return [vz * perSpeed, 0, -vx * perSpeed];
}

function capSpin(w: Vec3): Vec3 {
  const m = norm3(w[0], w[1], w[2]);
  if (m <= MAX_FLICK_SPIN) return w;
  const k = MAX_FLICK_SPIN / m;
  return [w[0] * k, w[1] * k, w[2] * k];
}

/**
 * The flick a drag gesture makes, or null for a tap (too slow or too few samples).
 * Velocity: straight-line least squares over the last `windowSeconds`; turning: a quadratic
 * fit over twice that window, giving the die yaw in the sense its path turned.
 */
export function flickFromSamples(samples: readonly FlickSample[], from: FlickFrom, options: FlickOptions = {}): Flick | null {
  if (samples.length < 2) return null;
  const gain = options.gain ?? DEFAULT_GAIN;
  const window = options.windowSeconds ?? DEFAULT_WINDOW;
  const maxSpeed = Math.min(options.maxSpeed ?? MAX_FLICK_SPEED, MAX_FLICK_SPEED);
  const tEnd = samples[samples.length - 1].t;
  const recent = samples.filter((s) => s.t >= tEnd - window);
  const fit = recent.length >= 2 ? recent : samples.slice(-2);
  const ts = fit.map((s) => s.t - tEnd);
  if (ts[0] === ts[ts.length - 1]) return null;
  let vx = slope(ts, fit.map((s) => s.x)) * gain;
  let vz = slope(ts, fit.map((s) => s.z)) * gain;
  let speed = norm2(vx, vz);
  if (!(speed >= (options.minSpeed ?? DEFAULT_MIN_SPEED))) return null;
  if (speed > maxSpeed) {
    vx *= maxSpeed / speed;
    vz *= maxSpeed / speed;
    speed = maxSpeed;
  }

  const longer = samples.filter((s) => s.t >= tEnd - 2 * window);
  let yaw = 0;
  if (longer.length >= 3) {
    const lt = longer.map((s) => s.t - tEnd);
    const [qvx, ax] = quadraticRates(lt, longer.map((s) => s.x));
    const [qvz, az] = quadraticRates(lt, longer.map((s) => s.z));
    const v2 = qvx * qvx + qvz * qvz;
    // Turning anticlockwise seen from above is a positive rate about +y.
    if (v2 > 0) yaw = clamp((YAW_PER_TURN * (qvz * ax - qvx * az)) / v2, -MAX_YAW, MAX_YAW);
  }
  const spin = tumble(vx, vz, TUMBLE_PER_SPEED);
  return {
    dieId: from.dieId,
    position: from.position,
    quaternion: from.quaternion,
    velocity: [vx, FLICK_LIFT * speed, vz],
    angularVelocity: capSpin([spin[0], yaw, spin[2]]),
  };
}

/** The horizontal unit direction of a heading. */
export const headingDirection = (heading: number): [number, number] => [exactSin(heading), -exactCos(heading)];

/** A random spin axis scaled to `magnitude`. */
function randomSpin(rng: Rng, magnitude: number): Vec3 {
  const v: Vec3 = [rng.normal(), rng.normal(), rng.normal()];
  const m = norm3(v[0], v[1], v[2]) || 1;
  return [(v[0] / m) * magnitude, (v[1] / m) * magnitude, (v[2] / m) * magnitude];
}

/** Where a thrown die should come to rest, roughly: a disc on the table. */
export interface ThrowAim {
  readonly centre: TablePoint;
  /** cm */
  readonly radius: number;
}

/**
 * "Throw for me": an honest random throw from the hand towards a random point of the aim
 * disc. The die is shaken first (uniformly random orientation), leaves with a speed that
 * carries it about that far, and spins about a random axis plus its forward tumble.
 */
export function randomFlick(rng: Rng, from: Omit<FlickFrom, "quaternion"> & { quaternion?: Quat }, aim: ThrowAim): Flick {
  const r = aim.radius * Math.sqrt(rng.next());
  const a = rng.range(0, 2 * Math.PI);
  const tx = aim.centre.x + r * exactCos(a);
  const tz = aim.centre.z + r * exactSin(a);
  const dx = tx - from.position[0];
  const dz = tz - from.position[2];
  const distance = norm2(dx, dz) || 1;
  const speed = Math.min(MAX_FLICK_SPEED, (THROW_SPEED_PER_CM * distance + THROW_SPEED_BASE) * rng.range(0.8, 1.25));
  const vx = (dx / distance) * speed;
  const vz = (dz / distance) * speed;
  const t = tumble(vx, vz, TUMBLE_PER_SPEED * rng.range(0.6, 1.2));
  const extra = randomSpin(rng, rng.range(25, 50));
  return {
    dieId: from.dieId,
    position: from.position,
    quaternion: randomQuaternion(rng),
    velocity: [vx, THROW_LIFT * speed * rng.range(0.5, 1.5), vz],
    angularVelocity: capSpin([t[0] + extra[0], extra[1], t[2] + extra[2]]),
  };
}

/** Throw speed (cm/s) for a target `d` cm away: THROW_SPEED_PER_CM·d + THROW_SPEED_BASE. */
export const THROW_SPEED_PER_CM = 3;
export const THROW_SPEED_BASE = 25;
/** The weakest keyboard throw (power 0), cm/s. */
export const MIN_AIMED_SPEED = 40;
/**
 * Upward speed per unit of horizontal speed for a keyboard throw of power p:
 * AIMED_LIFT − AIMED_DROP·p. A soft throw is lobbed; a hard one is driven down onto the table
 * so it lands early and skids on into whatever lies ahead instead of flying over it.
 */
export const AIMED_LIFT = 0.15;
export const AIMED_DROP = 0.45;

/**
 * The keyboard throw: a heading (radians, see top of file) and a power 0..1 that maps
 * linearly onto MIN_AIMED_SPEED..MAX_FLICK_SPEED. The rng shakes the die and adds a little
 * spread (±2°, ±5 % speed) and spin, so repeated presses do not repeat a result.
 */
export function aimedFlick(from: Omit<FlickFrom, "quaternion"> & { quaternion?: Quat }, direction: number, power: number, rng: Rng): Flick {
  const p = clamp(power, 0, 1);
  const heading = direction + rng.range(-1, 1) * ((2 * Math.PI) / 180);
  const speed = Math.min(MAX_FLICK_SPEED, (MIN_AIMED_SPEED + (MAX_FLICK_SPEED - MIN_AIMED_SPEED) * p) * rng.range(0.95, 1.05));
  const [ux, uz] = headingDirection(heading);
  const vx = ux * speed;
  const vz = uz * speed;
  const t = tumble(vx, vz, TUMBLE_PER_SPEED);
  const extra = randomSpin(rng, rng.range(5, 15));
  return {
    dieId: from.dieId,
    position: from.position,
    quaternion: randomQuaternion(rng),
    velocity: [vx, (AIMED_LIFT - AIMED_DROP * p) * speed, vz],
    angularVelocity: capSpin([t[0] + extra[0], extra[1], t[2] + extra[2]]),
  };
}
