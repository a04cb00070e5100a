// The ladder of hands the trainer's drills are measured against: how steadily a thrower repeats
// a flick it means. Each hand but `random` throws a planned flick (the five numbers of the flick
// box, bots/rykestra-flick-space.ts) with normal deviations of its own size on each number and
// a freshly shaken die; `random` throws uniform flicks from the seat and means nothing. A drill
// is fair when its pass rate falls down this ladder and a steady hand passes it well above luck.
//
//   perfect   the flick exactly as planned: only the shake of the die in hand varies
//   steady    the strong computer's hand (PLAN_EFFORT.strong): heading σ 0.86°, power σ 3 %
//   club      a practised player: heading σ 2.5°, power σ 8 %
//   beginner  a newcomer: heading σ 5°, power σ 15 %
//   random    any flick the seat could make, uniform in the flick box
//
// The issue that set the ladder gives each hand's heading and power; the other three numbers
// (where along the edge the hand lets go, the side spin, the tumble) grow with the heading's σ
// from the steady hand's, so a hand is unsteady in all it does alike.
import type { Drill } from "../games/rykestra/practice/drills";
import type { Rng } from "../physics";
import { PLAN_EFFORT, aimed, type PlanEffort } from "../bots/rykestra/plan-effort";
import { randomPlan, type DrillPlan } from "./drill-planner";

export type HandName = "perfect" | "steady" | "club" | "beginner" | "random";

/** Steadiest first. */
export const HAND_LADDER: readonly HandName[] = ["perfect", "steady", "club", "beginner", "random"];

export type HandNoise = PlanEffort["noise"];

const DEGREE = Math.PI / 180;
const STEADY = PLAN_EFFORT.strong.noise;

/** A hand whose heading σ is `headingDeg` and power σ `power`, its other numbers grown with the heading from the steady hand's. */
function handOf(headingDeg: number, power: number): HandNoise {
  const k = (headingDeg * DEGREE) / STEADY.heading;
  return { along: STEADY.along * k, heading: headingDeg * DEGREE, power, yaw: STEADY.yaw * k, tumble: STEADY.tumble * k };
}

/** Each hand's deviations (standard deviations: along cm, heading rad, power a fraction of itself, yaw rad/s, tumble); null for random flicks. */
export const HANDS: Readonly<Record<HandName, HandNoise | null>> = {
  perfect: { along: 0, heading: 0, power: 0, yaw: 0, tumble: 0 },
  steady: STEADY,
  club: handOf(2.5, 0.08),
  beginner: handOf(5, 0.15),
  random: null,
};

/** What `hand` throws when it means `plan`: the plan with the hand's deviations, or any flick at all for `random`. */
export function handPlan(hand: HandName, drill: Drill, plan: DrillPlan, rng: Rng): DrillPlan {
  const noise = HANDS[hand];
  if (noise === null) return randomPlan(drill, rng);
  return plan.map((p) => aimed(p, { ...PLAN_EFFORT.strong, noise }, rng));
}
