// A simple computer player for Hooligan: plain heuristics, no lookahead. It says what to do;
// the caller performs the move (and supplies the dice for a throw).
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

export type HooliganAction =
  | { readonly type: "throw"; readonly count: number }
  | { readonly type: "choose"; readonly category: HooliganCategory }
  | { readonly type: "keep"; readonly positions: readonly number[] }
  | { readonly type: "score" };

/** Chance that one die shows a given face in at least one of `throws` throws. */
const hitChance = (throws: number) => 1 - (5 / 6) ** throws;

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

export function hooliganBotAction(state: HooliganState): HooliganAction | null {
  if (state.phase === "over") return null;
  if (state.phase === "rolloff") return { type: "throw", count: diceToThrow(state) };
  const turn = state.turn!;
  if (turn.throwsMade === 0) return { type: "throw", count: diceToThrow(state) };
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

  if (turn.chosen === "H") {
    const plan = straightPlan(turn.dice, turn.setAside);
    const kept = turn.dice.filter((_, i) => turn.setAside[i]);
    const adding = plan.positions.map((p) => turn.dice[p]);
    if (plan.positions.length > 0 && canJoinStraight([...kept, ...adding])) {
      return { type: "keep", positions: plan.positions };
    }
  }
  return { type: "throw", count: diceToThrow(state) };
}
