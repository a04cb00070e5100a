import { describe, expect, it } from "vitest";
import type { Flick } from "../geometry/types";
import { createRng, randomQuaternion } from "../physics";
import { PLAN_EFFORT } from "../bots/rykestra/plan-effort";
import { flicksFor, type FlickParams } from "../bots/rykestra/flick-space";
import { drillById, type Drill } from "../games/rykestra/practice/drills";
import { coach, coachSteps, coachTrials, rethrow, type CoachBudget } from "./coach";
import { throwOnto } from "./drill-trial";
import PLANS from "./drill-plans.json";

const must = (id: string): Drill => drillById(id)!;
/** A small budget: the two starting plans, 2 explored, the best confirmed twice, 8 paired re-throws. */
const SMALL: CoachBudget = { plan: { ...PLAN_EFFORT.strong, explore: 2, refineRounds: 0, refineBatch: 0, elite: 2, confirm: 1, confirmShakes: 2 }, rethrows: 8 };
const flickOf = (d: Drill, p: FlickParams, k = 0) => flicksFor(d.position.thrower, d.position.seats, [`d10-0-${k}`], p, [randomQuaternion(createRng(9))])[0];
/** A soft throw far to the left: it mostly stops short of the circle and hits nothing. */
const WILD: FlickParams = { along: -4, heading: -0.75, power: 0, yaw: 0, tumble: 0.2 };

describe("the drill coach", () => {
  const d = must("fs-near");
  const request = { drill: d, flicks: [flickOf(d, WILD)], seed: 31, budget: SMALL };
  const advice = coach(request);

  it("counts both flicks over the same paired re-throws: re-throw i of each is seeded by i alone", () => {
    const count = (flicks: readonly Flick[]) => {
      let passes = 0;
      for (let i = 0; i < SMALL.rethrows; i++) if (rethrow(d, flicks, request.seed, i, SMALL.plan.noise).grade.passed) passes++;
      return passes;
    };
    expect(advice.player.passes).toBe(count(request.flicks));
    expect(advice.coach.passes).toBe(count(advice.coachFlicks));
    // The same re-throw of one flick lands the same; so two flicks differ only by themselves.
    const a = rethrow(d, advice.coachFlicks, 31, 3, SMALL.plan.noise);
    const b = rethrow(d, advice.coachFlicks, 31, 3, SMALL.plan.noise);
    expect(a.mats[0].outcome.thrown.centre).toEqual(b.mats[0].outcome.thrown.centre);
  });

  it("gives rates and points in range, after the trials its budget names", () => {
    for (const r of [advice.player, advice.coach]) {
      expect(r.passes).toBeGreaterThanOrEqual(0);
      expect(r.passes).toBeLessThanOrEqual(advice.tries);
      expect(r.rate).toBe(r.passes / advice.tries);
      expect(r.points).toBeGreaterThanOrEqual(0);
      expect(r.points).toBeLessThanOrEqual(5);
    }
    expect(advice.tries).toBe(SMALL.rethrows);
    expect(advice.trials).toBe(coachTrials(SMALL));
    expect(advice.coachFlicks).toHaveLength(1);
    expect(advice.coachFlicks[0].dieId).toBe("d10-0-0");
  });

  it("does better than a throw that mostly stops short of the circle", () => {
    expect(advice.player.passes).toBeLessThanOrEqual(SMALL.rethrows / 4);
    expect(advice.coach.passes).toBeGreaterThan(advice.player.passes);
    expect(advice.coach.points).toBeGreaterThan(advice.player.points);
  });

  it("reports its progress one trial at a time, and is the same from the same seed", () => {
    const steps = coachSteps(request);
    let last = 0;
    for (let r = steps.next(); !r.done; r = steps.next()) {
      expect(r.value.done).toBe(last + 1);
      expect(r.value.total).toBe(coachTrials(SMALL));
      last = r.value.done;
    }
    expect(last).toBe(coachTrials(SMALL));
    expect(coach(request)).toEqual(advice);
  });

  it("records the ghost's paths: the player's flick as thrown, and the coach's as its first re-throw landed", () => {
    const { player, coach: mine } = advice.paths;
    const end = (path: typeof player) => path[path.length - 1];
    const thrown = throwOnto(d.position, request.flicks[0], request.seed).settled.find((s) => s.id === "d10-0-0")!;
    expect(end(player).slice(0, 3)).toEqual(thrown.position);
    expect(player.length).toBeGreaterThan(10);
    const first = rethrow(d, advice.coachFlicks, request.seed, 0, SMALL.plan.noise).mats[0].outcome.thrown.centre;
    expect(end(mine)[0]).toBe(first.x);
    expect(end(mine)[2]).toBe(first.z);
  });

  it("records every set-up die a ghost throw moves, ending where the physics left it, and no die it left lying", () => {
    const knock = must("fs-edge-north");
    const flicks = [flickOf(knock, (PLANS as Record<string, FlickParams[]>)[knock.id][0])];
    const a = coach({ drill: knock, flicks, seed: 5, budget: { ...SMALL, rethrows: 1 } });
    const settled = throwOnto(knock.position, flicks[0], 5).settled;
    const lay = new Map<string, (typeof knock.position.dice)[number]>(knock.position.dice.map((d, i) => [`d10-1-${i}`, d]));
    const movedIds = settled.filter((s) => s.id !== "d10-0-0" && (Math.abs(s.position[0] - lay.get(s.id)!.x) > 0.05 || Math.abs(s.position[2] - lay.get(s.id)!.z) > 0.05)).map((s) => s.id);
    expect(movedIds.length).toBeGreaterThan(0);
    expect(a.moved.player.map((m) => m.id).sort()).toEqual(movedIds.sort());
    for (const die of a.moved.player) {
      expect(die.frames).toHaveLength(a.paths.player.length);
      expect(die.frames[die.frames.length - 1].slice(0, 3)).toEqual(settled.find((s) => s.id === die.id)!.position);
    }
  });

  it("plans both throws of a two-throw drill and refuses an attempt of the wrong length", () => {
    const two = must("club-two-circle");
    const plan = (PLANS as Record<string, FlickParams[]>)[two.id];
    const flicks = plan.map((p, k) => flickOf(two, p, k));
    const small = { ...SMALL, rethrows: 2 };
    const a = coach({ drill: two, flicks, seed: 4, budget: small });
    expect(a.coachFlicks).toHaveLength(2);
    expect(a.plan).toHaveLength(2);
    expect(() => coach({ drill: two, flicks: flicks.slice(0, 1), seed: 4, budget: small })).toThrow(/takes 2 throws/);
  });
});
