import { describe, expect, it } from "vitest";
import { legalSquares } from "../games/dice-poker";
import type { DicePokerMove, DicePokerTable } from "../games/dice-poker/definition";
import { POKER_RACK, pokerDieId } from "../table/stages/dice-poker";
import { FakeClock } from "../runtime/session/clock";
import { person, type SeatDriver } from "../runtime/session/seats";
import type { GameSession } from "../runtime/session/session";
import { expectReplaysAlike, openSession } from "./catalog-testing";
import { dicePoker as dicePokerKit } from "./dice-poker";

type Poker = GameSession<DicePokerTable, DicePokerMove>;
type Driver = SeatDriver<DicePokerTable, DicePokerMove>;

const open = (seed: number, drivers: Driver[], clock = new FakeClock()): Poker => openSession(dicePokerKit, seed, drivers, { clock });

const move = (s: Poker, m: DicePokerMove) => s.dispatch(s.personToAct()!, { kind: "move", move: m });
function throwNow(s: Poker) {
  expect(s.throwForMe(s.request()!.seat).ok).toBe(true);
  s.settleNow();
}
/** Both people throw for the start until a side has won the roll-off, then the first throw of the turn. */
function firstThrow(s: Poker) {
  for (let i = 0; i < 10 && s.game.game.phase === "rolloff"; i++) throwNow(s);
  throwNow(s);
}

describe("Dice Poker on the session runtime", () => {
  // Seeds whose games are short (96–158 throws; between two computers a game's median is about 260).
  it.each([6, 34, 38])("plays a seeded game between two computer sides to two runs and replays it exactly (seed %i)", (seed) => {
    const clock = new FakeClock();
    const live = open(seed, [dicePokerKit.computer(), dicePokerKit.computer()], clock);
    clock.runAll();
    const game = live.game.game;
    expect(game.phase).toBe("over");
    expect(game.runs[game.winner!].length).toBeGreaterThanOrEqual(2);
    expect(live.view.note).toBeNull();

    expectReplaysAlike(dicePokerKit, live, 2);
    live.dispose();
  }, 120_000);

  it("throws one die per side for the start, in the side's colour", () => {
    const s = open(2, [person(), person()]);
    expect(s.table.state.dice.map((d) => [d.id, d.colour])).toEqual([["d0", "#c0392b"]]);
    throwNow(s);
    expect(s.table.state.dice.map((d) => d.colour)).toEqual(["#2f6fb5"]);
    expect(s.game.game.recent[0]).toMatchObject({ type: "rolloff-throw", side: 0 });
    s.dispose();
  });

  it("re-throws only the picked dice; the kept ones wait in the rack showing their values", () => {
    const s = open(2, [person(), person()]);
    firstThrow(s);
    expect(s.request()).toBeNull();
    const first = [...s.game.game.dice];
    expect(move(s, { type: "rethrow", positions: [1, 3] }).ok).toBe(true);
    expect(s.request()!.dice.map((d) => d.id)).toEqual([pokerDieId(1), pokerDieId(3)]);
    const snapshot = s.table.snapshot();
    for (const p of [0, 2, 4]) {
      const die = snapshot.find((d) => d.id === pokerDieId(p))!;
      expect(die.position[0]).toBeCloseTo(POKER_RACK.slots[p].x, 5);
      expect(die.position[2]).toBeCloseTo(POKER_RACK.slots[p].z, 5);
      expect(die.value).toBe(first[p]);
    }
    throwNow(s);
    const second = s.game.game.dice;
    expect([second[0], second[2], second[4]]).toEqual([first[0], first[2], first[4]]);
    const after = s.table.snapshot();
    expect([1, 3].map((p) => after.find((d) => d.id === pokerDieId(p))!.value)).toEqual([second[1], second[3]]);
    s.dispose();
  });

  it("places a chip where the hand allows, or shows the game's refusal", () => {
    const s = open(6, [person(), person()]);
    for (let turn = 0; turn < 30; turn++) {
      for (let i = 0; i < 10 && (s.game.game.phase === "rolloff" || s.game.game.throwsMade === 0); i++) throwNow(s);
      if (s.game.game.phase === "throwing") move(s, { type: "stand" });
      if (s.game.game.phase === "placing" && legalSquares(s.game.game).length > 0) break;
    }
    const game = s.game.game;
    expect(game.phase).toBe("placing");
    const wrong = game.board.findIndex((o, sq) => o === null && sq !== 24 && !legalSquares(game).includes(sq));
    expect(move(s, { type: "place", square: wrong }).ok).toBe(false);
    expect(s.view.note).toMatch(/cannot take/);
    expect(s.game.game).toBe(game);
    const square = legalSquares(game)[0];
    expect(move(s, { type: "place", square }).ok).toBe(true);
    expect(s.game.game.board[square]).toBe(game.current);
    s.dispose();
  });
});
