import { describe, expect, it } from "vitest";
import { newDicePokerGame, throwDice } from "../../games/dice-poker";
import { must, redToPlay, standOn } from "../../games/dice-poker/test-helpers";
import { pokerMode, pokerThrowPositions } from "./poker-mode";

describe("what the Dice Poker table waits for", () => {
  it("throws one die each in the roll-off and five to start a turn", () => {
    const game = must(newDicePokerGame([{ name: "Red", players: ["a"] }, { name: "Blue", players: ["b"] }]));
    expect(pokerMode(game, false)).toBe("throw");
    expect(pokerThrowPositions(game, [])).toEqual([0]);
    expect(pokerThrowPositions(redToPlay(), [])).toEqual([0, 1, 2, 3, 4]);
  });

  it("lets the player pick dice between throws, then throws just those", () => {
    const s = must(throwDice(redToPlay(), [2, 3, 4, 5, 5]));
    expect(pokerMode(s, false)).toBe("select");
    expect(pokerMode(s, true)).toBe("throw");
    expect(pokerThrowPositions(s, [4, 1])).toEqual([1, 4]);
  });

  it("waits for a chip once the hand is read", () => {
    expect(pokerMode(standOn(redToPlay(), [3, 2, 3, 2, 3]), false)).toBe("place");
  });
});
