// What a Rykestra planner's strength is: how hard it searches (candidates explored, rounds of
// refinement, the few best confirmed) and how steady its hand is (the aim noise its real throw
// and its confirming trials are made with).
import type { Strength } from "../../games/strength";
import type { Rng } from "../../physics";
import { clampParams, type FlickParams } from "./flick-space";

/** How hard a planner works and how steady its hand is. */
export interface PlanEffort {
  /** Exploring candidates. */
  readonly explore: number;
  /** Cross-entropy rounds after exploring, and candidates drawn in each. */
  readonly refineRounds: number;
  readonly refineBatch: number;
  /** Best candidates the refinement centres on. */
  readonly elite: number;
  /** Best candidates thrown again at the end, and how many times each. */
  readonly confirm: number;
  readonly confirmShakes: number;
  /** Aim noise on the real throw: standard deviations per parameter (power as a fraction of itself). */
  readonly noise: { readonly along: number; readonly heading: number; readonly power: number; readonly yaw: number; readonly tumble: number };
}

/**
 * Easy looks at a few throws and has a loose hand; strong tries 256 and refines round the
 * best with a steady one. Headings in radians: 0.1 rad is about 6°.
 */
export const PLAN_EFFORT: Readonly<Record<Strength, PlanEffort>> = {
  easy: { explore: 24, refineRounds: 0, refineBatch: 0, elite: 4, confirm: 0, confirmShakes: 0, noise: { along: 1, heading: 0.1, power: 0.15, yaw: 4, tumble: 0.2 } },
  good: { explore: 128, refineRounds: 2, refineBatch: 24, elite: 8, confirm: 4, confirmShakes: 4, noise: { along: 0.5, heading: 0.04, power: 0.06, yaw: 2, tumble: 0.1 } },
  strong: { explore: 256, refineRounds: 2, refineBatch: 32, elite: 12, confirm: 8, confirmShakes: 9, noise: { along: 0.25, heading: 0.015, power: 0.03, yaw: 1, tumble: 0.05 } },
};

export const plannedTrials = (e: PlanEffort): number => e.explore + e.refineRounds * e.refineBatch + e.confirm * e.confirmShakes;

/** Parameters as the strength's hand throws them: the aim with its noise. */
export function aimed(params: FlickParams, effort: PlanEffort, rng: Rng): FlickParams {
  const n = effort.noise;
  return clampParams({
    along: params.along + rng.normal() * n.along,
    heading: params.heading + rng.normal() * n.heading,
    power: params.power * (1 + rng.normal() * n.power),
    yaw: params.yaw + rng.normal() * n.yaw,
    tumble: params.tumble + rng.normal() * n.tumble,
  });
}
