// A die set moving: a throw leaves with the flick's motion, capped to the table's limits, and a
// nudge (the remedy a game may choose for a cocked die) is a small seeded hop and spin. Either
// wakes the die; the dice it strikes wake through cannon-es's contact rule.
import type { Body } from "cannon-es";
import type { Flick, Vec3 } from "../geometry/types";
import { MAX_FLICK_SPEED, MAX_FLICK_SPIN, NUDGE_SPEED, NUDGE_SPIN } from "./constants";
import type { Rng } from "./rng";
import { exactCos, exactSin, norm3 } from "../geometry/exact-math";

/** Gives a die posed at the flick's start the flick's motion, capped, and wakes it. */
export function launch(b: Body, flick: Flick): void {
  const [vx, vy, vz] = capped(flick.velocity, MAX_FLICK_SPEED);
  const [wx, wy, wz] = capped(flick.angularVelocity, MAX_FLICK_SPIN);
  b.velocity.set(vx, vy, vz);
  b.angularVelocity.set(wx, wy, wz);
  // Dice it strikes wake through cannon-es's contact rule; dice touching those wake through wakeNeighbours.
  b.wakeUp();
}

/** A small hop and spin drawn from `rng`, and the die woken. */
export function nudgeBody(b: Body, rng: Rng): void {
  const a = rng.range(0, 2 * Math.PI);
  const s = NUDGE_SPEED * rng.range(0.7, 1.3);
  b.velocity.set(exactCos(a) * s, NUDGE_SPEED * rng.range(1, 1.6), exactSin(a) * s);
  b.angularVelocity.set(
    NUDGE_SPIN * rng.range(-1, 1),
    NUDGE_SPIN * rng.range(-1, 1),
    NUDGE_SPIN * rng.range(-1, 1),
  );
  b.wakeUp();
}

function capped(v: Vec3, max: number): Vec3 {
  const m = norm3(v[0], v[1], v[2]);
  return m > max ? [(v[0] * max) / m, (v[1] * max) / m, (v[2] * max) / m] : v;
}
