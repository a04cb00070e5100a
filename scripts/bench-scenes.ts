// The physics bench's scenes, and the rest rule every engine in it is timed to.
//
// A scenario builds its world from a seed's rng through the Sim interface only, so ours
// (DiceTable), stock cannon-es (bench-stock.ts), Jolt (bench-jolt.ts) and Rapier
// (bench-rapier.ts) get the same dice at the same poses and the same flicks from the same rng
// calls. The rest rule is DiceTable's own (src/physics/die-entry.ts): a die is at rest when its
// engine has put it to sleep or its speeds have stayed under QUIET_LINEAR and QUIET_ANGULAR for
// QUIET_SECONDS, checked after every step; the table is settled when every die is at rest, or
// MAX_SETTLE_SECONDS after the throw.
import { aimedFlick, randomFlick } from "../src/physics/flick";
import { randomQuaternion, type Rng } from "../src/physics/rng";
import { seatThrowPosition, trayThrowPosition } from "../src/physics/throw-position";
import { restingPose } from "../src/geometry/resting-pose";
import { MAT, TABLE } from "../src/geometry/table-layout";
import { FIXED_DT, MAX_FLICK_SPEED, MAX_SETTLE_SECONDS, QUIET_ANGULAR, QUIET_LINEAR, QUIET_SECONDS } from "../src/physics/constants";
import type { Pose } from "../src/physics/dice-table";
import type { Layout } from "../src/physics/surfaces";
import type { Flick, Vec3 } from "../src/geometry/types";

/** What a scenario needs of a world: DiceTable and every yardstick offer it. */
export interface Sim {
  addDie(spec: { id: string; kind: "d6" | "d10" }, pose: Pose, options?: { asleep?: boolean }): void;
  throwDie(flick: Flick): void;
}

/** A scenario: builds its world from the seed's rng and returns the throw that starts the timing. */
export type Setup = { layout: Layout; build: <S extends Sim>(sim: S, rng: Rng) => () => void };

/** Steps a die must stay under the quiet limits to count as at rest (DiceTable's QUIET_STEPS). */
export const QUIET_STEPS = Math.ceil(QUIET_SECONDS / FIXED_DT);
/** Steps after a throw before the table stops waiting (DiceTable's settleNow cap). */
export const MAX_SETTLE_STEPS = Math.ceil(MAX_SETTLE_SECONDS / FIXED_DT);

/**
 * DiceTable.settleNow for a peer engine: `step` until every die is at rest by DiceTable's rule
 * (asleep in its engine, or quiet for QUIET_STEPS) or the time cap; returns the steps taken.
 */
export function settleByRule<D extends { quietSteps: number }>(dice: readonly D[], asleep: (d: D) => boolean, step: () => void): number {
  let n = 0;
  while (n < MAX_SETTLE_STEPS && restlessCount(dice, asleep) > 0) {
    step();
    n++;
  }
  return n;
}

/** Dice not at rest by DiceTable's rule (after a settle: the ones the time cap cut off). */
export function restlessCount<D extends { quietSteps: number }>(dice: readonly D[], asleep: (d: D) => boolean): number {
  let n = 0;
  for (const d of dice) if (!asleep(d) && d.quietSteps < QUIET_STEPS) n++;
  return n;
}
const QUIET_LINEAR_2 = QUIET_LINEAR * QUIET_LINEAR;
const QUIET_ANGULAR_2 = QUIET_ANGULAR * QUIET_ANGULAR;

/** A die's quiet-step count after a step, from its squared speeds (cm²/s², rad²/s²): DiceTable's afterStep. */
export function quietAfterStep(quietSteps: number, v2: number, w2: number): number {
  return v2 < QUIET_LINEAR_2 && w2 < QUIET_ANGULAR_2 ? quietSteps + 1 : 0;
}

/** A die ended under the table top, inside the mat, or beyond the far walls: it went through something. */
export function throughSomething(position: Vec3, withMat: boolean): boolean {
  const [x, y, z] = position;
  const overMat = Math.abs(x - MAT.centre.x) < MAT.size / 2 - 0.5 && Math.abs(z - MAT.centre.z) < MAT.size / 2 - 0.5;
  return y < 0.3 || (withMat && overMat && y < MAT.thickness + 0.3) || Math.abs(x) > TABLE.width / 2 || Math.abs(z) > TABLE.depth / 2;
}

export function tunnelled(positions: readonly Vec3[], withMat: boolean): number {
  return positions.filter((p) => throughSomething(p, withMat)).length;
}

/** Nine D10s lying flat at random spots on the mat, at least 2.5 cm apart. */
function restingNine(table: Sim, rng: Rng): void {
  const spots: [number, number][] = [];
  while (spots.length < 9) {
    const x = rng.range(-12, 12);
    const z = rng.range(-12, 12);
    if (spots.every(([a, b]) => Math.hypot(a - x, b - z) > 2.5)) spots.push([x, z]);
  }
  spots.forEach(([x, z], i) => {
    const pose = restingPose("d10", rng.int(10), rng.range(0, 2 * Math.PI));
    table.addDie({ id: `rest${i}`, kind: "d10" }, { position: [x, MAT.thickness + pose.height, z], quaternion: pose.quaternion }, { asleep: true });
  });
}

export const rykestraThrow = (): Setup => ({
  layout: "rykestra",
  build(table, rng) {
    restingNine(table, rng);
    const hand = seatThrowPosition(rng.int(4), 4);
    table.addDie({ id: "thrown", kind: "d10" }, { position: hand.position, quaternion: [0, 0, 0, 1] }, { asleep: true });
    const flick = randomFlick(rng, { dieId: "thrown", position: hand.position }, { centre: MAT.centre, radius: 8 });
    return () => table.throwDie(flick);
  },
});

export const maxPowerStress = (seed: number): Setup => {
  const layout = seed % 2 === 0 ? "rykestra" : "tray";
  return {
    layout,
    build(table, rng) {
      if (layout === "rykestra") restingNine(table, rng);
      const flicks = Array.from({ length: 10 }, (_, i) => {
        const id = `hard${i}`;
        const hand = layout === "rykestra" ? seatThrowPosition(i % 4, 4, Math.floor(i / 4), 3) : trayThrowPosition(i, 10);
        table.addDie({ id, kind: i % 2 ? "d10" : "d6" }, { position: hand.position, quaternion: [0, 0, 0, 1] }, { asleep: true });
        if (i % 3 === 2) {
          // Straight down at full speed onto the felt.
          const v = MAX_FLICK_SPEED;
          return { dieId: id, position: [rng.range(-5, 5), 12, rng.range(-5, 5)] as const, quaternion: randomQuaternion(rng), velocity: [0, -v, 0] as const, angularVelocity: [0, 0, 0] as const };
        }
        return aimedFlick({ dieId: id, position: hand.position }, hand.heading + rng.range(-0.5, 0.5), 1, rng);
      });
      return () => flicks.forEach((f) => table.throwDie(f));
    },
  };
};

/** A vector capped to length `max` (DiceTable's launch caps a flick's speed and spin so). */
export function capped(v: readonly [number, number, number], max: number): [number, number, number] {
  const m = Math.hypot(v[0], v[1], v[2]);
  return m > max ? [(v[0] * max) / m, (v[1] * max) / m, (v[2] * max) / m] : [v[0], v[1], v[2]];
}

/** A pose's quaternion normalised, as DiceTable's poseBody does. */
export function unitQuaternion(q: readonly [number, number, number, number]): [number, number, number, number] {
  const n = Math.hypot(q[0], q[1], q[2], q[3]);
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}
