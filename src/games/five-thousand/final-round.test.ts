import { describe, expect, it } from "vitest";
import { rollOffThrow } from "./roll-off.ts";
import { newFiveThousandGame, type FiveThousandState } from "./state.ts";
import { anaThenBen, must, withScores, lines } from "./test-helpers.ts";
import { bank, setAside, throwDice } from "./turn.ts";

/** One whole turn: throw six, keep the 1s and 5s and bank them. */
const bankTurn = (s: FiveThousandState, dice: number[]) => {
  const keep = dice.flatMap((d, i) => (d === 1 || d === 5 ? [i] : []));
  return must(bank(must(setAside(must(throwDice(s, dice)), keep))));
};
const NOTHING = [2, 3, 4, 6, 2, 3];
const FIFTY = [5, 2, 3, 4, 6, 6];

describe("the end of a Five Thousand game", () => {
  it("finishes the round after a player reaches 5000 so everyone has equal turns", () => {
    let s = withScores(anaThenBen(), [4980, 4100]);
    s = bankTurn(s, FIFTY);
    expect(s.winners).toBeNull();
    expect(lines(s).at(-1)).toBe("Ana reached 5000: the round is played out so everyone has the same number of turns");
    expect(s.turn?.player).toBe(1);
    s = bankTurn(s, [1, 1, 1, 2, 3, 4]);
    expect(s.winners).toEqual([1]);
    expect(s.players.map((p) => p.turns)).toEqual([1, 1]);
    expect(lines(s).at(-1)).toBe("Ben wins with 5100");
  });

  it("gives the win to whoever reached 5000 when the others fall short", () => {
    let s = withScores(anaThenBen(), [4980, 4000]);
    s = bankTurn(s, FIFTY);
    s = must(throwDice(s, NOTHING));
    expect(s.winners).toEqual([0]);
  });

  it("ends at once when the last seat reaches 5000", () => {
    let s = withScores(anaThenBen(), [100, 4980]);
    s = bankTurn(s, FIFTY);
    s = bankTurn(s, FIFTY);
    expect(s.winners).toEqual([1]);
    expect(s.turn).toBeNull();
  });

  it("lets equal highest scores share the win", () => {
    let s = withScores(anaThenBen(), [4950, 5050]);
    s = bankTurn(s, [5, 5, 2, 3, 4, 6]);
    s = must(throwDice(s, NOTHING));
    expect(s.winners).toEqual([0, 1]);
    expect(lines(s).at(-1)).toBe("Ana and Ben share the win with 5050");
  });

  it("plays out the round among three when the middle seat gets there", () => {
    let s = must(newFiveThousandGame({ players: ["Ana", "Ben", "Cy"] }));
    for (const v of [1, 2, 6]) s = must(rollOffThrow(s, v));
    s = withScores(s, [0, 4990, 0]);
    s = must(throwDice(s, NOTHING));
    s = bankTurn(s, FIFTY);
    expect(s.winners).toBeNull();
    expect(s.turn?.player).toBe(2);
    s = must(throwDice(s, NOTHING));
    expect(s.winners).toEqual([1]);
    expect(s.players.map((p) => p.turns)).toEqual([1, 1, 1]);
  });

  it("ends a solo game on the turn that reaches 5000", () => {
    let s = withScores(must(newFiveThousandGame({ players: ["Ana"] })), [4950]);
    s = bankTurn(s, FIFTY);
    expect(s.winners).toEqual([0]);
  });
});
