import { describe, expect, it } from "vitest";
import { fiveThousandBotChoice } from "./bot.ts";
import { newFiveThousandGame } from "./state.ts";
import { anaThenBen, must, withScores } from "./test-helpers.ts";
import { setAside, throwDice } from "./turn.ts";

describe("the Five Thousand computer player", () => {
  it("throws in the roll-off and at the start of a turn", () => {
    expect(fiveThousandBotChoice(must(newFiveThousandGame({ players: ["Ana", "Ben"] })))).toEqual({ setAside: [], then: "throw" });
    expect(fiveThousandBotChoice(anaThenBen())).toEqual({ setAside: [], then: "throw" });
  });

  it("takes three 1s and banks with three dice left", () => {
    const s = must(throwDice(anaThenBen(), [1, 2, 1, 3, 1, 4]));
    expect(fiveThousandBotChoice(s)).toEqual({ setAside: [0, 2, 4], then: "bank" });
  });

  it("takes a lone 1 rather than the 1 and the 5 while many dice remain, and throws on", () => {
    const s = must(throwDice(anaThenBen(), [5, 2, 3, 1, 6, 6]));
    expect(fiveThousandBotChoice(s)).toEqual({ setAside: [3], then: "throw" });
  });

  it("takes all six when every die scores", () => {
    const s = must(throwDice(anaThenBen(), [3, 3, 6, 6, 2, 2]));
    expect(fiveThousandBotChoice(s)?.setAside).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("throws again on hot dice instead of banking", () => {
    let s = must(setAside(must(throwDice(anaThenBen(), [1, 1, 1, 2, 3, 4])), [0, 1, 2]));
    s = must(throwDice(s, [5, 5, 5]));
    expect(fiveThousandBotChoice(s)).toEqual({ setAside: [0, 1, 2], then: "throw" });
  });

  it("throws again on hot dice from one throw scored as smaller combinations, even when banking would reach the target", () => {
    const s = must(throwDice(withScores(anaThenBen(), [4000, 0]), [1, 1, 1, 1, 5, 5]));
    expect(fiveThousandBotChoice(s)).toEqual({ setAside: [0, 1, 2, 3, 4, 5], then: "throw" });
  });

  it("may bank a six-dice combination when that reaches the target", () => {
    const s = must(throwDice(withScores(anaThenBen(), [4000, 0]), [1, 1, 5, 5, 3, 3]));
    expect(fiveThousandBotChoice(s)).toEqual({ setAside: [0, 1, 2, 3, 4, 5], then: "bank" });
  });

  it("keeps throwing below the minimum to bank", () => {
    const s = must(throwDice(anaThenBen({ minimumToBank: 350 }), [1, 1, 2, 3, 4, 6]));
    expect(fiveThousandBotChoice(s)?.then).toBe("throw");
  });

  it("keeps throwing in the final round until it can catch the leader", () => {
    const behind = must(throwDice(withScores(anaThenBen(), [5200, 3000]), [2, 2, 2, 3, 4, 6]));
    const ben = must(throwDice({ ...behind, turn: { ...behind.turn!, player: 1, thrown: null } }, [1, 1, 1, 3, 4, 6]));
    expect(fiveThousandBotChoice(ben)?.then).toBe("throw");
    const close = withScores(ben, [5200, 4300]);
    expect(fiveThousandBotChoice(close)?.then).toBe("bank");
  });

  it("has nothing to do once the game is over", () => {
    expect(fiveThousandBotChoice({ ...anaThenBen(), turn: null, winners: [0] })).toBeNull();
  });
});
