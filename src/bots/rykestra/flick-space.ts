// The flicks a Rykestra computer may make from its seat, as five numbers: where along its mat
// edge the hand lets go, the heading off its facing, the power, the side spin and the tumble.
// The planner searches this box; `flicksFor` turns a point of it into the table's flicks, the
// same kind of throw a person's keyboard aim makes (speed, lift and tumble as in aimedFlick).
import type { Flick, Quat } from "../../geometry/types";
import { MAX_FLICK_SPEED, MAX_FLICK_SPIN } from "../../physics/constants";
import { AIMED_DROP, AIMED_LIFT, MIN_AIMED_SPEED, TUMBLE_PER_SPEED, headingDirection } from "../../physics/flick";
import { HAND_SPACING, seatThrowPosition } from "../../physics/throw-position";
import { exactCos, exactSin, norm3 } from "../../geometry/exact-math";

/** One candidate throw. */
export interface FlickParams {
  /** cm along the seat's edge from its hand's centre, + to the thrower's right. */
  readonly along: number;
  /** radians off the seat's facing, + clockwise seen from above. */
  readonly heading: number;
  /** 0..1 onto MIN_AIMED_SPEED..MAX_FLICK_SPEED. */
  readonly power: number;
  /** Spin about the vertical, rad/s (+ anticlockwise seen from above). */
  readonly yaw: number;
  /** Forward roll as a multiple of a rolling die's tumble. */
  readonly tumble: number;
}

export type ParamName = keyof FlickParams;
export const PARAM_NAMES: readonly ParamName[] = ["along", "heading", "power", "yaw", "tumble"];

/**
 * The box searched. `along` stays inside the reach a person's hand has at the seat
 * (table/rykestra-seats.ts: 4 cm either way); a heading beyond ±0.75 rad from a hand outside
 * the mat's edge mostly misses the mat; yaw and tumble stay within the table's spin cap.
 */
export const PARAM_BOUNDS: Readonly<Record<ParamName, readonly [number, number]>> = {
  along: [-4, 4],
  heading: [-0.75, 0.75],
  power: [0, 1],
  yaw: [-20, 20],
  tumble: [0, 1.6],
};

export const clampParam = (name: ParamName, x: number): number => {
  const [lo, hi] = PARAM_BOUNDS[name];
  return Math.min(hi, Math.max(lo, x));
};

export const clampParams = (p: FlickParams): FlickParams => ({
  along: clampParam("along", p.along),
  heading: clampParam("heading", p.heading),
  power: clampParam("power", p.power),
  yaw: clampParam("yaw", p.yaw),
  tumble: clampParam("tumble", p.tumble),
});

/**
 * The flicks for dice `ids` thrown together from `seat` with `params`, each die held as
 * `quaternions[i]` (how the hand happened to pick it up: the planner never chooses it).
 * Dice thrown together leave side by side, HAND_SPACING apart across the facing.
 */
export function flicksFor(seat: number, seats: number, ids: readonly string[], params: FlickParams, quaternions: readonly Quat[]): Flick[] {
  const p = clampParams(params);
  const base = seatThrowPosition(seat, seats);
  // Right of facing h, which faces (sin h, −cos h), is (cos h, sin h).
  const rx = exactCos(base.heading);
  const rz = exactSin(base.heading);
  const heading = base.heading + p.heading;
  const speed = Math.min(MAX_FLICK_SPEED, MIN_AIMED_SPEED + (MAX_FLICK_SPEED - MIN_AIMED_SPEED) * p.power);
  const [ux, uz] = headingDirection(heading);
  const vx = ux * speed;
  const vz = uz * speed;
  const roll = TUMBLE_PER_SPEED * p.tumble;
  const w: [number, number, number] = [vz * roll, p.yaw, -vx * roll];
  const m = norm3(w[0], w[1], w[2]);
  if (m > MAX_FLICK_SPIN) for (let k = 0; k < 3; k++) w[k] *= MAX_FLICK_SPIN / m;
  return ids.map((dieId, i) => {
    const side = p.along + (i - (ids.length - 1) / 2) * HAND_SPACING;
    return {
      dieId,
      position: [base.position[0] + rx * side, base.position[1], base.position[2] + rz * side],
      quaternion: quaternions[i],
      velocity: [vx, (AIMED_LIFT - AIMED_DROP * p.power) * speed, vz],
      angularVelocity: [w[0], w[1], w[2]],
    };
  });
}
