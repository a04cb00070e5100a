// A hand's wobble on any flick, a person's drag or a planned throw alike: the same five
// deviations the planner's aim noise draws (rykestra-plan-effort.ts `aimed`: where along the edge
// the hand lets go, the heading, the power, the side spin, the tumble), applied to the flick's
// own numbers, and a freshly shaken die. The coach re-throws the player's flick and its own
// through here with one seeded stream each from the same seed, so the two are paired: the same
// wobble and the same shake on both.
import type { Flick } from "../geometry/types";
import { exactAtan2, exactCos, exactSin, norm2, norm3 } from "../geometry/exact-math";
import { MAX_FLICK_SPEED, MAX_FLICK_SPIN, randomQuaternion, seatThrowPosition, type Rng } from "../physics";
import { MIN_AIMED_SPEED, TUMBLE_PER_SPEED } from "../physics/flick";
import type { PlanEffort } from "../bots/rykestra/plan-effort";
import { clampParams, type FlickParams } from "../bots/rykestra/flick-space";

export type HandNoise = PlanEffort["noise"];

/** Power 0..1 as the flick box maps it onto horizontal speed (cm/s). */
const powerOf = (speed: number) => (speed - MIN_AIMED_SPEED) / (MAX_FLICK_SPEED - MIN_AIMED_SPEED);
const speedOf = (power: number) => MIN_AIMED_SPEED + (MAX_FLICK_SPEED - MIN_AIMED_SPEED) * power;

/**
 * `flick` as a hand at seat `thrower` of `seats` would throw it again: five normal draws from
 * `rng` (always five, then the shake, so paired streams stay in step) scaled by `noise`.
 * Along the edge (cm) and heading (rad, + clockwise from above) as the planner's; power as a
 * fraction of itself on the flick box's power scale (of the speed itself below that scale), the whole velocity and the tumble scaled
 * with it (the lift keeps its share); side spin added about the vertical; tumble added as a
 * multiple of a rolling die's. Speed and spin stay within the table's caps.
 */
export function shakenFlick(flick: Flick, thrower: number, seats: number, noise: HandNoise, rng: Rng): Flick {
  const dAlong = rng.normal() * noise.along;
  const dHeading = rng.normal() * noise.heading;
  const dPower = rng.normal() * noise.power;
  const dYaw = rng.normal() * noise.yaw;
  const dTumble = rng.normal() * noise.tumble;
  const quaternion = randomQuaternion(rng);

  const facing = seatThrowPosition(thrower, seats).heading;
  // Right of facing h (which faces (sin h, −cos h)) is (cos h, sin h).
  const position: [number, number, number] = [flick.position[0] + exactCos(facing) * dAlong, flick.position[1], flick.position[2] + exactSin(facing) * dAlong];

  const c = exactCos(dHeading);
  const s = exactSin(dHeading);
  const turn = (x: number, z: number): [number, number] => [x * c - z * s, z * c + x * s];
  let [vx, vz] = turn(flick.velocity[0], flick.velocity[2]);
  let vy = flick.velocity[1];
  let [wx, wz] = turn(flick.angularVelocity[0], flick.angularVelocity[2]);
  let wy = flick.angularVelocity[1];

  const horizontal = norm2(vx, vz);
  if (horizontal > 0) {
    // Below the box's weakest throw (a drag slower than any keyboard throw) the wobble is a fraction of the speed itself.
    const f = horizontal <= MIN_AIMED_SPEED ? Math.max(0, 1 + dPower) : speedOf(powerOf(horizontal) * (1 + dPower)) / horizontal;
    vx *= f;
    vy *= f;
    vz *= f;
    wx *= f;
    wz *= f;
  }
  const speed = norm3(vx, vy, vz);
  if (speed > MAX_FLICK_SPEED) {
    const k = MAX_FLICK_SPEED / speed;
    vx *= k;
    vy *= k;
    vz *= k;
  }
  wx += TUMBLE_PER_SPEED * dTumble * vz;
  wz -= TUMBLE_PER_SPEED * dTumble * vx;
  wy += dYaw;
  const spin = norm3(wx, wy, wz);
  if (spin > MAX_FLICK_SPIN) {
    const k = MAX_FLICK_SPIN / spin;
    wx *= k;
    wy *= k;
    wz *= k;
  }
  return { dieId: flick.dieId, position, quaternion, velocity: [vx, vy, vz], angularVelocity: [wx, wy, wz] };
}

/**
 * The point of the flick box nearest a flick from seat `thrower` (the inverse of flicksFor,
 * clamped into the box): where along the edge it left, its heading off the facing, its power,
 * side spin and tumble. Lift and the hand's height are the box's own, so this is near, not equal.
 */
export function paramsOfFlick(flick: Flick, thrower: number, seats: number): FlickParams {
  const base = seatThrowPosition(thrower, seats);
  const [vx, , vz] = flick.velocity;
  const [wx, wy, wz] = flick.angularVelocity;
  const h = exactAtan2(vx, -vz) - base.heading;
  const horizontal2 = vx * vx + vz * vz;
  return clampParams({
    along: (flick.position[0] - base.position[0]) * exactCos(base.heading) + (flick.position[2] - base.position[2]) * exactSin(base.heading),
    heading: exactAtan2(exactSin(h), exactCos(h)),
    power: powerOf(Math.sqrt(horizontal2)),
    yaw: wy,
    tumble: horizontal2 > 0 ? (wx * vz - wz * vx) / (TUMBLE_PER_SPEED * horizontal2) : 0,
  });
}
