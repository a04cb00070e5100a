import { describe, expect, it } from "vitest";
import { createRng } from "../physics";
import { PARAM_BOUNDS, PARAM_NAMES, type FlickParams } from "../bots/rykestra/flick-space";
import { PLAN_EFFORT } from "../bots/rykestra/plan-effort";
import { drillById } from "../games/rykestra/practice/drills";
import { HANDS, HAND_LADDER, handPlan } from "./hands";

const drill = drillById("fs-edge-north")!;
const plan: FlickParams[] = [{ along: 1, heading: 0.05, power: 0.6, yaw: 2, tumble: 1 }];
const spread = (hand: (typeof HAND_LADDER)[number], n = 400) => {
  const rng = createRng(3);
  const hs = Array.from({ length: n }, () => handPlan(hand, drill, plan, rng)[0].heading - plan[0].heading);
  return Math.sqrt(hs.reduce((a, h) => a + h * h, 0) / n);
};

describe("the ladder of hands", () => {
  it("runs steadiest first, each hand at least as unsteady as the one before in every number", () => {
    expect(HAND_LADDER).toEqual(["perfect", "steady", "club", "beginner", "random"]);
    const named = HAND_LADDER.filter((h) => HANDS[h] !== null);
    for (let i = 1; i < named.length; i++) for (const k of PARAM_NAMES) expect(HANDS[named[i]]![k]).toBeGreaterThanOrEqual(HANDS[named[i - 1]]![k]);
  });

  it("is the strong computer's hand at steady, and the stated heading and power at club and beginner", () => {
    expect(HANDS.steady).toEqual(PLAN_EFFORT.strong.noise);
    expect((HANDS.club!.heading * 180) / Math.PI).toBeCloseTo(2.5, 12);
    expect(HANDS.club!.power).toBe(0.08);
    expect((HANDS.beginner!.heading * 180) / Math.PI).toBeCloseTo(5, 12);
    expect(HANDS.beginner!.power).toBe(0.15);
  });

  it("throws the plan exactly with the perfect hand, and spreads it as its σ says with the others", () => {
    expect(handPlan("perfect", drill, plan, createRng(1))).toEqual(plan);
    for (const h of ["steady", "club", "beginner"] as const) {
      const s = spread(h);
      // The heading's sample σ over 400 throws, within 15 % of the hand's (clamping at the box's edge aside).
      expect(s).toBeGreaterThan(0.85 * HANDS[h]!.heading);
      expect(s).toBeLessThan(1.15 * HANDS[h]!.heading);
    }
  });

  it("throws any flick in the box with the random hand, the same from the same stream", () => {
    const a = handPlan("random", drill, plan, createRng(8));
    expect(a).toEqual(handPlan("random", drill, plan, createRng(8)));
    for (const k of PARAM_NAMES) {
      expect(a[0][k]).toBeGreaterThanOrEqual(Math.min(PARAM_BOUNDS[k][0], -8));
      expect(a[0][k]).toBeLessThanOrEqual(Math.max(PARAM_BOUNDS[k][1], 8));
    }
  });
});
