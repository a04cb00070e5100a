// The strong computer's plan for a drill: the Rykestra planner's search (explore, refine by
// cross-entropy, confirm with the strength's aim noise and a fresh shake) over the same flick
// box, judged by the drill's own grade plus how near the goal a miss came. A two-throw drill
// plans both flicks at once (ten numbers): a plan made once, not after seeing the first throw.
import type { Flick } from "../geometry/types";
import { createRng, randomQuaternion, type Rng } from "../physics";
import { PLAN_EFFORT, aimed, type PlanEffort } from "../bots/rykestra/plan-effort";
import { PARAM_BOUNDS, PARAM_NAMES, clampParams, flicksFor, type FlickParams, type ParamName } from "../bots/rykestra/flick-space";
import type { Drill } from "../games/rykestra/practice/drills";
import { runDrill, type DrillTrial } from "./drill-trial";

export type DrillPlan = readonly FlickParams[];

/** A trial's worth to the search: the points, a miss lifted by how near it came. */
const worthOf = (t: DrillTrial) => t.grade.points + t.nearness;

/** The flick of plan step `k` for die `dieId`, the dice held as `rng` shakes them, the hand's noise from `effort` (none when null). */
export function flickOf(drill: Drill, plan: DrillPlan, dieId: string, k: number, rng: Rng, effort: PlanEffort | null): Flick {
  const p = effort ? aimed(plan[k], effort, rng) : plan[k];
  const { thrower, seats } = drill.position;
  return flicksFor(thrower, seats, [dieId], p, [randomQuaternion(rng)])[0];
}

/** One attempt of a plan: the flicks with the strength's aim noise and a fresh shake. */
export function throwPlan(drill: Drill, plan: DrillPlan, rng: Rng, effort: PlanEffort | null, seed: number): DrillTrial {
  return runDrill(drill, (id, k) => flickOf(drill, plan, id, k, rng, effort), seed);
}

function uniform(rng: Rng): FlickParams {
  const u = (n: ParamName) => rng.range(PARAM_BOUNDS[n][0], PARAM_BOUNDS[n][1]);
  return { along: u("along"), heading: u("heading"), power: u("power"), yaw: rng.range(-8, 8), tumble: rng.range(0.6, 1.2) };
}

/** Any flick the seat could make, uniform in the box: the random thrower the bench compares with. */
export const randomPlan = (drill: Drill, rng: Rng): DrillPlan => Array.from({ length: drill.throws }, () => uniform(rng));

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

interface Tried {
  readonly plan: DrillPlan;
  readonly scores: number[];
}

/** Trials a plan of `effort` runs, with `starts` extra candidates tried first. */
export const drillPlanTrials = (effort: PlanEffort, starts = 0): number => starts + effort.explore + effort.refineRounds * effort.refineBatch + Math.max(1, effort.confirm) * effort.confirmShakes;

/**
 * Plans a drill one trial at a time (yields after each, so a worker can stop between them):
 * `effort` sets the budget, `starts` are plans tried before exploring (the coach starts from the
 * player's own flick and the drill's stored plan). Deterministic in `seed`.
 */
export function* planDrillSteps(drill: Drill, seed: number, effort: PlanEffort, starts: readonly DrillPlan[] = []): Generator<void, DrillPlan> {
  const rng = createRng(seed);
  const tried: Tried[] = [];
  let n = 0;
  const judge = (plan: DrillPlan) => worthOf(throwPlan(drill, plan, rng, null, seed + 7919 * n++));
  for (const plan of starts) {
    tried.push({ plan, scores: [judge(plan)] });
    yield;
  }
  for (let i = 0; i < effort.explore; i++) {
    const plan = randomPlan(drill, rng);
    tried.push({ plan, scores: [judge(plan)] });
    yield;
  }
  const ranked = () => [...tried].sort((a, b) => mean(b.scores) - mean(a.scores));
  for (let round = 0; round < effort.refineRounds; round++) {
    const elite = ranked().slice(0, effort.elite);
    for (let i = 0; i < effort.refineBatch; i++) {
      const plan = elite[0].plan.map((_, k) => {
        const point = {} as Record<ParamName, number>;
        for (const name of PARAM_NAMES) {
          const xs = elite.map((c) => c.plan[k][name]);
          const m = mean(xs);
          const sd = Math.sqrt(mean(xs.map((x) => (x - m) * (x - m))));
          point[name] = m + rng.normal() * Math.max(sd, (PARAM_BOUNDS[name][1] - PARAM_BOUNDS[name][0]) / 20);
        }
        return clampParams(point);
      });
      tried.push({ plan, scores: [judge(plan)] });
      yield;
    }
  }
  // Confirm the best few as the real throw will be made, with aim noise and a fresh shake; keep the best on its re-throws.
  const finalists = ranked().slice(0, Math.max(1, effort.confirm));
  for (const f of finalists) {
    const again: number[] = [];
    for (let s = 0; s < effort.confirmShakes; s++) {
      again.push(worthOf(throwPlan(drill, f.plan, rng, effort, seed + 7919 * n++)));
      yield;
    }
    if (again.length > 0) f.scores.splice(0, f.scores.length, ...again);
  }
  return finalists.sort((a, b) => mean(b.scores) - mean(a.scores))[0].plan;
}

/** Plans a drill: `effort` sets the budget (the strong seat's by default). Deterministic in `seed`. */
export function planDrill(drill: Drill, seed: number, effort: PlanEffort = PLAN_EFFORT.strong, starts: readonly DrillPlan[] = []): DrillPlan {
  const steps = planDrillSteps(drill, seed, effort, starts);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}
