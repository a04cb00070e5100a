// The drill coach: after an attempt, the same drill is planned again with a small budget
// (drill-planner.ts, starting from the player's own flick and the drill's stored plan), then
// the coach's flick and the player's are each thrown `rethrows` times from the drill's set-up,
// re-throw i of both with the same hand wobble, the same freshly shaken die and the same table
// seed (hand-noise.ts): paired, so the difference in their success is the flicks', not luck's.
// Plain TS over the physics; one trial per step, so a worker can stop between any two.
import type { Flick } from "../geometry/types";
import { createRng, randomQuaternion } from "../physics";
import { PLAN_EFFORT, type PlanEffort } from "../bots/rykestra/plan-effort";
import { flicksFor, type FlickParams } from "../bots/rykestra/flick-space";
import type { Drill } from "../games/rykestra/practice/drills";
import { drillPlanTrials, planDrillSteps, type DrillPlan } from "./drill-planner";
import { runDrill, type DrillTrial } from "./drill-trial";
import { throwPaths, type GhostDie, type GhostFrame } from "./ghost-path";
import { paramsOfFlick, shakenFlick, type HandNoise } from "./hand-noise";
import PLANS from "./drill-plans.json";

export interface CoachBudget {
  /** The planning search (its noise is the hand both flicks are re-thrown with). */
  readonly plan: PlanEffort;
  /** Re-throws of each flick. */
  readonly rethrows: number;
}

/**
 * The budget the drill screen's coach works to: 16 explored and 16 refined after the two
 * starting plans, the best 3 confirmed over 4 wobbly throws each, then 32 paired re-throws —
 * 110 trials, about a second on this project's machine (npm run bench:coach).
 */
export const COACH_BUDGET: CoachBudget = {
  plan: { ...PLAN_EFFORT.strong, explore: 16, refineRounds: 1, refineBatch: 16, elite: 4, confirm: 3, confirmShakes: 4 },
  rethrows: 32,
};

export interface CoachRequest {
  /** The drill (plain data, as the library holds it). */
  readonly drill: Drill;
  /** The player's attempt: one flick per throw of the drill, as logged. */
  readonly flicks: readonly Flick[];
  readonly seed: number;
  readonly budget?: CoachBudget;
}

export interface FlickRecord {
  readonly passes: number;
  /** Mean points, 0–5. */
  readonly points: number;
  /** passes / tries. */
  readonly rate: number;
}

export interface CoachAdvice {
  readonly drillId: string;
  readonly tries: number;
  readonly player: FlickRecord;
  readonly coach: FlickRecord;
  readonly plan: DrillPlan;
  /** The coach's flicks as planned (no wobble), one per throw, for words and the ghost. */
  readonly coachFlicks: readonly Flick[];
  /** Trials run in all (planning and re-throws). */
  readonly trials: number;
  /** The first throw's paths for the ghost replay: the player's flick as logged, and the coach's re-throw 0. */
  readonly paths: { readonly player: readonly GhostFrame[]; readonly coach: readonly GhostFrame[] };
  /** The set-up dice each of those two throws moved, frame for frame with its path (the ghost draws them too). */
  readonly moved: { readonly player: readonly GhostDie[]; readonly coach: readonly GhostDie[] };
}

export interface CoachProgress {
  readonly done: number;
  readonly total: number;
}

/** Re-throw `i`'s seed for both flicks (well away from the planning search's seeds). */
export const rethrowSeed = (seed: number, i: number): number => (seed + 500_009 + 7919 * i) % 2_147_483_647;

export const coachTrials = (budget: CoachBudget): number => drillPlanTrials(budget.plan, 2) + 2 * budget.rethrows;

/** The drill's stored plan (bench:drills), if it has one. */
const storedPlan = (id: string): DrillPlan | undefined => (PLANS as Record<string, FlickParams[]>)[id];

/** The coach's flicks of `plan` for the drill's thrower, held as a hand picks a die up (the re-throws shake them afresh). */
export function planFlicks(drill: Drill, plan: DrillPlan, dieIds: readonly string[], seed: number): Flick[] {
  const rng = createRng(seed);
  const { thrower, seats } = drill.position;
  return plan.map((p, k) => flicksFor(thrower, seats, [dieIds[k] ?? dieIds[0]], p, [randomQuaternion(rng)])[0]);
}

/** Re-throw `i` of `flicks` (one per throw of the drill): seeded by `seed` and `i` alone, so any two flicks' re-throw i share the wobble, the shake and the table. */
export function rethrow(drill: Drill, flicks: readonly Flick[], seed: number, i: number, noise: HandNoise): DrillTrial {
  const s = rethrowSeed(seed, i);
  const rng = createRng(s);
  const { thrower, seats } = drill.position;
  return runDrill(drill, (dieId, k) => shakenFlick({ ...flicks[k], dieId }, thrower, seats, noise, rng), s);
}

/** The coach's work, one trial a step; returns the advice. Throws on a request with the wrong number of flicks. */
export function* coachSteps(request: CoachRequest): Generator<CoachProgress, CoachAdvice> {
  const drill = request.drill;
  if (request.flicks.length !== drill.throws) throw new Error(`the drill “${drill.id}” takes ${drill.throws} throws, not ${request.flicks.length}`);
  const budget = request.budget ?? COACH_BUDGET;
  const total = coachTrials(budget);
  const { thrower, seats } = drill.position;
  let done = 0;

  const own = request.flicks.map((f) => paramsOfFlick(f, thrower, seats));
  const stored = storedPlan(drill.id);
  const starts: DrillPlan[] = [own, stored ?? own];
  const planning = planDrillSteps(drill, request.seed, budget.plan, starts);
  let plan: DrillPlan;
  for (;;) {
    const r = planning.next();
    if (r.done) {
      plan = r.value;
      break;
    }
    yield { done: ++done, total };
  }
  const coachFlicks = planFlicks(drill, plan, request.flicks.map((f) => f.dieId), request.seed);

  const tally = { player: { passes: 0, points: 0 }, coach: { passes: 0, points: 0 } };
  for (let i = 0; i < budget.rethrows; i++) {
    for (const who of ["player", "coach"] as const) {
      const trial = rethrow(drill, who === "player" ? request.flicks : coachFlicks, request.seed, i, budget.plan.noise);
      if (trial.grade.passed) tally[who].passes++;
      tally[who].points += trial.grade.points;
      yield { done: ++done, total };
    }
  }
  // The ghost: the player's first flick as thrown, and the coach's as its re-throw 0 threw it.
  const ghostRng = createRng(rethrowSeed(request.seed, 0));
  const coachThrown = shakenFlick({ ...coachFlicks[0], dieId: request.flicks[0].dieId }, thrower, seats, budget.plan.noise, ghostRng);
  const mine = throwPaths(drill.position, request.flicks[0], request.seed);
  const theirs = throwPaths(drill.position, coachThrown, rethrowSeed(request.seed, 0));
  const paths = { player: mine.thrown, coach: theirs.thrown };
  const moved = { player: mine.moved, coach: theirs.moved };
  const record = (t: { passes: number; points: number }): FlickRecord => ({ passes: t.passes, points: t.points / budget.rethrows, rate: t.passes / budget.rethrows });
  return { drillId: drill.id, tries: budget.rethrows, player: record(tally.player), coach: record(tally.coach), plan, coachFlicks, trials: done, paths, moved };
}

/** The whole of the coach's work at once (tests and the bench; the worker steps it). */
export function coach(request: CoachRequest, onStep?: (p: CoachProgress) => void): CoachAdvice {
  const steps = coachSteps(request);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    onStep?.(r.value);
  }
}
