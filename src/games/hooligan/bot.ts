// Computer players for Hooligan, at three strengths. Each says what to do; the caller performs
// the move (and supplies the dice for a throw). Easy takes the box its first throw fills best;
// good weighs each box against its worth later (plain heuristics, no lookahead); strong plays
// for the most expected points over the rounds left (bot-strong.ts).
import type { Strength } from "../strength";
import { strongAction } from "./bot-strong";
import type { HooliganAction } from "./bot-action";
import {
  canJoinStraight,
  categoryPoints,
  countOf,
  HOOLIGAN_POINTS,
  isStraight,
  NUMBER_CATEGORIES,
  THROWS_PER_TURN,
  type HooliganCategory,
} from "./categories";
import { diceToThrow, emptyCategories, type HooliganState } from "./state";
import { powInt } from "../../geometry/exact-math";

export type { HooliganAction } from "./bot-action";

/** Chance that one die shows a given face in at least one of `throws` throws. */
const hitChance = (throws: number) => 1 - powInt(5 / 6, throws);

/** What a category is worth on average when left for a later turn: the price of using it now. */
function laterValue(category: HooliganCategory): number {
  if (category === "H") return HOOLIGAN_POINTS * 0.4;
  return category * 5 * hitChance(THROWS_PER_TURN);
}

/** The straight (1–5 or 2–6) that the dice come closest to, and the positions worth keeping for it. */
export function straightPlan(dice: readonly number[], setAside: readonly boolean[]) {
  const plans = [
    [1, 2, 3, 4, 5],
    [2, 3, 4, 5, 6],
  ].map((target) => {
    const keptValues = dice.filter((_, i) => setAside[i]);
    if (!keptValues.every((v) => target.includes(v))) return { matched: -1, positions: [] as number[] };
    const have = new Set(keptValues);
    const positions: number[] = [];
    dice.forEach((d, i) => {
      if (!setAside[i] && target.includes(d) && !have.has(d)) {
        have.add(d);
        positions.push(i);
      }
    });
    return { matched: have.size, positions };
  });
  return plans[0].matched >= plans[1].matched ? plans[0] : plans[1];
}

/** Easy: the open number its dice show most points of, straight away (Hooligan only when nothing else is open). */
function easyAction(state: HooliganState): HooliganAction {
  const turn = state.turn!;
  if (turn.chosen === null) {
    const open = emptyCategories(state.sheets[turn.player]);
    const numbers = NUMBER_CATEGORIES.filter((n) => open.includes(n));
    if (numbers.length === 0) return { type: "choose", category: "H" };
    const best = numbers.reduce((a, b) => (categoryPoints(b, turn.dice) > categoryPoints(a, turn.dice) ? b : a));
    return { type: "choose", category: best };
  }
  return keepForStraight(state) ?? { type: "throw", count: diceToThrow(state) };
}

function keepForStraight(state: HooliganState): HooliganAction | null {
  const turn = state.turn!;
  if (turn.chosen !== "H") return null;
  const plan = straightPlan(turn.dice, turn.setAside);
  const kept = turn.dice.filter((_, i) => turn.setAside[i]);
  const adding = plan.positions.map((p) => turn.dice[p]);
  return plan.positions.length > 0 && canJoinStraight([...kept, ...adding]) ? { type: "keep", positions: plan.positions } : null;
}

export function hooliganBotAction(state: HooliganState, strength: Strength = "good"): HooliganAction | null {
  if (state.phase === "over") return null;
  if (state.phase === "rolloff") return { type: "throw", count: diceToThrow(state) };
  const turn = state.turn!;
  if (turn.throwsMade === 0) return { type: "throw", count: diceToThrow(state) };
  if (strength === "easy") return easyAction(state);
  if (strength === "strong") return strongAction(state);
  const open = emptyCategories(state.sheets[turn.player]);

  if (turn.chosen === null) {
    const throwsLeft = THROWS_PER_TURN - turn.throwsMade;
    if (throwsLeft === 0) {
      const best = [...open].sort(
        (a, b) =>
          categoryPoints(b, turn.dice) - laterValue(b) - (categoryPoints(a, turn.dice) - laterValue(a)),
      )[0];
      return { type: "choose", category: best };
    }
    if (open.includes("H") && (isStraight(turn.dice) || straightPlan(turn.dice, turn.setAside).matched >= 4)) {
      return { type: "choose", category: "H" };
    }
    const gains = NUMBER_CATEGORIES.filter((n) => open.includes(n)).map((n) => {
      const have = countOf(turn.dice, n);
      const expected = n * (have + (5 - have) * hitChance(throwsLeft));
      return { n, gain: expected - laterValue(n), have };
    });
    gains.sort((a, b) => b.gain - a.gain);
    const best = gains[0];
    if (best && (best.gain > 0 || throwsLeft === 1)) return { type: "choose", category: best.n };
    if (!best) return { type: "choose", category: "H" };
    return { type: "throw", count: diceToThrow(state) };
  }

  return keepForStraight(state) ?? { type: "throw", count: diceToThrow(state) };
}
