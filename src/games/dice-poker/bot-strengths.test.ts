import { describe, expect, it } from "vitest";
import { squareAt } from "./board";
import { dicePokerBotAction } from "./bot";
import { throwDice } from "./moves";
import { must, redToPlay, standOn, WILD, withChips } from "./test-helpers";

describe("the strong Dice Poker player", () => {
  it("completes its own run when it can", () => {
    const row = [0, 1, 2, 3].map((c) => squareAt(6, c));
    const s = standOn(withChips(redToPlay(), [row, [squareAt(0, 0), squareAt(0, 1), squareAt(0, 2)]]), WILD);
    expect(dicePokerBotAction(s, "strong")).toEqual({ type: "place", square: squareAt(6, 4) });
  });

  it("blocks the other side's run of four", () => {
    const theirs = [0, 1, 2, 3].map((c) => squareAt(0, c));
    const s = standOn(withChips(redToPlay(), [[squareAt(6, 6)], theirs]), WILD);
    expect(dicePokerBotAction(s, "strong")).toEqual({ type: "place", square: squareAt(0, 4) });
  });

  it("prefers its own run to a block", () => {
    const mine = [0, 1, 2, 3].map((c) => squareAt(6, c));
    const theirs = [0, 1, 2, 3].map((c) => squareAt(0, c));
    const s = standOn(withChips(redToPlay(), [mine, theirs]), WILD);
    expect(dicePokerBotAction(s, "strong")).toEqual({ type: "place", square: squareAt(6, 4) });
  });

  it("stands on five of a kind and re-throws a hand that places nothing", () => {
    expect(dicePokerBotAction(must(throwDice(redToPlay(), WILD)), "strong")).toEqual({ type: "stand" });
    const junk = dicePokerBotAction(must(throwDice(redToPlay(), [1, 2, 4, 5, 6])), "strong");
    expect(junk?.type).toBe("rethrow");
  });
});

describe("the easy Dice Poker player", () => {
  it("keeps its biggest group and re-throws the rest", () => {
    expect(dicePokerBotAction(must(throwDice(redToPlay(), [3, 3, 1, 5, 6])), "easy")).toEqual({ type: "rethrow", positions: [2, 3, 4] });
  });

  it("builds its own line but does not block the other side's four", () => {
    const theirs = [0, 1, 2, 3].map((c) => squareAt(0, c));
    const mine = [squareAt(6, 0), squareAt(6, 1), squareAt(6, 2)];
    const s = standOn(withChips(redToPlay(), [mine, theirs]), WILD);
    expect(dicePokerBotAction(s, "easy")).not.toEqual({ type: "place", square: squareAt(0, 4) });
  });
});
