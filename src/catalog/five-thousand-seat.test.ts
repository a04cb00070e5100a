import { describe, expect, it } from "vitest";
import { must } from "../games/test-moves.ts";
import { fiveThousandGame as game, type FiveThousandTableState } from "../games/five-thousand/definition.ts";
import { diceToThrow } from "../games/five-thousand/index.ts";
import { fiveThousandChoice } from "./five-thousand";

const pair = (options = {}) => must(game.setup({ players: ["You", "Red"], options }));
const play = (s: FiveThousandTableState, seat: number, move: unknown) => must(game.apply(s, seat, move));
/** You win the roll-off, so Red starts and You go last. */
const redStarts = () => play(play(pair(), 0, { type: "throw", dice: [6] }), 1, { type: "throw", dice: [2] });
const THROW = { kind: "throw" };

describe("a computer seat at a Five Thousand table", () => {
  it("throws its own roll-off die and leaves a person's to the person", () => {
    expect(fiveThousandChoice(pair(), 1)).toBeNull();
    expect(fiveThousandChoice(play(pair(), 0, { type: "throw", dice: [4] }), 1)).toEqual(THROW);
  });

  it("throws six dice to open its turn, and does nothing in another seat's turn", () => {
    expect(fiveThousandChoice(redStarts(), 1)).toEqual(THROW);
    expect(fiveThousandChoice(redStarts(), 0)).toBeNull();
  });

  it("sets aside before deciding, then banks or throws on", () => {
    let s = play(redStarts(), 1, { type: "throw", dice: [1, 1, 1, 5, 2, 3] });
    const first = fiveThousandChoice(s, 1);
    expect(first).toEqual({ kind: "move", move: { type: "set-aside", dice: expect.any(Array) } });
    if (first?.kind !== "move") return;
    s = play(s, 1, first.move);
    const then = fiveThousandChoice(s, 1);
    expect([THROW, { kind: "move", move: { type: "bank" } }]).toContainEqual(then);
  });

  it("has nothing to do once the game is over", () => {
    let s = must(game.setup({ players: ["Red"], options: { target: 100 } }));
    s = play(play(play(s, 0, { type: "throw", dice: [1, 2, 3, 4, 6, 6] }), 0, { type: "set-aside", dice: [0] }), 0, { type: "bank" });
    expect(s.winners).toEqual([0]);
    expect(fiveThousandChoice(s, 0)).toBeNull();
  });

  it("plays a whole two-computer game to a winner through the definition", () => {
    let s = pair();
    let k = 7;
    const die = () => {
      k = (k * 1103515245 + 12345) % 2147483648;
      return 1 + (k % 6);
    };
    for (let steps = 0; !s.winners; steps++) {
      expect(steps).toBeLessThan(5000);
      const seat = game.actors(s)[0];
      const act = fiveThousandChoice(s, seat)!;
      expect(act).not.toBeNull();
      const count = s.rollOff ? 1 : diceToThrow(s.turn!);
      s = play(s, seat, act.kind === "move" ? act.move : { type: "throw", dice: Array.from({ length: count }, die) });
    }
    expect(Math.max(...s.players.map((p) => p.score))).toBeGreaterThanOrEqual(5000);
  });
});
