import { afterEach, describe, expect, it, vi } from "vitest";
import { legalSquares, bounceTargets } from "../../games/dice-poker";
import { POKER_RACK, pokerDieId } from "../../scene/dice-poker/board-geometry";
import { DicePokerSession } from "./dice-poker-session";
import { pokerMode } from "./poker-mode";
import { defaultSides, sidesFromLink } from "./sides";

function settle(session: DicePokerSession) {
  for (let i = 0; i < 12 && session.view.rolling; i++) session.controller.settleNow();
  expect(session.view.rolling).toBe(false);
}

let sessions: DicePokerSession[] = [];
afterEach(() => {
  for (const s of sessions) s.dispose();
  sessions = [];
  vi.useRealTimers();
});
const open = (...args: ConstructorParameters<typeof DicePokerSession>) => {
  const s = new DicePokerSession(...args);
  sessions.push(s);
  return s;
};

/** Two people at one screen: both sides played by hand. */
const people = () => defaultSides(2, 1).map((s) => ({ ...s, members: s.members.map((m) => ({ ...m, computer: false })) }));

describe("a Dice Poker game at the table", () => {
  it("throws one die per side for the start, in the side's colour", () => {
    const session = open(people(), { seed: 2 });
    expect(session.controller.state.dice.map((d) => [d.id, d.colour])).toEqual([["die-1", "#c0392b"]]);
    session.throwForMe();
    settle(session);
    expect(session.controller.state.dice.map((d) => d.colour)).toEqual(["#2f6fb5"]);
    expect(session.game.log[0]).toMatchObject({ type: "rolloff-throw", side: 0 });
  });

  it("re-throws only the picked dice; the kept ones wait in the rack showing their values", () => {
    const session = open(people(), { seed: 2 });
    for (let i = 0; i < 10 && session.game.phase === "rolloff"; i++) {
      session.throwForMe();
      settle(session);
    }
    session.throwForMe();
    settle(session);
    expect(pokerMode(session.game, false)).toBe("select");
    const first = [...session.game.dice];
    session.toggle(1);
    session.toggle(3);
    session.pickUp();
    expect(session.controller.state.inHand).toEqual([pokerDieId(1), pokerDieId(3)]);
    const snapshot = session.controller.snapshot();
    for (const p of [0, 2, 4]) {
      const die = snapshot.find((d) => d.id === pokerDieId(p))!;
      expect(die.position[0]).toBeCloseTo(POKER_RACK.slots[p].x, 5);
      expect(die.value).toBe(first[p]);
    }
    session.throwForMe();
    settle(session);
    const second = session.game.dice;
    expect([second[0], second[2], second[4]]).toEqual([first[0], first[2], first[4]]);
    const after = session.controller.snapshot();
    expect([1, 3].map((p) => after.find((d) => d.id === pokerDieId(p))!.value)).toEqual([second[1], second[3]]);
  });

  it("asks for dice to re-throw before picking up none", () => {
    const session = open(people(), { seed: 2 });
    for (let i = 0; i < 10 && session.game.phase === "rolloff"; i++) {
      session.throwForMe();
      settle(session);
    }
    session.throwForMe();
    settle(session);
    session.pickUp();
    expect(session.view.note).toBe("Pick at least one die to throw again — or stand.");
    expect(session.view.pickedUp).toBe(false);
  });

  it("places a chip where the hand allows, or shows the engine's refusal", () => {
    const session = open(people(), { seed: 6 });
    for (let turn = 0; turn < 30; turn++) {
      for (let i = 0; i < 10 && (session.game.phase === "rolloff" || session.game.throwsMade === 0); i++) {
        session.throwForMe();
        settle(session);
      }
      if (session.game.phase === "throwing") session.stand();
      if (session.game.phase === "placing" && legalSquares(session.game).length > 0) break;
    }
    const game = session.game;
    expect(game.phase).toBe("placing");
    const side = game.current!;
    const wrong = game.board.findIndex((o, s) => o === null && s !== 24 && !legalSquares(game).includes(s));
    session.square(wrong);
    expect(session.view.note).toMatch(/cannot take/);
    expect(session.game).toBe(game);
    const square = legalSquares(game)[0];
    session.square(square);
    expect(session.game.board[square]).toBe(side);
    expect(bounceTargets(session.game)).toEqual([]);
  });

  it("lets two computer sides play a whole game to two runs", () => {
    vi.useFakeTimers();
    const session = open(sidesFromLink(new URLSearchParams("sides=2&computer=all"))!, { seed: 5, quick: true });
    for (let i = 0; i < 5000 && session.game.phase !== "over"; i++) vi.advanceTimersByTime(50);
    expect(session.game.phase).toBe("over");
    expect(session.game.runs[session.game.winner!].length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
