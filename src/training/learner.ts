// Simulated learners for bench:coach's "a coach shown to teach": a hand with a fixed bias (it
// throws 6° right of what it means and 20 % too hard) and a beginner's wobble, which gets better
// only by what it is told. Pure rules: what a learner means to throw next, from what it saw.
//
// Both learners aim as the keyboard aim pad does (a heading off the seat's facing and a power,
// let go from the middle of the edge with a rolling die's tumble and no side spin), and both
// start each drill at the naive aim: straight at the drill's point (a circle's centre, the die to
// move) with the power the reach rule gives for its distance (6 + 45·power cm).
//
//   grade only  sees its grade, its flick's quality (mean points, pass rate) and where its die
//               stopped on average over the quality's re-throws. While its flick's quality points
//               are under 3 (it seldom reaches what it aims at: the circle's near ring, the die) it
//               moves its aim by 0.3 of the miss (the mean stop against the drill's point, turned
//               into a heading and a power by the same reach rule), as a player corrects by eye.
//               From 3 up it hill-climbs on quality points: it keeps the aim that scored best
//               (that score fading by 5 % an attempt, so one lucky flick does not hold it for
//               ever) and throws that aim plus a random step (σ 2°, σ 0.04 power). Every aim also
//               takes a small random step (σ 1°, σ 0.02) while it steers.
//   coached     sees what the coach card shows: the coach's aim (the heading and power "Try this
//               on the keyboard aim" sets) and its own flick's numbers beside it. It estimates its
//               bias as the running mean of what it threw against what it meant, and when the coach
//               ranks its flick above the player's it means the coach's aim less that estimate;
//               otherwise ("keep", "unlucky", "hard") it throws the same aim again.
import type { TablePoint } from "../geometry/types";
import { exactAtan2, exactCos, exactSin, norm2 } from "../geometry/exact-math";
import { seatThrowPosition, type Rng } from "../physics";
import { aimed, PLAN_EFFORT } from "../bots/rykestra/plan-effort";
import { clampParams, type FlickParams } from "../bots/rykestra/flick-space";
import { powerFor, reachFor } from "../bots/rykestra/throw-reach";
import { practiceDieIds } from "../games/rykestra/practice";
import type { Drill } from "../games/rykestra/practice/drills";
import { HANDS, type HandNoise } from "./hands";

const DEGREE = Math.PI / 180;

/** What a learner means to throw: radians off its facing (+ right) and power 0..1. */
export interface LearnerAim {
  readonly heading: number;
  readonly power: number;
}

export interface LearnerHand {
  /** Added to every heading it means (radians, + right). */
  readonly headingBias: number;
  /** Every power it means is multiplied by this. */
  readonly powerBias: number;
  readonly noise: HandNoise;
}

/** The learner: 6° right, 20 % too hard, a beginner's wobble (heading σ 5°, power σ 15 %). */
export const BIASED_BEGINNER: LearnerHand = { headingBias: 6 * DEGREE, powerBias: 1.2, noise: HANDS.beginner! };

/** The keyboard aim's flick: from the middle of the edge, no side spin, a rolling die's tumble. */
export const aimParams = (aim: LearnerAim): FlickParams => clampParams({ along: 0, heading: aim.heading, power: aim.power, yaw: 0, tumble: 1 });

/** What `hand` throws when it means `aim`: its bias, then its wobble on all five numbers. */
export function thrownParams(hand: LearnerHand, aim: LearnerAim, rng: Rng): FlickParams {
  const meant = aimParams({ heading: aim.heading + hand.headingBias, power: aim.power * hand.powerBias });
  return aimed(meant, { ...PLAN_EFFORT.strong, noise: hand.noise }, rng);
}

/** The point a drill asks the die towards: a circle's centre, else the die it is to move (the first of two). */
export function drillPoint(drill: Drill): TablePoint {
  const g = drill.goal;
  if (g.kind === "land-in") return { x: g.area.x, z: g.area.z };
  const target = g.kind === "knock-both" ? g.targets[0] : g.target;
  const i = practiceDieIds(drill.position).indexOf(target);
  const d = drill.position.dice[i];
  if (!d) throw new Error(`drill “${drill.id}” has no die ${target}`);
  return { x: d.x, z: d.z };
}

/** The hand's place and facing at the drill's thrower seat, on the table plane. */
function hand(drill: Drill) {
  const base = seatThrowPosition(drill.position.thrower, drill.position.seats);
  return { x: base.position[0], z: base.position[2], facing: base.heading };
}

const wrap = (a: number) => exactAtan2(exactSin(a), exactCos(a));
const clampAim = (a: LearnerAim): LearnerAim => ({ heading: Math.max(-0.75, Math.min(0.75, a.heading)), power: Math.max(0, Math.min(1, a.power)) });

/** The aim straight at `point` with the reach rule's power for its distance. */
export function aimAtPoint(drill: Drill, point: TablePoint): LearnerAim {
  const h = hand(drill);
  const dx = point.x - h.x;
  const dz = point.z - h.z;
  // Heading h faces (sin h, −cos h).
  return clampAim({ heading: wrap(exactAtan2(dx, -dz) - h.facing), power: powerFor(Math.sqrt(dx * dx + dz * dz)) });
}

/** The naive first aim at a drill: straight at its point. */
export const naiveAim = (drill: Drill): LearnerAim => aimAtPoint(drill, drillPoint(drill));

/**
 * The aim that would move a die's stop from `stop` onto the drill's point, as a player reads it:
 * the turn that swings the stop onto the point's line, and the reach rule's change of power for
 * the change of distance. `share` of the way (1: all of it).
 */
export function steered(drill: Drill, aim: LearnerAim, stop: TablePoint, share: number): LearnerAim {
  const h = hand(drill);
  const point = drillPoint(drill);
  const bearing = (p: TablePoint) => wrap(exactAtan2(p.x - h.x, -(p.z - h.z)) - h.facing);
  const distance = (p: TablePoint) => norm2(p.x - h.x, p.z - h.z);
  const turn = wrap(bearing(point) - bearing(stop));
  const farther = distance(point) - distance(stop);
  return clampAim({ heading: aim.heading + share * turn, power: aim.power + (share * farther) / (reachFor(1) - reachFor(0)) });
}

/** What the grade-only learner saw of one attempt. */
export interface GradeSeen {
  /** The attempt's quality points (the quality's mean points, 0–5). */
  readonly points: number;
  /** Where its die stopped on average over the quality's re-throws, or null if it never stayed on. */
  readonly meanStop: TablePoint | null;
}

export interface GradeOnlyState {
  readonly aim: LearnerAim;
  /** The aim that scored the most quality points while hill-climbing, and that score (fading). */
  readonly best: { readonly aim: LearnerAim; readonly points: number } | null;
}

/** Quality points from which the grade-only learner hill-climbs instead of steering by the stop. */
export const GRADE_ONLY_CLIMB = 3;
/** How much of the seen miss the grade-only learner corrects each time it steers. */
export const GRADE_ONLY_SHARE = 0.3;
/** Its random step while steering, and while hill-climbing: heading σ (radians) and power σ. */
export const GRADE_ONLY_STEP = { heading: 1 * DEGREE, power: 0.02 };
export const GRADE_ONLY_CLIMB_STEP = { heading: 2 * DEGREE, power: 0.04 };
/** The best score's fade per attempt. */
export const GRADE_ONLY_FADE = 0.95;

export const gradeOnlyStart = (drill: Drill): GradeOnlyState => ({ aim: naiveAim(drill), best: null });

const stepped = (a: LearnerAim, step: { heading: number; power: number }, rng: Rng): LearnerAim => clampAim({ heading: a.heading + rng.normal() * step.heading, power: a.power + rng.normal() * step.power });

/** The grade-only learner's next aim after seeing `seen` for its aim `state.aim`. */
export function gradeOnlyNext(drill: Drill, state: GradeOnlyState, seen: GradeSeen, rng: Rng): GradeOnlyState {
  const faded = state.best && { ...state.best, points: state.best.points * GRADE_ONLY_FADE };
  if (seen.points < GRADE_ONLY_CLIMB && (faded === null || faded.points < GRADE_ONLY_CLIMB)) {
    const from = seen.meanStop === null ? state.aim : steered(drill, state.aim, seen.meanStop, GRADE_ONLY_SHARE);
    return { aim: stepped(from, GRADE_ONLY_STEP, rng), best: faded };
  }
  const best = faded === null || seen.points > faded.points ? { aim: state.aim, points: seen.points } : faded;
  return { aim: stepped(best.aim, GRADE_ONLY_CLIMB_STEP, rng), best };
}

/** What the coached learner read on the coach card after one attempt. */
export interface CoachSeen {
  /** The coach's aim: the heading and power its "Try this on the keyboard aim" sets. */
  readonly coach: LearnerAim;
  /** Its own flick's heading and power, as the card's "In numbers — yours" gives them. */
  readonly thrown: LearnerAim;
  /** Whether the coach ranks its flick above the player's (the card then advises a change). */
  readonly coachBetter: boolean;
}

export interface CoachedState {
  readonly aim: LearnerAim;
  /** Attempts whose numbers it has read, and the sums of (thrown − meant heading) and (thrown ÷ meant power). */
  readonly told: number;
  readonly headingOff: number;
  readonly powerRatio: number;
}

export const coachedStart = (drill: Drill, before?: CoachedState): CoachedState => ({ told: 0, headingOff: 0, powerRatio: 0, ...before, aim: naiveAim(drill) });

/** The bias the coached learner believes it has: the running means of what it was told (none before the first). */
export function believedBias(s: CoachedState): { heading: number; power: number } {
  return s.told === 0 ? { heading: 0, power: 1 } : { heading: s.headingOff / s.told, power: s.powerRatio / s.told };
}

/** The coached learner's next aim after reading the card. A meant power of 0 tells nothing of the power's bias. */
export function coachedNext(state: CoachedState, seen: CoachSeen): CoachedState {
  const powerTold = state.aim.power > 0.02;
  const told = { told: state.told + 1, headingOff: state.headingOff + (seen.thrown.heading - state.aim.heading), powerRatio: state.powerRatio + (powerTold ? seen.thrown.power / state.aim.power : 1) };
  const bias = believedBias({ ...state, ...told });
  const aim = seen.coachBetter ? clampAim({ heading: seen.coach.heading - bias.heading, power: seen.coach.power / bias.power }) : state.aim;
  return { ...told, aim };
}
