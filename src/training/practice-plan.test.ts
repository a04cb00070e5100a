import { describe, expect, it } from "vitest";
import { PLAN_EFFORT } from "../bots/rykestra/plan-effort";
import { practiceDieIds, type PracticePosition } from "../games/rykestra/practice";
import { chooseIntent, edgeSide, planPractice, travelOf } from "./practice-plan";

const at = (owner: number, value: number, x: number, z: number) => ({ owner, value, x, z, heading: 0 });
const position = (dice: PracticePosition["dice"], thrower = 0): PracticePosition => ({ seats: 4, thrower, reading: "standard", board: "standard", dice });

describe("what Throw for me goes for", () => {
  it("aims at the other seats' die nearest an edge, named as the thrower sees that edge", () => {
    const p = position([at(1, 4, 0, 0), at(2, 7, -12, 3), at(0, 9, 0, -13)]);
    const i = chooseIntent(p);
    expect(i).toMatchObject({ kind: "knock-off", target: practiceDieIds(p)[1], owner: 2, value: 7, others: 2 });
    if (i.kind !== "knock-off") throw new Error();
    expect(i.gap).toBeCloseTo(3, 9);
    // Seat 0 throws from the south towards −z: the west edge is on its left.
    expect(i.edge).toBe("left");
  });
  it("prefers the higher die between two equally near an edge (0 counts as 10)", () => {
    const p = position([at(1, 9, 0, -12), at(2, 0, 12, 0)]);
    expect(chooseIntent(p)).toMatchObject({ kind: "knock-off", value: 0 });
  });
  it("with no other seat's die on the mat, aims to stop near the middle", () => {
    expect(chooseIntent(position([at(0, 5, 6, 6)]))).toMatchObject({ kind: "settle", spot: { x: 0, z: 0 }, r: 3 });
  });
  it("names the edges from the thrower's seat", () => {
    const south = travelOf(0, 4);
    expect(south.z).toBeCloseTo(-1, 9);
    expect(edgeSide({ x: 0, z: -1 }, south)).toBe("far");
    expect(edgeSide({ x: 0, z: 1 }, south)).toBe("near");
    expect(edgeSide({ x: 1, z: 0 }, south)).toBe("right");
    expect(edgeSide({ x: -1, z: 0 }, south)).toBe("left");
  });
});

describe("the plan", () => {
  it("is deterministic in its seed and measures its own rate over re-throws", () => {
    const p = position([at(1, 7, 0, -11)]);
    const a = planPractice(p, 9, PLAN_EFFORT.easy, 4);
    const b = planPractice(p, 9, PLAN_EFFORT.easy, 4);
    expect(a).toEqual(b);
    expect(a.tries).toBe(4);
  });
  it("stops in or near the middle circle in at least a quarter of its re-throws", () => {
    // Measured: 4 of 8 near it, 1 inside (seed 3); a blind flick rarely stops near a 3 cm circle 22 cm out.
    const plan = planPractice(position([at(0, 7, 6, 6)]), 3, PLAN_EFFORT.good, 8);
    expect(plan.intent).toMatchObject({ kind: "settle" });
    expect(plan.jobs).toBeGreaterThanOrEqual(2);
    expect(plan.jobs).toBeGreaterThanOrEqual(plan.passes);
  });
});
