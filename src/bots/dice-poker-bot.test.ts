import { describe, expect, it } from "vitest";
import { newDicePokerGame, rethrow, throwDice, type DicePokerState } from "../games/dice-poker";
import { must, redToPlay } from "../games/dice-poker/test-helpers";
import { diceFrom, seeded } from "../test-prng";
import { dicePokerBotStep } from "./dice-poker-bot";

/** Applies a throw step the way the table does: a first throw or roll-off, else a re-throw. */
function applyThrow(s: DicePokerState, positions: readonly number[], values: number[]) {
  return s.phase === "rolloff" || s.throwsMade === 0 ? throwDice(s, values) : rethrow(s, positions, values);
}

describe("the Dice Poker computer side", () => {
  it("throws one die in the roll-off and five to start a turn", () => {
    const game = must(newDicePokerGame([{ name: "Red", players: ["a"] }, { name: "Blue", players: ["b"] }]));
    expect(dicePokerBotStep(game)).toEqual({ kind: "throw", positions: [0] });
    expect(dicePokerBotStep(redToPlay())).toEqual({ kind: "throw", positions: [0, 1, 2, 3, 4] });
  });

  it("re-throws exactly the dice the policy lets go", () => {
    const s = must(throwDice(redToPlay(), [2, 3, 4, 5, 5]));
    expect(dicePokerBotStep(s)).toEqual({ kind: "throw", positions: [4] });
  });

  it("plays whole three-side games to two runs without a refused move", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const random = seeded(seed);
      let s = must(
        newDicePokerGame([
          { name: "Red", players: ["a"] },
          { name: "Blue", players: ["b"] },
          { name: "Gold", players: ["c"] },
        ]),
      );
      let steps = 0;
      for (let step = dicePokerBotStep(s); step; step = dicePokerBotStep(s)) {
        s =
          step.kind === "throw"
            ? must(applyThrow(s, step.positions, diceFrom(random, step.positions.length)))
            : must(step.result);
        if (++steps > 20000) throw new Error("the game never ended");
      }
      expect(s.phase).toBe("over");
      expect(s.runs[s.winner!].length).toBeGreaterThanOrEqual(2);
    }
  });
});
