import { describe, expect, it } from "vitest";
import { createRng } from "../physics";
import { drillById, type Drill } from "../games/rykestra/practice/drills";
import { reachFor } from "../bots/rykestra/throw-reach";
import { BIASED_BEGINNER, GRADE_ONLY_CLIMB, GRADE_ONLY_FADE, aimAtPoint, believedBias, coachedNext, coachedStart, drillPoint, gradeOnlyNext, gradeOnlyStart, naiveAim, steered, thrownParams } from "./learner";

const must = (id: string): Drill => drillById(id)!;
const DEG = Math.PI / 180;

describe("a simulated learner", () => {
  it("aims first straight at the drill's point: a circle's centre, or the die to move", () => {
    expect(drillPoint(must("fs-left"))).toEqual({ x: -6, z: 4 });
    expect(drillPoint(must("fs-clean"))).toEqual({ x: 0, z: 6 });
    // fs-far's circle lies straight ahead of the south seat: no turn, the reach rule's power.
    const far = naiveAim(must("fs-far"));
    expect(far.heading).toBeCloseTo(0, 9);
    // fs-left's circle lies to the thrower's left: a negative heading.
    expect(naiveAim(must("fs-left")).heading).toBeLessThan(-0.2);
    // The circle is 20 cm from the hand: the reach rule's power carries a die that far.
    expect(reachFor(far.power)).toBeCloseTo(20, 6);
  });

  it("throws 6° right and 20 % too hard of what it means, on average, with a beginner's wobble", () => {
    const rng = createRng(4);
    const aim = { heading: 0, power: 0.4 };
    const n = 2000;
    let h = 0;
    let p = 0;
    for (let i = 0; i < n; i++) {
      const t = thrownParams(BIASED_BEGINNER, aim, rng);
      h += t.heading;
      p += t.power;
    }
    expect(h / n / DEG).toBeCloseTo(6, 0);
    expect(p / n).toBeCloseTo(0.48, 2);
  });

  it("steers a stop that went right and short back to the left and harder, by the share asked", () => {
    const d = must("fs-far");
    const aim = naiveAim(d);
    const point = drillPoint(d);
    const stop = { x: point.x + 3, z: point.z + 4 };
    const half = steered(d, aim, stop, 0.5);
    const all = steered(d, aim, stop, 1);
    expect(half.heading).toBeLessThan(aim.heading);
    expect(half.power).toBeGreaterThan(aim.power);
    expect(all.heading - aim.heading).toBeCloseTo(2 * (half.heading - aim.heading), 9);
    // All the way: the stop's own aim moved onto the point's aim.
    const stopAim = aimAtPoint(d, stop);
    expect(all.heading - aim.heading).toBeCloseTo(aim.heading - stopAim.heading, 6);
  });

  it("grade only: steers a flick that seldom reaches the point towards it, and hill-climbs from the best-scoring aim once it does", () => {
    const d = must("fs-far");
    const start = gradeOnlyStart(d);
    const point = drillPoint(d);
    const moved = gradeOnlyNext(d, start, { points: 1, meanStop: { x: point.x + 6, z: point.z } }, createRng(1));
    expect(moved.aim.heading).toBeLessThan(start.aim.heading - 0.05);
    expect(moved.best).toBeNull();
    // From 3 points up it keeps the best aim and tries near it; a worse flick does not replace the best.
    const good = gradeOnlyNext(d, start, { points: GRADE_ONLY_CLIMB + 1, meanStop: { x: 9, z: 9 } }, createRng(1));
    expect(good.best).toEqual({ aim: start.aim, points: GRADE_ONLY_CLIMB + 1 });
    const worse = gradeOnlyNext(d, good, { points: GRADE_ONLY_CLIMB, meanStop: { x: -9, z: 9 } }, createRng(2));
    expect(worse.best!.aim).toEqual(start.aim);
    expect(worse.best!.points).toBeCloseTo((GRADE_ONLY_CLIMB + 1) * GRADE_ONLY_FADE, 12);
    const better = gradeOnlyNext(d, worse, { points: 4.8, meanStop: point }, createRng(3));
    expect(better.best).toEqual({ aim: worse.aim, points: 4.8 });
    expect(Math.abs(better.aim.heading - worse.aim.heading)).toBeLessThan(0.2);
  });

  it("coached: learns its bias from the numbers it is told and means the coach's aim less that bias", () => {
    const d = must("fs-far");
    let s = coachedStart(d);
    expect(believedBias(s)).toEqual({ heading: 0, power: 1 });
    const coachAim = { heading: 0.1, power: 0.3 };
    // Told exactly its bias each time (no wobble): after one attempt it means the coach's aim less the bias.
    s = coachedNext(s, { coach: coachAim, thrown: { heading: s.aim.heading + 6 * DEG, power: s.aim.power * 1.2 }, coachBetter: true });
    expect(believedBias(s).heading).toBeCloseTo(6 * DEG, 12);
    expect(believedBias(s).power).toBeCloseTo(1.2, 12);
    expect(s.aim.heading).toBeCloseTo(0.1 - 6 * DEG, 12);
    expect(s.aim.power).toBeCloseTo(0.25, 12);
    // When the coach does not rank its flick higher it throws the same aim again, still reading its numbers.
    const again = coachedNext(s, { coach: { heading: -0.5, power: 0.9 }, thrown: { heading: s.aim.heading + 6 * DEG, power: s.aim.power * 1.2 }, coachBetter: false });
    expect(again.aim).toEqual(s.aim);
    expect(again.told).toBe(2);
    // What it learnt carries to the next drill; its aim starts naive there.
    const next = coachedStart(must("fs-left"), again);
    expect(next.aim).toEqual(naiveAim(must("fs-left")));
    expect(believedBias(next).heading).toBeCloseTo(6 * DEG, 12);
  });
});
