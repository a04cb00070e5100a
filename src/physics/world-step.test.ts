import { describe, expect, it } from "vitest";
import { Body, Box, ContactMaterial, Vec3, World, type Material } from "cannon-es";
import { createTableWorld } from "./table-world";
import { DiceTable } from "./dice-table";
import { DAMPING_FACTOR_005, dampingFactor, integrate } from "./step-motion";
import { installLeanStep } from "./world-step";
import { pseudoAngle } from "./steady-contacts";
import { FIXED_DT } from "./constants";
import { createRng } from "./rng";
import { randomFlick } from "./flick";
import { seatThrowPosition } from "./throw-position";
import { restingPose } from "../geometry/resting-pose";
import { MAT } from "../geometry/table-layout";

/**
 * cannon-es's own step knows no friction per touching pair (pair-friction.ts, tested there), so
 * the lean step is compared with it on tables without: cold (format 2's physics) and warm (the
 * contacts kept between steps live in the solver, which both steps call).
 */
const FRICTION_PER_CORNER = [
  { warmStart: false, pairFriction: false },
  { warmStart: true, pairFriction: false },
] as const;
type Physics = (typeof FRICTION_PER_CORNER)[number];

/** Nine dice lying on the mat and one thrown among them, on a table whose world steps with `internalStep`. */
function throwAmongNine(seed: number, stock: boolean, physics: Physics): number[] {
  const table = new DiceTable({ layout: "rykestra", seed, ...physics });
  if (stock) {
    const world = (table as unknown as { world: World }).world;
    (world as unknown as { internalStep: unknown }).internalStep = World.prototype.internalStep;
  }
  const rng = createRng(seed);
  for (let i = 0; i < 9; i++) {
    const pose = restingPose("d10", i, rng.range(0, 6));
    table.addDie({ id: `r${i}`, kind: "d10" }, { position: [-8 + 2.6 * (i % 3) * 3, MAT.thickness + pose.height, -6 + 6 * Math.floor(i / 3)], quaternion: pose.quaternion }, { asleep: true });
  }
  const hand = seatThrowPosition(seed % 4, 4);
  table.addDie({ id: "t", kind: "d10" }, { position: hand.position, quaternion: [0, 0, 0, 1] }, { asleep: true });
  table.throwDie(randomFlick(rng, { dieId: "t", position: hand.position }, { centre: MAT.centre, radius: 6 }));
  return table.settleNow().flatMap((d) => [...d.position, ...d.quaternion]);
}

describe("the lean world step", () => {
  for (const physics of FRICTION_PER_CORNER) {
    const named = physics.warmStart ? " (contacts kept between steps)" : " (every solve cold)";
    it(`moves every die exactly as cannon-es's own step does${named}`, () => {
      for (const seed of [1, 2, 3, 4]) {
        expect(throwAmongNine(seed, false, physics)).toEqual(throwAmongNine(seed, true, physics));
      }
    });

    it(`steps a table whose dice all sleep exactly as cannon-es's own step does, surfaces' sleep included, and once it is still${named}`, () => {
      const tables = [false, true].map((stock) => {
        const table = new DiceTable({ layout: "rykestra", seed: 5, ...physics });
        const world = (table as unknown as { world: World }).world;
        if (stock) (world as unknown as { internalStep: unknown }).internalStep = World.prototype.internalStep;
        for (let i = 0; i < 4; i++) {
          const pose = restingPose("d10", i, 0.5 * i);
          table.addDie({ id: `r${i}`, kind: "d10" }, { position: [-6 + 4 * i, MAT.thickness + pose.height, 0], quaternion: pose.quaternion }, { asleep: true });
        }
        return { table, world };
      });
      const state = ({ table, world }: (typeof tables)[number]) =>
        JSON.stringify([table.restState(), world.bodies.map((b) => [b.sleepState, b.timeLastSleepy, b.velocity.x, b.force.y]), world.hasActiveBodies]);
      // 300 steps: the surfaces go from awake to sleepy to asleep in their first second (240 steps).
      for (let i = 0; i < 300; i++) {
        for (const t of tables) t.table.step();
        expect(state(tables[0]), `step ${i}`).toBe(state(tables[1]));
      }
      // By now the lean table has gone still (every body asleep, nothing moving): its steps only
      // turn the clocks (DiceTable's stepStill), and they still match cannon-es's full steps.
      expect((tables[0].table as unknown as { still: boolean }).still).toBe(true);
      expect((tables[1].table as unknown as { still: boolean }).still).toBe(false);
      const hand = seatThrowPosition(1, 4);
      for (const t of tables) {
        t.table.addDie({ id: "t", kind: "d10" }, { position: hand.position, quaternion: [0, 0, 0, 1] }, { asleep: true });
        t.table.throwDie(randomFlick(createRng(5), { dieId: "t", position: hand.position }, { centre: MAT.centre, radius: 6 }));
        t.table.settleNow();
        for (let i = 0; i < 50; i++) t.table.step();
      }
      expect(state(tables[0])).toBe(state(tables[1]));
    });
  }

  it("finds each pair's contact material as cannon-es does, in either order, after a material is added too", () => {
    const { world, materials: m } = createTableWorld("tray");
    const stock = (a: Material, b: Material) => World.prototype.getContactMaterial.call(world, a, b);
    const asks: [Material, Material][] = [[m.die, m.felt], [m.die, m.felt], [m.felt, m.die], [m.die, m.wall], [m.die, m.die], [m.die, m.wall], [m.wood, m.wall], [m.wood, m.wall], [m.die, m.wall]];
    for (const [a, b] of asks) expect(world.getContactMaterial(a, b)).toBe(stock(a, b));
    const softer = new ContactMaterial(m.die, m.wall, { friction: 0.9, restitution: 0.1 });
    world.addContactMaterial(softer);
    expect(world.getContactMaterial(m.die, m.wall)).toBe(softer);
    expect(world.getContactMaterial(m.wall, m.die)).toBe(softer);
    expect(world.getContactMaterial(m.die, m.felt)).toBe(stock(m.die, m.felt));
  });

  it("is installed only on a world that has the table's solver", () => {
    expect(() => installLeanStep(new World())).toThrow(/CoulombSolver/);
  });

  it("integrates a body as Body.integrate does, to the bit", () => {
    const rng = createRng("integrate");
    const r = () => rng.range(-50, 50);
    for (let k = 0; k < 300; k++) {
      const make = () => {
        const b = new Body({ mass: k % 7 === 0 ? 0 : 5, type: k % 11 === 0 ? Body.KINEMATIC : undefined, shape: k % 2 ? new Box(new Vec3(0.8, 0.8, 0.8)) : new Box(new Vec3(0.5, 0.9, 1.3)) });
        return b;
      };
      const ours = make();
      const theirs = make();
      const state = [r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r(), r()];
      for (const b of [ours, theirs]) {
        b.position.set(state[0], state[1], state[2]);
        b.quaternion.set(state[3], state[4], state[5], state[6]).normalize();
        b.velocity.set(state[7], state[8], state[9]);
        b.angularVelocity.set(state[10], state[11], state[12]);
        b.force.set(state[13], state[14], state[15]);
        b.torque.set(state[15], state[13], state[14]);
        if (k % 5 === 0) b.sleepState = Body.SLEEPING;
        b.updateInertiaWorld(true);
      }
      const normalise = k % 3 !== 0;
      const fast = k % 4 === 0;
      integrate(ours, 1 / 240, normalise, fast);
      theirs.integrate(1 / 240, normalise, fast);
      const bits = (b: Body) => [b.position, b.velocity, b.angularVelocity, b.previousPosition].flatMap((v) => [v.x, v.y, v.z]).concat([b.quaternion.x, b.quaternion.y, b.quaternion.z, b.quaternion.w, ...b.invInertiaWorld.elements, b.aabbNeedsUpdate ? 1 : 0]);
      const a = bits(ours);
      const t = bits(theirs);
      for (let i = 0; i < a.length; i++) expect(Object.is(a[i], t[i])).toBe(true);
    }
  });

  it("damps with the correctly rounded factor, which is also what this engine's Math.pow gives", () => {
    expect(dampingFactor(0.05, FIXED_DT)).toBe(DAMPING_FACTOR_005);
    expect(Math.pow(0.95, FIXED_DT)).toBe(DAMPING_FACTOR_005);
    expect(dampingFactor(0, FIXED_DT)).toBe(1);
    expect(dampingFactor(0.1, 1 / 60)).toBe(Math.pow(0.9, 1 / 60));
  });
});

describe("pseudoAngle", () => {
  it("orders directions as atan2 does, signed zeros included", () => {
    const rng = createRng("angles");
    const dirs: [number, number][] = [[1, 0], [1, -0], [-1, 0], [-1, -0], [0, 1], [0, -1], [-0, 1], [2, 2], [-3, -3]];
    for (let i = 0; i < 500; i++) dirs.push([rng.range(-1, 1), rng.range(-1, 1)]);
    const byAtan = [...dirs].sort((a, b) => Math.atan2(a[1], a[0]) - Math.atan2(b[1], b[0]));
    const byPseudo = [...dirs].sort((a, b) => pseudoAngle(a[0], a[1]) - pseudoAngle(b[0], b[1]));
    expect(byPseudo).toEqual(byAtan);
  });
});
