import { describe, expect, it } from "vitest";
import { World } from "cannon-es";
import { DiceTable } from "./dice-table";
import { DAMPING_FACTOR_005, dampingFactor } from "./world-step";
import { pseudoAngle } from "./steady-contacts";
import { FIXED_DT } from "./constants";
import { createRng } from "./rng";
import { randomFlick } from "./flick";
import { seatThrowPosition } from "./throw-position";
import { restingPose } from "../geometry/resting-pose";
import { MAT } from "../geometry/table-layout";

/** Nine dice lying on the mat and one thrown among them, on a table whose world steps with `internalStep`. */
function throwAmongNine(seed: number, stock: boolean): number[] {
  const table = new DiceTable({ layout: "rykestra", seed });
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
  it("moves every die exactly as cannon-es's own step does", () => {
    for (const seed of [1, 2, 3, 4]) {
      expect(throwAmongNine(seed, false)).toEqual(throwAmongNine(seed, true));
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
