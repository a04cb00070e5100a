// The strong Hooligan player: after each throw it takes the box, or throws all five again,
// that gives the most expected points over the rounds left (expected-score.ts); with Hooligan
// chosen it keeps the dice that give the best chance of a straight.
import type { HooliganAction } from "./bot-action.ts";
import { THROWS_PER_TURN } from "./categories.ts";
import { bestStraightKeep, decide, facesOf, openSet } from "./expected-score.ts";
import { diceToThrow, emptyCategories, type HooliganState } from "./state.ts";

export function strongAction(state: HooliganState): HooliganAction {
  const turn = state.turn!;
  const left = THROWS_PER_TURN - turn.throwsMade;
  if (turn.chosen === null) {
    const { box } = decide(openSet(emptyCategories(state.sheets[turn.player])), turn.dice, left);
    if (box !== null) return { type: "choose", category: box };
  } else if (turn.chosen === "H" && left > 0) {
    const kept = turn.dice.filter((_, i) => turn.setAside[i]);
    const free = turn.dice.filter((_, i) => !turn.setAside[i]);
    const add = facesOf(bestStraightKeep(kept, free, left).bits).filter((v) => !kept.includes(v));
    const positions = add.map((v) => turn.dice.findIndex((d, i) => d === v && !turn.setAside[i]));
    if (positions.length > 0) return { type: "keep", positions };
  }
  return { type: "throw", count: diceToThrow(state) };
}
