import { describe, expect, it } from "vitest";
import { DiceTable } from "./dice-table";
import { watchThrow } from "./throw-figures";
import { restingPose } from "../geometry/resting-pose";
import { TRAY } from "../geometry/table-layout";

const flat = restingPose("d6", 0);

describe("watching a throw", () => {
  it("counts no face change and no hop for a die dropped flat (its bounce stays within a corner's reach), but how long it moved", () => {
    const table = new DiceTable({ layout: "tray", seed: 1 });
    const start = [0, flat.height + 3, 0] as const;
    table.addDie({ id: "a", kind: "d6" }, { position: start, quaternion: flat.quaternion }, { asleep: true });
    const figures = watchThrow(table, ["a"], () =>
      table.throwDie({ dieId: "a", position: start, quaternion: flat.quaternion, velocity: [0, 0, 0], angularVelocity: [0, 0, 0] }),
    );
    const [die] = figures.dice;
    expect(die.faceChanges).toBe(0);
    expect(die.lastFaceChangeSeconds).toBe(0);
    expect(die.hops).toBe(0);
    expect(die.movingSeconds).toBeGreaterThan(0.05);
    expect(die.travelCm).toBeLessThan(0.1);
    expect(figures.settleSeconds).toBeGreaterThan(die.movingSeconds);
    expect(table.isSettled()).toBe(true);
  });

  it("counts a wall struck and a die struck, for both dice", () => {
    const table = new DiceTable({ layout: "tray", seed: 1 });
    const y = flat.height + 0.01;
    table.addDie({ id: "still", kind: "d6" }, { position: [0, flat.height, 0], quaternion: flat.quaternion }, { asleep: true });
    table.addDie({ id: "thrown", kind: "d6" }, { position: [-6, y, 0], quaternion: flat.quaternion }, { asleep: true });
    const figures = watchThrow(table, ["still", "thrown"], () =>
      table.throwDie({ dieId: "thrown", position: [-6, y, 0], quaternion: flat.quaternion, velocity: [150, 0, 0], angularVelocity: [0, 0, 0] }),
    );
    const [still, thrown] = figures.dice;
    expect(thrown.dieHits).toBeGreaterThanOrEqual(1);
    expect(still.dieHits).toBe(thrown.dieHits);
    expect(still.travelCm).toBeGreaterThan(1);
    const wall = new DiceTable({ layout: "tray", seed: 1 });
    const near = [TRAY.width / 2 - 5, y, 0] as const;
    wall.addDie({ id: "w", kind: "d6" }, { position: near, quaternion: flat.quaternion }, { asleep: true });
    const [w] = watchThrow(wall, ["w"], () =>
      wall.throwDie({ dieId: "w", position: near, quaternion: flat.quaternion, velocity: [120, 0, 0], angularVelocity: [0, 0, 0] }),
    ).dice;
    expect(w.wallHits).toBeGreaterThanOrEqual(1);
    expect(w.dieHits).toBe(0);
  });
});
