import { describe, expect, it } from "vitest";
import { createRng } from "../physics";
import { drillById, type Drill } from "../games/rykestra/practice/drills";
import { flickOf, planDrill, throwPlan } from "./drill-planner";
import PLANS from "./drill-plans.json";
import type { FlickParams } from "../bots/rykestra/flick-space";

const must = (id: string): Drill => drillById(id)!;
const plan = (id: string) => (PLANS as Record<string, FlickParams[]>)[id];

describe("a drill attempt on the headless table", () => {
  it("throws the same attempt the same way from the same seed (the physics decides, seeded)", () => {
    const d = must("fs-near");
    const a = throwPlan(d, plan(d.id), createRng(4), null, 11);
    const b = throwPlan(d, plan(d.id), createRng(4), null, 11);
    expect(a.grade).toEqual(b.grade);
    expect(a.mats[0].outcome.thrown.centre).toEqual(b.mats[0].outcome.thrown.centre);
    expect(a.nearness).toBeGreaterThanOrEqual(0);
    expect(a.nearness).toBeLessThanOrEqual(1);
  });

  it("throws both dice of a two-throw drill, the second onto the mat the first left", () => {
    const d = must("club-two-circle");
    const t = throwPlan(d, plan(d.id), createRng(2), null, 5);
    expect(t.mats).toHaveLength(2);
    expect(t.mats[0].outcome.thrown.id).toBe("d10-0-0");
    expect(t.mats[1].outcome.thrown.id).toBe(t.mats[0].outcome.thrownOff ? "d10-0-0" : "d10-0-1");
  });

  it("keeps a plan for every drill, and plans deterministically", () => {
    for (const id of Object.keys(PLANS)) expect(drillById(id), id).toBeDefined();
    const d = must("fs-centre");
    const effort = { explore: 6, refineRounds: 1, refineBatch: 3, elite: 2, confirm: 1, confirmShakes: 2, noise: { along: 0.25, heading: 0.015, power: 0.03, yaw: 1, tumble: 0.05 } };
    expect(planDrill(d, 9, effort)).toEqual(planDrill(d, 9, effort));
    expect(flickOf(d, plan(d.id), "d10-0-0", 0, createRng(1), null).dieId).toBe("d10-0-0");
  });
});
