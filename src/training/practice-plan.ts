// "Throw for me" in free practice, as a lesson: the table picks what a good player would go
// for in this position — knock off the other seats' die lying nearest an edge (the easiest to
// send off), or with no other die on the mat, stop near the middle where a die is hardest to
// knock off — as a one-throw drill, plans it with the strong seat's search (drill-planner.ts),
// and throws the plan again with the strong hand's wobble and a fresh shake to say how often
// it works. Plain TS over the physics: it runs in a Web Worker (practice-plan.worker.ts) or Node.
import type { TablePoint } from "../geometry/types";
import { MAT } from "../geometry/table-layout";
import { createRng, seatThrowPosition } from "../physics";
import { PLAN_EFFORT, type PlanEffort } from "../bots/rykestra/plan-effort";
import { powerFor } from "../bots/rykestra/throw-reach";
import { clampParams, type FlickParams } from "../bots/rykestra/flick-space";
import { freeSpot, practiceDieIds, type PracticePosition } from "../games/rykestra/practice";
import { PASS_POINTS, type Drill } from "../games/rykestra/practice/drills";
import type { DieId } from "../games/rykestra/dice";
import { planDrill, throwPlan } from "./drill-planner";
import { exactAtan2, exactCos, exactSin, norm2 } from "../geometry/exact-math";

/** Which edge of the mat, as the thrower sees it. */
export type EdgeSide = "far" | "near" | "left" | "right";

export type Intent =
  /** Knock `target` off the mat over its nearest edge (`gap` cm from it), keeping the thrower's die on. */
  | { readonly kind: "knock-off"; readonly target: DieId; readonly owner: number; readonly value: number; readonly edge: EdgeSide; readonly gap: number; readonly others: number }
  /** Nothing of another seat's to hit: stop inside a circle near the middle. */
  | { readonly kind: "settle"; readonly spot: TablePoint; readonly r: number };

/** Re-throws of the plan that measure how often it works. */
export const PRACTICE_RETHROWS = 16;

export interface PracticePlan {
  readonly intent: Intent;
  readonly params: FlickParams;
  /** Passes of the intent's goal (5 points) in `tries` re-throws with the strong hand's aim noise and a fresh shake… */
  readonly passes: number;
  /** …and re-throws that did the main job at least (3 points or more: knocked it off, or stopped near the circle). */
  readonly jobs: number;
  readonly tries: number;
}

const HALF = MAT.size / 2;
/** A drill's middle rung: the job done, not cleanly (goals.ts). */
const JOB_POINTS = 3;

/** The unit vector a throw from `thrower`'s seat travels (straight ahead). */
export function travelOf(thrower: number, seats: number): TablePoint {
  const hand = seatThrowPosition(thrower, seats).position;
  const dx = MAT.centre.x - hand[0];
  const dz = MAT.centre.z - hand[2];
  const len = norm2(dx, dz);
  return { x: dx / len, z: dz / len };
}

/** The mat edge nearest `p`: its outward normal and the gap to it (cm). */
function nearestEdge(p: TablePoint): { normal: TablePoint; gap: number } {
  const edges = [
    { normal: { x: 0, z: -1 }, gap: p.z - (MAT.centre.z - HALF) },
    { normal: { x: 0, z: 1 }, gap: MAT.centre.z + HALF - p.z },
    { normal: { x: 1, z: 0 }, gap: MAT.centre.x + HALF - p.x },
    { normal: { x: -1, z: 0 }, gap: p.x - (MAT.centre.x - HALF) },
  ];
  return edges.reduce((a, b) => (b.gap < a.gap ? b : a));
}

/** An edge's outward normal named as the thrower sees it. */
export function edgeSide(normal: TablePoint, travel: TablePoint): EdgeSide {
  const ahead = normal.x * travel.x + normal.z * travel.z;
  if (ahead > 0.5) return "far";
  if (ahead < -0.5) return "near";
  // The thrower's right of a travel (x, z) is (−z, x).
  return normal.x * -travel.z + normal.z * travel.x > 0 ? "right" : "left";
}

/** What the strong player would go for in this position. */
export function chooseIntent(position: PracticePosition): Intent {
  const ids = practiceDieIds(position);
  const travel = travelOf(position.thrower, position.seats);
  const others = position.dice
    .map((d, i) => ({ d, id: ids[i], edge: nearestEdge(d) }))
    .filter((x) => x.d.owner !== position.thrower);
  if (others.length === 0) {
    const spot = freeSpot(position, MAT.centre) ?? MAT.centre;
    return { kind: "settle", spot, r: 3 };
  }
  // Nearest an edge first; between equals, the higher die (worth more, hardest to capture).
  const worth = (v: number) => (v === 0 ? 10 : v);
  const best = others.reduce((a, b) => (b.edge.gap < a.edge.gap - 1e-9 || (Math.abs(b.edge.gap - a.edge.gap) <= 1e-9 && worth(b.d.value) > worth(a.d.value)) ? b : a));
  return { kind: "knock-off", target: best.id, owner: best.d.owner, value: best.d.value, edge: edgeSide(best.edge.normal, travel), gap: best.edge.gap, others: others.length };
}

/** The intent as a one-throw drill the planner and the grader understand. */
export function intentDrill(position: PracticePosition, intent: Intent): Drill {
  const goal: Drill["goal"] = intent.kind === "knock-off" ? { kind: "knock-off", target: intent.target } : { kind: "land-in", area: { ...intent.spot, r: intent.r } };
  return { id: "free-practice", name: "Throw for me", tier: "club", brief: "", position, goal, throws: 1 };
}

/**
 * Aimed first guesses for the search: from three points along the thrower's edge, straight at
 * the point to reach, hard enough to carry a few cm past it (a die to knock off) or to stop
 * about there (a spot to land on); the search explores and refines from these as from its own.
 */
export function aimedGuesses(position: PracticePosition, intent: Intent): FlickParams[] {
  const ids = practiceDieIds(position);
  const i = intent.kind === "knock-off" ? ids.indexOf(intent.target) : -1;
  const goal = intent.kind === "knock-off" ? { x: position.dice[i].x, z: position.dice[i].z } : intent.spot;
  const from = seatThrowPosition(position.thrower, position.seats);
  const travel = travelOf(position.thrower, position.seats);
  const right = { x: -travel.z, z: travel.x };
  const extras = intent.kind === "knock-off" ? [4, 8, 12, 16] : [-2, 0, 2];
  const out: FlickParams[] = [];
  for (const along of [-3, 0, 3]) {
    const hx = from.position[0] + right.x * along;
    const hz = from.position[2] + right.z * along;
    const dx = goal.x - hx;
    const dz = goal.z - hz;
    const off = exactAtan2(dx, -dz) - from.heading;
    const heading = exactAtan2(exactSin(off), exactCos(off));
    for (const extra of extras) out.push(clampParams({ along, heading, power: powerFor(norm2(dx, dz) + extra), yaw: 0, tumble: 0.9 }));
  }
  return out;
}

/** Plans "Throw for me" for `position` (deterministic in `seed`). */
export function planPractice(position: PracticePosition, seed: number, effort: PlanEffort = PLAN_EFFORT.strong, tries = PRACTICE_RETHROWS): PracticePlan {
  const intent = chooseIntent(position);
  const drill = intentDrill(position, intent);
  const plan = planDrill(drill, seed, effort, aimedGuesses(position, intent).map((p) => [p]));
  const rng = createRng(seed ^ 0x7e57);
  let passes = 0;
  let jobs = 0;
  for (let k = 0; k < tries; k++) {
    const points = throwPlan(drill, plan, rng, effort, seed + 104729 * (k + 1)).grade.points;
    if (points >= PASS_POINTS) passes++;
    if (points >= JOB_POINTS) jobs++;
  }
  return { intent, params: plan[0], passes, jobs, tries };
}
