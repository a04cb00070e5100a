import { describe, expect, it } from "vitest";
import { must } from "../games/test-moves.ts";
import { setupHodrudda, throwSpikes, winkee, type HodruddaState } from "../games/hodrudda/index.ts";
import { hodruddaSeatStep } from "./hodrudda-seat.ts";

const start = (n = 2) => must(setupHodrudda({ players: ["You", "Red", "Blue"].slice(0, n) }));
const thrown = (s: HodruddaState, ...throws: [number, number][]) => throws.reduce((st, d) => must(throwSpikes(st, d)), s);

describe("the computer seats at a Hodrudda table", () => {
  it("leaves a person's throw to the person", () => {
    expect(hodruddaSeatStep(start(), [false, true], false)).toEqual({ kind: "person", player: 0 });
  });

  it("has a computer due to throw throw when nobody else can call Winkee", () => {
    expect(hodruddaSeatStep(start(), [true, true], false)).toEqual({ kind: "throw", player: 0 });
  });

  it("makes a computer wait while the person who has just thrown may still call Winkee", () => {
    const s = thrown(start(), [4, 5]);
    expect(hodruddaSeatStep(s, [false, true], false)).toEqual({ kind: "await-caller", player: 0 });
    expect(hodruddaSeatStep(s, [false, true], true)).toEqual({ kind: "throw", player: 1 });
  });

  it("stands a computer on a total its policy would stand on", () => {
    // Red reaches 24 with You still throwing: the plain bot stands from 23.
    const s = thrown(start(), [2, 2], [6, 6], [2, 2], [6, 6]);
    expect(s.caller).toBe(1);
    expect(hodruddaSeatStep(s, [false, true], false)).toEqual({ kind: "winkee", player: 1 });
  });

  it("lets a computer that keeps throwing pass the dice to the person", () => {
    const s = thrown(start(), [2, 2], [3, 3]);
    expect(hodruddaSeatStep(s, [false, true], false)).toEqual({ kind: "person", player: 0 });
  });

  it("has a computer left alone after a person's Winkee throw again", () => {
    const s = must(winkee(thrown(start(), [6, 6])));
    expect(hodruddaSeatStep(s, [false, true], false)).toEqual({ kind: "throw", player: 1 });
  });

  it("has nothing to do once the game is decided", () => {
    const s = thrown(start(), [1, 1], [3, 3]);
    const over = must(winkee(s));
    expect(over.outcome).not.toBeNull();
    expect(hodruddaSeatStep(over, [true, true], false)).toBeNull();
  });

  it("plays a whole game of computers to an end", () => {
    let s = start(3);
    let d = 0;
    for (let moves = 0; !s.outcome; moves++) {
      expect(moves).toBeLessThan(200);
      const step = hodruddaSeatStep(s, [true, true, true], false)!;
      if (step.kind === "winkee") s = must(winkee(s));
      else {
        expect(step.kind).toBe("throw");
        d = (d + 1) % 6;
        s = must(throwSpikes(s, [1 + d, 1 + ((d * 5 + 2) % 6)]));
      }
    }
    expect(s.outcome).not.toBeNull();
  });
});
