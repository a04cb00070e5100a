import { describe, expect, it } from "vitest";
import { must } from "../games/test-moves.ts";
import { hodruddaGame } from "../games/hodrudda/definition.ts";
import { setupHodrudda, throwSpikes, winkee, type HodruddaState } from "../games/hodrudda/index.ts";
import { hodruddaChoice, hodruddaSeat } from "./hodrudda";

const start = (n = 2) => must(setupHodrudda({ players: ["You", "Red", "Blue"].slice(0, n) }));
const thrown = (s: HodruddaState, ...throws: [number, number][]) => throws.reduce((st, d) => must(throwSpikes(st, d)), s);
const THROW = { kind: "throw" };

describe("a computer seat at a Hodrudda table", () => {
  it("throws when the dice are due to it and nobody may still call Winkee", () => {
    expect(hodruddaChoice(start(), 0)).toEqual(THROW);
    expect(hodruddaChoice(start(), 1)).toBeNull();
  });

  it("waits while the player who has just thrown may still call Winkee", () => {
    const s = thrown(start(), [4, 5]);
    expect(hodruddaChoice(s, 1)).toBeNull();
    const rode = must(hodruddaGame.apply(s, 0, { type: "ride" }));
    expect(hodruddaChoice(rode, 1)).toEqual(THROW);
  });

  it("stands on a total its policy would stand on", () => {
    // Red reaches 24 with You still throwing: the plain bot stands from 23.
    const s = thrown(start(), [2, 2], [6, 6], [2, 2], [6, 6]);
    expect(s.caller).toBe(1);
    expect(hodruddaChoice(s, 1)).toEqual({ kind: "move", move: { type: "winkee" } });
  });

  it("lets the dice ride to the next seat when it keeps throwing", () => {
    const s = thrown(start(), [2, 2], [3, 3]);
    expect(hodruddaChoice(s, 1)).toEqual({ kind: "move", move: { type: "ride" } });
  });

  it("throws again, or stands, when it is the only one still throwing", () => {
    const alone = must(winkee(thrown(start(), [6, 6])));
    expect(hodruddaChoice(alone, 1)).toEqual(THROW);
    const low = thrown(alone, [2, 3]);
    expect(low.caller).toBe(1);
    // Behind the stander on 12, standing on 5 can only lose.
    expect(hodruddaChoice(low, 1)).toEqual(THROW);
  });

  it("has nothing to do once the game is decided", () => {
    const over = must(winkee(thrown(start(), [1, 1], [3, 3])));
    expect(over.outcome).not.toBeNull();
    expect(hodruddaChoice(over, 0)).toBeNull();
    expect(hodruddaChoice(over, 1)).toBeNull();
  });

  it("plays a whole game of three computers to an end through the definition", () => {
    let s = start(3);
    let d = 0;
    for (let moves = 0; !s.outcome; moves++) {
      expect(moves).toBeLessThan(300);
      const seat = hodruddaGame.actors(s)[0];
      const act = hodruddaChoice(s, seat)!;
      expect(act).not.toBeNull();
      d = (d + 1) % 6;
      const move = act.kind === "move" ? act.move : { type: "throw", dice: [1 + d, 1 + ((d * 5 + 2) % 6)] };
      s = must(hodruddaGame.apply(s, seat, move));
    }
    expect(s.outcome).not.toBeNull();
  });

  it("plays at the strength it is seated with", () => {
    // Red on 20 after You threw 3: easy stands on its line, strong throws on.
    const s = thrown(start(), [1, 2], [6, 6], [1, 2], [4, 4]);
    expect(s.caller).toBe(1);
    expect(s.players[1].total).toBe(20);
    const choose = (seat: ReturnType<typeof hodruddaSeat>) => (seat.kind === "computer" ? seat.choose(s, 1, { table: null as never }) : null);
    expect(choose(hodruddaSeat("easy"))).toEqual({ kind: "move", move: { type: "winkee" } });
    expect(choose(hodruddaSeat("strong"))).toEqual({ kind: "move", move: { type: "ride" } });
  });
});
