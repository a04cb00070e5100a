import { describe, expect, it } from "vitest";
import { Body, Box, Equation, Vec3, type World } from "cannon-es";
import { createRng } from "./rng";
import { plainRow, writeAccelerations } from "./solver-rows";
import { TwistEquation } from "./pair-friction";
import { B_, ROW } from "./solver-row-layout";
import { DiceTable } from "./dice-table";
import { restingPose } from "../geometry/resting-pose";

const worldOf = (t: DiceTable) => (t as unknown as { world: World }).world;

/** A die lying on a face in the tray, thrown flat with `velocity` and `spin`. */
function lying(kind: "d6" | "d10", pairFriction: boolean, velocity: [number, number, number], spin: [number, number, number]) {
  const table = new DiceTable({ layout: "tray", seed: 1, pairFriction });
  const pose = kind === "d6" ? restingPose("d6", 0) : restingPose("d10", 3, 1);
  const start = [-10, pose.height, 0] as const;
  table.addDie({ id: "d", kind }, { position: start, quaternion: pose.quaternion });
  table.throwDie({ dieId: "d", position: start, quaternion: pose.quaternion, velocity, angularVelocity: spin });
  return { table, start };
}

describe("friction per touching pair", () => {
  it("leaves nothing on the shared equation pool that changes a table with friction per corner stepped after it", () => {
    const slide = () => {
      const { table } = lying("d10", false, [60, 0, 20], [0, 9, 0]);
      for (let i = 0; i < 60; i++) table.step();
      return JSON.stringify(table.snapshot());
    };
    const before = slide();
    // A pair table whose die leaves: its last step's equations go to the pool and stay there, each
    // friction row still bounded by its pair's points.
    const { table } = lying("d10", true, [60, 0, 20], [0, 9, 0]);
    for (let i = 0; i < 60; i++) table.step();
    table.removeDie("d");
    table.step();
    expect(slide()).toBe(before);
  });

  it("gives a die lying on a face two friction rows and one twisting row, where cannon-es gives two a corner", () => {
    for (const [pairFriction, frictions, all] of [[false, 8, 12], [true, 2, 7]] as const) {
      const { table } = lying("d6", pairFriction, [0, 0, 0], [0, 0, 0]);
      const world = worldOf(table);
      const solver = world.solver as unknown as { count: number; solve(dt: number, w: World): number };
      let rows = 0;
      const solve = solver.solve.bind(solver);
      solver.solve = (dt, w) => {
        rows = solver.count;
        return solve(dt, w);
      };
      table.step();
      expect(world.contacts.length).toBe(4);
      expect(world.frictionEquations.length).toBe(frictions);
      expect(rows).toBe(all);
    }
  });

  it("stops a die spinning flat on its face (the twisting row), about as soon as friction per corner does", () => {
    const stopsAfter = (pairFriction: boolean) => {
      const { table } = lying("d6", pairFriction, [0, 0, 0], [0, 20, 0]);
      const die = worldOf(table).bodies.find((b) => b.type === 1);
      for (let i = 1; i <= 240; i++) {
        table.step();
        const spin = die?.angularVelocity.y ?? 0;
        if (Math.abs(spin) < 0.5) return i;
      }
      return Infinity;
    };
    const perCorner = stopsAfter(false);
    const perPair = stopsAfter(true);
    expect(perCorner).toBeLessThan(24);
    expect(perPair).toBeLessThan(24);
    expect(perPair / perCorner).toBeGreaterThan(0.5);
    expect(perPair / perCorner).toBeLessThan(2);
  });

  it("writes each twisting row's B as its own computeB works it out, to the bit (solver-rows.ts plainRow)", () => {
    const { table } = lying("d10", true, [30, 0, 10], [0, 12, 0]);
    const world = worldOf(table);
    const solver = world.solver as unknown as { count: number; equations: Equation[]; solve(dt: number, w: World): number };
    const solve = solver.solve.bind(solver);
    let twists = 0;
    solver.solve = (dt, w) => {
      const acc = new Float64Array(6 * w.bodies.length);
      for (const b of w.bodies) b.updateSolveMassProperties();
      writeAccelerations(w.bodies, acc);
      const row = new Float64Array(ROW);
      for (let i = 0; i < solver.count; i++) {
        const e = solver.equations[i];
        if (!(e instanceof TwistEquation)) continue;
        twists++;
        plainRow(e, row, 0, B_, dt, acc);
        expect(Object.is(row[B_], e.computeB(dt))).toBe(true);
      }
      return solve(dt, w);
    };
    for (let i = 0; i < 120; i++) table.step();
    expect(twists).toBeGreaterThan(60);
  });

  it("writes any plain equation's B as Equation.computeB does, linear parts included", () => {
    const rng = createRng("plain rows");
    const r = () => rng.range(-3, 3);
    for (let k = 0; k < 200; k++) {
      const bi = new Body({ mass: 2 + rng.range(0, 3), shape: new Box(new Vec3(1, 1, 1)) });
      const bj = new Body({ mass: k % 4 === 0 ? 0 : 4, shape: new Box(new Vec3(1, 1, 1)) });
      bi.index = 0;
      bj.index = 1;
      for (const b of [bi, bj]) {
        b.position.set(r(), r(), r());
        b.velocity.set(r(), r(), r());
        b.angularVelocity.set(r(), r(), r());
        b.force.set(r(), r(), r());
        b.torque.set(r(), r(), r());
        b.quaternion.set(r(), r(), r(), r()).normalize();
        b.updateInertiaWorld(true);
        b.updateSolveMassProperties();
      }
      const e = new Equation(bi, bj);
      e.setSpookParams(1e7, 3, 1 / 240);
      for (const v of [e.jacobianElementA.spatial, e.jacobianElementA.rotational, e.jacobianElementB.spatial, e.jacobianElementB.rotational]) v.set(r(), r(), r());
      const acc = new Float64Array(12);
      writeAccelerations([bi, bj], acc);
      const row = new Float64Array(ROW);
      plainRow(e, row, 0, B_, 1 / 240, acc);
      expect(Object.is(row[B_], Equation.prototype.computeB.call(e, e.a, e.b, 1 / 240))).toBe(true);
    }
  });

  it("holds a D10 resting on a kite face still", () => {
    const { table } = lying("d10", true, [0, 0, 0], [0, 0, 0]);
    const [before] = table.snapshot();
    for (let i = 0; i < 480; i++) table.step();
    const [after] = table.snapshot();
    const dx = after.position[0] - before.position[0];
    const dz = after.position[2] - before.position[2];
    expect(Math.sqrt(dx * dx + dz * dz)).toBeLessThan(1e-3);
    expect(after.faceIndex).toBe(before.faceIndex);
  });
});
