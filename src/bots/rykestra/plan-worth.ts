// What a planner's candidate is worth: one trial of a flick is one bounce among many, so a
// candidate is ranked on its own score smoothed with its neighbours' in the flick box, and a
// confirmed candidate on its re-throws beside that smoothed worth.
import { PARAM_BOUNDS, PARAM_NAMES, type FlickParams } from "./flick-space";
import { exactExp } from "../../geometry/exact-math";

export interface Candidate {
  readonly params: FlickParams;
  /** Scores of its trials (one, or more once confirmed). */
  readonly scores: number[];
}

export const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Bandwidth of the smoothing kernel, in units of each parameter's whole range. */
export const SMOOTHING_WIDTH = 0.08;
/** Weight of the plan's overall mean in every smoothed worth: an isolated trial counts for half. */
const PRIOR_WEIGHT = 1;
/** How many re-throws a confirmed candidate's smoothed worth counts as, beside its own re-throws. */
const CONFIRM_PRIOR = 3;
/** A refused or disastrous trial counts as this in the smoothing, not as −∞. */
const FLOOR_SCORE = -20;

/**
 * Each candidate's worth as the kernel-weighted mean of the scores of the candidates near it in
 * the flick box (itself included, with weight 1), shrunk towards the mean of all: a flick whose
 * neighbours also did well is a flick that works, not one bounce that happened to.
 */
export function smoothedWorth(tried: readonly Candidate[]): number[] {
  const n = tried.length;
  const own = tried.map((c) => Math.max(FLOOR_SCORE, mean(c.scores)));
  const all = mean(own);
  const scale = PARAM_NAMES.map((k) => 1 / ((PARAM_BOUNDS[k][1] - PARAM_BOUNDS[k][0]) * SMOOTHING_WIDTH));
  const xs = tried.map((c) => PARAM_NAMES.map((k, j) => c.params[k] * scale[j]));
  const sum = own.map((s) => s + PRIOR_WEIGHT * all);
  const weight = new Array<number>(n).fill(1 + PRIOR_WEIGHT);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let d2 = 0;
      for (let k = 0; k < xs[i].length; k++) d2 += (xs[i][k] - xs[j][k]) * (xs[i][k] - xs[j][k]);
      if (d2 > 9) continue;
      const w = exactExp(-d2 / 2);
      sum[i] += w * own[j];
      weight[i] += w;
      sum[j] += w * own[i];
      weight[j] += w;
    }
  }
  return sum.map((s, i) => s / weight[i]);
}

/** A confirmed candidate's worth: each re-throw's score (the first, lucky by selection, left out), plus `smoothed` standing for CONFIRM_PRIOR more. */
export function confirmedWorth(scores: readonly number[], smoothed: number): number {
  const again = scores.slice(1).map((x) => Math.max(FLOOR_SCORE, x));
  return (again.reduce((a, b) => a + b, 0) + CONFIRM_PRIOR * smoothed) / (again.length + CONFIRM_PRIOR);
}
