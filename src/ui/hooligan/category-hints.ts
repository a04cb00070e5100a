// Short words on a box button: what the dice on the felt would bring to that box.
import {
  categoryPoints,
  countOf,
  isStraight,
  straightPlan,
  THROWS_PER_TURN,
  type HooliganCategory,
  type HooliganTurn,
} from "../../games/hooligan";

export function categoryHint(category: HooliganCategory, turn: HooliganTurn): string {
  const last = turn.throwsMade >= THROWS_PER_TURN;
  if (category === "H") {
    if (isStraight(turn.dice)) return "a straight: 20";
    if (last) return "no straight: 0";
    const towards = straightPlan(turn.dice, turn.setAside).matched;
    return `${towards} of 5 towards a straight`;
  }
  const n = countOf(turn.dice, category);
  if (last) return `scores ${categoryPoints(category, turn.dice, turn.banked)}`;
  return n === 0 ? "none showing" : `${n} showing, ${category * n} so far`;
}
