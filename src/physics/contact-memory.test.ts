import { describe, expect, it } from "vitest";
import type { World } from "cannon-es";
import { DiceTable } from "./dice-table";
import { CoulombSolver } from "./coulomb-solver";
import { ContactMemory } from "./contact-memory";
import { threeThrown as thrownIntoTray, restStatesAfterRebuild } from "./test-helpers";
import { restingPose } from "../geometry/resting-pose";

/** The table's world and solver (private to DiceTable; these tests look inside the step). */
const insides = (t: DiceTable) => {
  const world = (t as unknown as { world: World }).world;
  return { world, solver: world.solver as CoulombSolver };
};

/** Three dice thrown into the tray from one seed; `prepare` may change the solver before the throw. */
function threeThrown(seed: number, options: { warmStart?: boolean } = {}, prepare?: (s: CoulombSolver) => void) {
  return thrownIntoTray(seed, options, prepare && ((t) => prepare(insides(t).solver)));
}

const bits = (t: DiceTable) => JSON.stringify(t.restState());

describe("islands", () => {
  it("give the same dice to the bit as one sweep over all rows when every island runs all its sweeps", () => {
    for (const seed of [1, 2, 3]) {
      // Tolerance 0: neither ever stops early (one sweep over all rows stops on all rows' change).
      const one = threeThrown(seed, {}, (s) => {
        s.tolerance = 0;
      });
      const apart = threeThrown(seed, {}, (s) => {
        s.islands = true;
        s.tolerance = 0;
      });
      for (let i = 0; i < 600; i++) {
        one.step();
        apart.step();
      }
      expect(bits(apart)).toBe(bits(one));
    }
  });
});

describe("the contact memory", () => {
  it("starts a resting die's solve from last step's impulses, so it needs fewer sweeps, and it stays put", () => {
    const pose = restingPose("d10", 3, 1);
    const sweeps = (warmStart: boolean) => {
      const table = new DiceTable({ layout: "tray", seed: 1, warmStart });
      table.addDie({ id: "d", kind: "d10" }, { position: [0, pose.height, 0], quaternion: pose.quaternion });
      const { world, solver } = insides(table);
      const made: number[] = [];
      const solve = solver.solve.bind(solver);
      solver.solve = (dt: number, w: World) => {
        const n = solve(dt, w);
        made.push(n);
        return n;
      };
      for (let i = 0; i < 40; i++) world.step(1 / 240);
      const p = { x: 0, y: 0, z: 0 };
      table.readPose("d", p, { x: 0, y: 0, z: 0, w: 1 });
      return { sweeps: made.slice(10), p, remembered: solver.memory?.size ?? 0 };
    };
    const cold = sweeps(false);
    const warm = sweeps(true);
    expect(cold.sweeps.every((n) => n === 10)).toBe(true);
    expect(Math.max(...warm.sweeps)).toBeLessThanOrEqual(3);
    expect(warm.remembered).toBeGreaterThanOrEqual(3);
    expect(Math.sqrt(warm.p.x * warm.p.x + warm.p.z * warm.p.z)).toBeLessThan(1e-3);
    expect(Math.abs(warm.p.y - cold.p.y)).toBeLessThan(1e-3);
  });

  it("is forgotten when a die is thrown, and once the table is settled", () => {
    const table = threeThrown(4, { warmStart: true });
    const { solver } = insides(table);
    const memory = solver.memory as ContactMemory;
    let seen = 0;
    while (!table.isSettled()) {
      table.step();
      seen = Math.max(seen, memory.size);
    }
    expect(seen).toBeGreaterThan(0);
    expect(memory.size).toBe(0);
    table.nudge("d0");
    expect(memory.size).toBe(0);
  });

  it("leaves a table rebuilt from restState() stepping on exactly as the one it was taken from", () => {
    for (const seed of [5, 6]) {
      const [original, rebuilt] = restStatesAfterRebuild(threeThrown(seed, { warmStart: true }), seed, { warmStart: true });
      expect(rebuilt).toBe(original);
    }
  });

  it("settles dice as the table without it does, within a tenth of the time, on the same faces' odds", () => {
    let coldSteps = 0;
    let warmSteps = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const cold = threeThrown(seed);
      const warm = threeThrown(seed, { warmStart: true });
      const a = cold.steps;
      cold.settleNow();
      coldSteps += cold.steps - a;
      const b = warm.steps;
      const dice = warm.settleNow();
      warmSteps += warm.steps - b;
      expect(dice.every((d) => d.settled && !d.cocked)).toBe(true);
    }
    expect(warmSteps / coldSteps).toBeGreaterThan(0.8);
    expect(warmSteps / coldSteps).toBeLessThan(1.1);
  });
});
