import { describe, expect, it } from "vitest";
import { prompt } from "./prompt.ts";
import { rollOffThrow } from "./roll-off.ts";
import { newFiveThousandGame } from "./state.ts";
import { anaThenBen, must, withScores, lines } from "./test-helpers.ts";
import { setAside, throwDice } from "./turn.ts";

describe("the Five Thousand prompt", () => {
  it("asks for roll-off dice, and again after a tie", () => {
    const s = must(newFiveThousandGame({ players: ["Ana", "Ben"] }));
    expect(prompt(s)).toBe("Roll-off for the last seat: Ana throws one die");
    const tied = must(rollOffThrow(must(rollOffThrow(must(rollOffThrow(must(newFiveThousandGame({ players: ["Ana", "Ben", "Cy"] })), 4)), 4)), 1));
    expect(prompt(tied)).toBe("Roll-off for the last seat: Ana throws one die again");
  });

  it("walks a turn from throw to bank", () => {
    let s = anaThenBen();
    expect(prompt(s)).toBe("Ana to throw six dice");
    s = must(throwDice(s, [1, 5, 2, 3, 4, 4]));
    expect(prompt(s)).toBe("Ana: set aside scoring dice");
    s = must(setAside(s, [0]));
    expect(prompt(s)).toBe("Ana: bank 100, set aside more or throw the other 5 dice");
    s = must(setAside(s, [1]));
    s = must(throwDice(s, [1, 2, 3, 4]));
    expect(prompt(s)).toBe("Ana: set aside scoring dice (turn 150)");
  });

  it("speaks of hot dice and of the minimum to bank", () => {
    let s = must(setAside(must(throwDice(anaThenBen(), [1, 1, 1, 2, 3, 4])), [0, 1, 2]));
    s = must(setAside(must(throwDice(s, [5, 5, 5])), [0, 1, 2]));
    expect(prompt(s)).toBe("Hot dice: Ana must throw all six again (turn 1500)");
    const whole = must(setAside(must(throwDice(anaThenBen(), [1, 1, 1, 1, 5, 5])), [0, 1, 2, 3, 4, 5]));
    expect(prompt(whole)).toBe("Hot dice: Ana must throw all six again (turn 1200)");
    const pairs = must(setAside(must(throwDice(anaThenBen(), [1, 1, 5, 5, 3, 3])), [0, 1, 2, 3, 4, 5]));
    expect(prompt(pairs)).toBe("Ana: bank 1500 or throw all six");
    const low = must(setAside(must(throwDice(anaThenBen({ minimumToBank: 350 }), [1, 2, 3, 4, 6, 6])), [0]));
    expect(prompt(low)).toBe("Ana: throw the other 5 dice (350 needed to bank; turn 100)");
  });

  it("marks the final round and names the winners", () => {
    const s = withScores(anaThenBen(), [5000, 10]);
    expect(prompt({ ...s, turn: { ...s.turn!, player: 1 } })).toBe("Ben to throw six dice (final round)");
    expect(prompt({ ...s, turn: null, winners: [0] })).toBe("Ana wins with 5000");
  });

  it("speaks to the seat called You in the second person", () => {
    const s = must(newFiveThousandGame({ players: ["You", "Ben"] }));
    expect(prompt(s)).toBe("Roll-off for the last seat: you throw one die");
    const started = must(rollOffThrow(must(rollOffThrow(s, 2)), 6));
    expect(lines(started).at(-1)).toBe("Ben goes last; you start");
    let hot = must(setAside(must(throwDice(started, [1, 1, 1, 2, 3, 4])), [0, 1, 2]));
    hot = must(setAside(must(throwDice(hot, [5, 5, 5])), [0, 1, 2]));
    expect(prompt(hot)).toBe("Hot dice: you must throw all six again (turn 1500)");
    const again = must(throwDice(hot, [2, 3, 4, 6, 6, 2]));
    expect(lines(again)).toContain("Hot dice: you throw all six again on 1500");
    expect(lines(again).at(-1)).toBe("Nothing scores: you lose the turn's 1500");
    const blank = must(throwDice(must(rollOffThrow(must(rollOffThrow(s, 6)), 2)), [2, 3, 4, 6, 6, 2]));
    expect(lines(blank)).toContain("Nothing scores: Ben's turn ends");
    expect(prompt({ ...started, turn: null, winners: [0] })).toBe("You win with 0");
  });
});
