import { must } from "../test-moves";
import type { HooliganCategory } from "./categories";
import { choose, keep, score, throwDice } from "./moves";
import { newHooliganGame, openTurn, type HooliganState, type ScoreSheet } from "./state";

export { must };

export type Step = readonly number[] | HooliganCategory | { keep: readonly number[] } | "score";

/** Plays steps in order: an array is a throw, a category a choice, {keep} a keep, "score" a stop. */
export function play(state: HooliganState, ...steps: Step[]): HooliganState {
  return steps.reduce<HooliganState>((s, step) => {
    if (Array.isArray(step)) return must(throwDice(s, step));
    if (step === "score") return must(score(s));
    if (typeof step === "object" && "keep" in step) return must(keep(s, step.keep));
    return must(choose(s, step as HooliganCategory));
  }, state);
}

/** A one-player game, already in play. */
export const solo = () => must(newHooliganGame(["Ann"]));

/** A one-player game whose sheet already holds these scores, at the matching round. */
export function soloWith(filled: Partial<Record<HooliganCategory, number>>): HooliganState {
  const base = solo();
  const sheet: ScoreSheet = { ...base.sheets[0], ...filled };
  const round = Object.keys(filled).length + 1;
  return openTurn({ ...base, sheets: [sheet], round, turn: null });
}
