import { describe, expect, it } from "vitest";
import { rollOffThrow, rollOffThrower } from "./roll-off.ts";
import { newFiveThousandGame } from "./state.ts";
import { must, refusal, lines } from "./test-helpers.ts";

const three = () => must(newFiveThousandGame({ players: ["Ana", "Ben", "Cy"] }));
const throwAll = (values: number[], s = three()) => values.reduce((st, v) => must(rollOffThrow(st, v)), s);

describe("the roll-off for the last seat", () => {
  it("asks each player in seat order for one die", () => {
    const s = three();
    expect(rollOffThrower(s)).toBe(0);
    expect(rollOffThrower(must(rollOffThrow(s, 3)))).toBe(1);
  });

  it("puts the highest thrower last and starts with the seat after them", () => {
    const s = throwAll([3, 5, 2]);
    expect(s.order).toEqual([2, 0, 1]);
    expect(s.rollOff).toBeNull();
    expect(s.turn?.player).toBe(2);
    expect(lines(s).at(-1)).toBe("Ben goes last; Cy starts");
  });

  it("has only the players tied for highest throw again", () => {
    let s = throwAll([6, 2, 6]);
    expect(s.rollOff).toEqual({ contenders: [0, 2], throws: [] });
    expect(lines(s).at(-1)).toBe("Ana and Cy tie on 6 and throw again");
    expect(rollOffThrower(s)).toBe(0);
    s = throwAll([4, 4], s);
    expect(s.rollOff).toEqual({ contenders: [0, 2], throws: [] });
    s = throwAll([1, 3], s);
    expect(s.order).toEqual([0, 1, 2]);
  });

  it("ignores ties below the highest throw", () => {
    expect(throwAll([2, 2, 5]).order).toEqual([0, 1, 2]);
  });

  it("refuses a second roll-off and impossible faces", () => {
    expect(refusal(rollOffThrow(three(), 0))).toBe("The die must read 1 to 6");
    expect(refusal(rollOffThrow(throwAll([1, 2, 3]), 4))).toBe("The order of play is already decided");
  });

  it("is skipped by a solo player", () => {
    const solo = must(newFiveThousandGame({ players: ["Ana"] }));
    expect(solo.rollOff).toBeNull();
    expect(solo.turn?.player).toBe(0);
  });
});
