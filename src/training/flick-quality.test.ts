import { describe, expect, it } from "vitest";
import { createRng, randomQuaternion } from "../physics";
import { thrownDieId } from "../games/rykestra/practice";
import { drillById, type Drill } from "../games/rykestra/practice/drills";
import type { Flick } from "../geometry/types";
import { flickOf, type DrillPlan } from "./drill-planner";
import { flickQuality, qualitySeed, qualitySteps } from "./flick-quality";
import PLANS from "./drill-plans.json";

const drill = (id: string): Drill => drillById(id)!;
const planOf = (d: Drill) => (PLANS as unknown as Record<string, DrillPlan>)[d.id];

/** The drill's planned flicks as a player might give them (one per throw). */
function flicksFor(d: Drill, seed = 3): Flick[] {
  const rng = createRng(seed);
  return Array.from({ length: d.throws }, (_, k) => flickOf(d, planOf(d), thrownDieId(d.position), k, rng, null));
}

describe("flick quality", () => {
  it("is the same for the same flick, whatever the die's hold", () => {
    const d = drill("fs-centre");
    const [f] = flicksFor(d);
    const a = flickQuality(d, [f], 16);
    const b = flickQuality(d, [f], 16);
    expect(b).toEqual(a);
    const held = { ...f, quaternion: randomQuaternion(createRng(99)) };
    expect(qualitySeed([held])).toBe(qualitySeed([f]));
    expect(flickQuality(d, [held], 16)).toEqual(a);
  });

  it("seeds from the flick's numbers' big-endian bytes by FNV-1a, pinned: a saved or shared attempt keeps its quality", () => {
    const f = { dieId: "a", position: [1.5, -2.25, 3e-7], quaternion: [0, 0, 0, 1], velocity: [100.125, -0, 7], angularVelocity: [0.1, 0.2, -0.3] } as unknown as Flick;
    expect([qualitySeed([f]), qualitySeed([f, f])]).toEqual([2383929481, 3439616565]);
  });

  it("seeds −0 as 0: a flick read back from a link or a daily attempt (JSON, which writes −0 as 0) has the quality the page showed", () => {
    const f = { dieId: "a", position: [-0, 2, 3], quaternion: [0, 0, 0, 1], velocity: [-0, -120, 40], angularVelocity: [0, -0, 1] } as unknown as Flick;
    const read = JSON.parse(JSON.stringify(f)) as Flick;
    expect(Object.is(read.velocity[0], 0)).toBe(true);
    expect(qualitySeed([read])).toBe(qualitySeed([f]));
    const d = drill("fs-centre");
    const [aimed] = flicksFor(d);
    const signed: Flick = { ...aimed, angularVelocity: [aimed.angularVelocity[0], -0, aimed.angularVelocity[2]] };
    const unsigned: Flick = { ...aimed, angularVelocity: [aimed.angularVelocity[0], 0, aimed.angularVelocity[2]] };
    expect(qualitySeed([signed])).toBe(qualitySeed([unsigned]));
  });

  it("changes with the flick, and each re-throw is one step", () => {
    const d = drill("fs-centre");
    const [f] = flicksFor(d);
    const harder: Flick = { ...f, velocity: [f.velocity[0] * 1.6, f.velocity[1], f.velocity[2] * 1.6] };
    expect(qualitySeed([harder])).not.toBe(qualitySeed([f]));
    const steps = qualitySteps(d, [f], 5);
    const seen: number[] = [];
    for (let r = steps.next(); !r.done; r = steps.next()) seen.push(r.value.done);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it("counts passes, points and nearness over the re-throws, with a fresh shake each", () => {
    const d = drill("fs-near");
    const q = flickQuality(d, flicksFor(d), 24);
    expect(q.throws).toBe(24);
    expect(q.passRate).toBe(q.passes / 24);
    expect(q.meanPoints).toBeGreaterThanOrEqual(q.passRate * 5);
    expect(q.meanPoints).toBeLessThanOrEqual(5);
    expect(q.meanNearness).toBeGreaterThanOrEqual(q.passRate);
    // A fresh shake each time: not every re-throw stops in the same spot, so not all or nothing unless the flick is that sure.
    expect(q.stayedOn).toBeGreaterThan(0);
    expect(q.meanStop).not.toBeNull();
  });

  it("throws both flicks of a two-throw attempt again, and refuses a short attempt", () => {
    const d = drill("club-two-circle");
    const flicks = flicksFor(d);
    const q = flickQuality(d, flicks, 8);
    expect(q.throws).toBe(8);
    expect(() => flickQuality(d, flicks.slice(0, 1), 8)).toThrow(/2 flicks/);
  });
});
