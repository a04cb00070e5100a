import { describe, expect, it } from "vitest";
import { dicePokerGame, type DicePokerTable } from "../games/dice-poker/definition";
import { must } from "../games/test-moves";
import { diceFrom, seeded } from "../test-prng";
import { dicePokerChoice } from "./dice-poker";

const SIDES = (n: number) => ({ sides: ["Red", "Blue", "Gold"].slice(0, n).map((name, i) => ({ name, players: [`p${i}`] })) });

/** Plays the computer's choices through the definition, throws read from a seeded stream. */
function playOut(state: DicePokerTable, random: () => number, limit = 20_000): DicePokerTable {
  let s = state;
  let steps = 0;
  for (let act = dicePokerChoice(s); act; act = dicePokerChoice(s)) {
    const seat = dicePokerGame.actors(s)[0];
    const count = dicePokerGame.throwRequest(s)?.dice.length ?? 0;
    s = must(dicePokerGame.apply(s, seat, act.kind === "move" ? act.move : { type: "throw", dice: diceFrom(random, count) }));
    if (++steps > limit) throw new Error("the game never ended");
  }
  return s;
}

describe("the Dice Poker computer seat", () => {
  it("throws for the start and to open a turn, the dice the game asks for", () => {
    const s = must(dicePokerGame.setup(SIDES(2)));
    expect(dicePokerChoice(s)).toEqual({ kind: "throw" });
    expect(dicePokerGame.throwRequest(s)?.dice.map((d) => d.id)).toEqual(["d0"]);
  });

  it("names the dice it lets go, then throws exactly those", () => {
    let s = must(dicePokerGame.setup(SIDES(2)));
    const random = seeded(4);
    while (s.game.phase === "rolloff") s = must(dicePokerGame.apply(s, dicePokerGame.actors(s)[0], { type: "throw", dice: diceFrom(random, 1) }));
    s = must(dicePokerGame.apply(s, dicePokerGame.actors(s)[0], { type: "throw", dice: [2, 3, 4, 5, 5] }));
    expect(dicePokerChoice(s)).toEqual({ kind: "move", move: { type: "rethrow", positions: [4] } });
    s = must(dicePokerGame.apply(s, dicePokerGame.actors(s)[0], { type: "rethrow", positions: [4] }));
    expect(dicePokerChoice(s)).toEqual({ kind: "throw" });
    expect(dicePokerGame.throwRequest(s)?.dice.map((d) => d.id)).toEqual(["d4"]);
  });

  it("plays whole three-side games to two runs without a refused move", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const s = playOut(must(dicePokerGame.setup(SIDES(3))), seeded(seed));
      expect(s.game.phase).toBe("over");
      expect(s.game.runs[s.game.winner!].length).toBeGreaterThanOrEqual(2);
    }
  });
});
