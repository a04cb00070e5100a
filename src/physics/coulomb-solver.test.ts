import { describe, expect, it } from "vitest";
import { DiceTable } from "./dice-table";
import { restingPose } from "../geometry/resting-pose";
import { PAIR_PROPS } from "./materials";
import { FIXED_DT } from "./constants";
import { watchThrow } from "./throw-figures";

describe("Coulomb friction", () => {
  // Friction per touching pair (pair-friction.ts, the app's) and per corner (format 2's) slide the same way.
  for (const pairFriction of [false, true]) it(`slows a die sliding flat on the felt at about μ·g, so it skids rather than stopping dead${pairFriction ? " (friction per touching pair)" : ""}`, () => {
    const table = new DiceTable({ layout: "tray", seed: 1, pairFriction });
    const pose = restingPose("d6", 0);
    const start = [-10, pose.height, 0] as const;
    table.addDie({ id: "d", kind: "d6" }, { position: start, quaternion: pose.quaternion });
    const v0 = 60;
    table.throwDie({ dieId: "d", position: start, quaternion: pose.quaternion, velocity: [v0, 0, 0], angularVelocity: [0, 0, 0] });
    const steps = 24;
    for (let i = 0; i < steps; i++) table.step();
    const p = { x: 0, y: 0, z: 0 };
    table.readPose("d", p, { x: 0, y: 0, z: 0, w: 1 });
    const t = steps * FIXED_DT;
    const mu = PAIR_PROPS["die-felt"].friction;
    // Distance covered under constant deceleration μg: v0·t − μg·t²/2 (within a few per cent).
    const expected = v0 * t - (mu * 981 * t * t) / 2;
    expect(p.x - start[0]).toBeGreaterThan(expected * 0.95);
    expect(p.x - start[0]).toBeLessThan(expected * 1.05);
    // And it comes to rest after about v0²/(2μg).
    table.settleNow();
    table.readPose("d", p, { x: 0, y: 0, z: 0, w: 1 });
    const stop = (v0 * v0) / (2 * mu * 981);
    expect(p.x - start[0]).toBeGreaterThan(stop * 0.9);
    expect(p.x - start[0]).toBeLessThan(stop * 1.1);
  });

  it("holds a resting die still on the felt however many corners touch", () => {
    const table = new DiceTable({ layout: "tray", seed: 1 });
    const pose = restingPose("d10", 3, 1);
    table.addDie({ id: "d", kind: "d10" }, { position: [0, pose.height, 0], quaternion: pose.quaternion });
    const [before] = table.snapshot();
    for (let i = 0; i < 480; i++) table.step();
    const [after] = table.snapshot();
    expect(Math.hypot(after.position[0] - before.position[0], after.position[2] - before.position[2])).toBeLessThan(1e-3);
  });


  it("tumbles a die rolled along the felt over several faces: a corner striking as the die turns bounces too", () => {
    const table = new DiceTable({ layout: "tray", seed: 1 });
    const pose = restingPose("d6", 0);
    const start = [0, pose.height + 0.05, 10] as const;
    table.addDie({ id: "a", kind: "d6" }, { position: start, quaternion: pose.quaternion }, { asleep: true });
    const [die] = watchThrow(table, ["a"], () =>
      table.throwDie({ dieId: "a", position: start, quaternion: pose.quaternion, velocity: [0, 0, -100], angularVelocity: [-60, 0, 0] }),
    ).dice;
    expect(die.faceChanges).toBeGreaterThanOrEqual(5);
  });
});
