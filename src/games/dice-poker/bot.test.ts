import { describe, expect, it } from "vitest";
import { squareAt, squaresOf } from "./board";
import { dicePokerBotAction, squareValue } from "./bot";
import { throwDice } from "./moves";
import { must, redToPlay, standOn, WILD, withChips } from "./test-helpers";

describe("the Dice Poker computer player", () => {
  it("completes its own run when five of a kind allows it", () => {
    const row = [0, 1, 2, 3].map((c) => squareAt(6, c));
    const s = standOn(withChips(redToPlay(), [row, []]), WILD);
    expect(dicePokerBotAction(s)).toEqual({ type: "place", square: squareAt(6, 4) });
  });

  it("values a square on its own growing line above an isolated one", () => {
    const board = withChips(redToPlay(), [[squareAt(0, 0), squareAt(0, 1)], []]).board;
    expect(squareValue(board, 0, squareAt(0, 2))).toBeGreaterThan(squareValue(board, 0, squareAt(6, 6)));
  });

  it("keeps four dice of a straight and throws the odd one", () => {
    const s = must(throwDice(redToPlay(), [2, 3, 4, 5, 5]));
    expect(dicePokerBotAction(s)).toEqual({ type: "rethrow", positions: [4] });
  });

  it("stands on a full house with an open square", () => {
    const s = must(throwDice(redToPlay(), [2, 2, 5, 5, 5]));
    expect(squaresOf("full-house").every((q) => s.board[q] === null)).toBe(true);
    expect(dicePokerBotAction(s)).toEqual({ type: "stand" });
  });
});
