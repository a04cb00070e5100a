import { describe, expect, it } from "vitest";
import { newDicePokerGame, throwDice } from "../../games/dice-poker";
import { must, redToPlay, standOn } from "../../games/dice-poker/test-helpers";
import { pokerMode } from "./poker-mode";

describe("what the Dice Poker table waits for", () => {
  it("throws one die each in the roll-off and five to start a turn", () => {
    const game = must(newDicePokerGame([{ name: "Red", players: ["a"] }, { name: "Blue", players: ["b"] }]));
    expect(pokerMode(game, false)).toBe("throw");
    expect(pokerMode(redToPlay(), false)).toBe("throw");
  });

  it("lets the player pick dice between throws, then throws the picked-up ones", () => {
    const s = must(throwDice(redToPlay(), [2, 3, 4, 5, 5]));
    expect(pokerMode(s, false)).toBe("select");
    expect(pokerMode(s, true)).toBe("throw");
  });

  it("waits for a chip once the hand is read", () => {
    expect(pokerMode(standOn(redToPlay(), [3, 2, 3, 2, 3]), false)).toBe("place");
  });
});
