import { describe, expect, it } from "vitest";
import { fiveThousandBotChoice } from "./bot.ts";
import { goalTable, pointsTable, scorelessChance } from "./expected-value.ts";
import type { FiveThousandState } from "./state.ts";
import { anaThenBen, must, withScores } from "./test-helpers.ts";
import { setAside, throwDice } from "./turn.ts";

/** Ana's turn with `points` already set aside over earlier throws, then `dice` on the table. */
function midTurn(aside: readonly (readonly number[])[], dice: number[], start: FiveThousandState = anaThenBen()): FiveThousandState {
  let s = start;
  let left = 6;
  for (const group of aside) {
    const thrown = [...group, ...new Array<number>(left - group.length).fill(2).map((v, i) => (i % 2 === 0 ? v : 3))];
    s = must(throwDice(s, thrown));
    s = must(setAside(s, group.map((_, i) => i)));
    left -= group.length;
  }
  return must(throwDice(s, dice));
}

describe("the exact value of a Five Thousand turn", () => {
  it("knows a scoreless throw of one die is two in three and of six dice about one in 43", () => {
    expect(scorelessChance(1)).toBeCloseTo(2 / 3, 10);
    expect(scorelessChance(6)).toBeCloseTo(1 / 43.2, 4);
  });

  it("values a fresh turn at about 550 points, and banking 2,000 above throwing one die on", () => {
    const t = pointsTable(0);
    expect(t.throwValue(6, 0)).toBeGreaterThan(500);
    expect(t.throwValue(6, 0)).toBeLessThan(600);
    expect(t.throwValue(1, 2000)).toBeLessThan(2000);
    expect(t.value(1, 2000)).toBe(2000);
  });

  it("gives the chance of reaching a goal, lower for a higher goal", () => {
    expect(goalTable(300, 0).throwValue(6, 0)).toBeGreaterThan(goalTable(1500, 0).throwValue(6, 0));
    expect(goalTable(300, 0).value(6, 300)).toBe(1);
  });
});

describe("the strong Five Thousand player", () => {
  it("banks 2,000 with one die left", () => {
    // 900 from an earlier hot-dice cycle, three 1s, then two 5s of this throw: 2,000, one die in hand.
    const s = anaThenBen();
    const turn = { player: 0, banked: 900, aside: [[1, 1, 1]], thrown: [5, 5, 4], picked: [0, 1] };
    expect(fiveThousandBotChoice({ ...s, turn }, "strong")).toEqual({ setAside: [], then: "bank" });
  });

  it("banks three 1s with three dice left, and throws on five dice after a lone 1", () => {
    const s = must(throwDice(anaThenBen(), [1, 1, 1, 2, 3, 4]));
    expect(fiveThousandBotChoice(s, "strong")).toEqual({ setAside: [0, 1, 2], then: "bank" });
    const small = must(throwDice(anaThenBen(), [1, 5, 5, 2, 3, 4]));
    expect(fiveThousandBotChoice(small, "strong")).toEqual({ setAside: [0], then: "throw" });
  });

  it("takes a lone 5 and throws on five dice rather than banking 50", () => {
    const s = must(throwDice(anaThenBen(), [5, 2, 3, 4, 6, 6]));
    expect(fiveThousandBotChoice(s, "strong")).toEqual({ setAside: [0], then: "throw" });
  });

  it("sets aside every die when that makes hot dice, and throws all six again", () => {
    const s = must(throwDice(anaThenBen(), [1, 5, 2, 2, 2, 6]));
    const first = fiveThousandBotChoice(s, "strong")!;
    expect(first.setAside).toEqual([0]);
    const hot = midTurn([[1]], [1, 5, 5, 5, 1]);
    expect(fiveThousandBotChoice(hot, "strong")).toEqual({ setAside: [0, 1, 2, 3, 4], then: "throw" });
  });

  it("in the final round, keeps throwing until it can pass the leader, then banks", () => {
    const behind = withScores(anaThenBen(), [3000, 5200]);
    const s = must(throwDice(behind, [1, 1, 1, 3, 4, 6]));
    expect(fiveThousandBotChoice(s, "strong")?.then).toBe("throw");
    const close = withScores(s, [4300, 5200]);
    expect(fiveThousandBotChoice(close, "strong")).toEqual({ setAside: [0, 1, 2], then: "bank" });
  });

  it("banks a turn that reaches the target outside the final round", () => {
    const s = must(throwDice(withScores(anaThenBen(), [4800, 0]), [5, 2, 3, 4, 6, 6]));
    expect(fiveThousandBotChoice(withScores(s, [4950, 0]), "strong")).toEqual({ setAside: [0], then: "bank" });
  });

  it("keeps throwing below the minimum to bank", () => {
    const s = must(throwDice(anaThenBen({ minimumToBank: 350 }), [1, 1, 2, 3, 4, 6]));
    expect(fiveThousandBotChoice(s, "strong")?.then).toBe("throw");
  });
});

describe("the easy Five Thousand player", () => {
  it("takes every scoring die and banks from 300", () => {
    const s = must(throwDice(anaThenBen(), [1, 1, 1, 2, 5, 4]));
    expect(fiveThousandBotChoice(s, "easy")).toEqual({ setAside: [0, 1, 2, 4], then: "bank" });
    const small = must(throwDice(anaThenBen(), [1, 5, 2, 2, 3, 4]));
    expect(fiveThousandBotChoice(small, "easy")).toEqual({ setAside: [0, 1], then: "throw" });
  });

  it("throws again on hot dice", () => {
    const s = must(throwDice(anaThenBen(), [1, 1, 5, 5, 1, 5]));
    expect(fiveThousandBotChoice(s, "easy")?.setAside).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
