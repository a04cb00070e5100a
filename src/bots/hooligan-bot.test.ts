import { describe, expect, it } from "vitest";
import { must } from "../games/test-moves";
import { newHooliganGame, throwDice, type HooliganState } from "../games/hooligan";
import { play, solo } from "../games/hooligan/test-helpers";
import { diceFrom, seeded } from "../test-prng";
import { hooliganBotStep, throwPositions } from "./hooligan-bot";

describe("the Hooligan computer seat", () => {
  it("throws only the dice that are not set aside", () => {
    const s = play(solo(), [5, 5, 1, 2, 3], 5);
    expect(throwPositions(s)).toEqual([2, 3, 4]);
    expect(hooliganBotStep(s)).toEqual({ kind: "throw", positions: [2, 3, 4] });
  });

  it("throws all five again when it passes on a throw", () => {
    const s = play(solo(), [1, 1, 2, 3, 3]);
    expect(throwPositions(s)).toEqual([0, 1, 2, 3, 4]);
  });

  it("has nothing to throw after the third throw", () => {
    const s = play(solo(), [1, 1, 2, 3, 3], [1, 1, 2, 3, 3], [1, 1, 2, 3, 3]);
    expect(throwPositions(s)).toEqual([]);
    expect(hooliganBotStep(s)?.kind).toBe("move");
  });

  it("plays whole three-player games to the end without a refused move", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const random = seeded(seed);
      let s: HooliganState = must(newHooliganGame(["Ann", "Ben", "Cy"]));
      let steps = 0;
      for (let step = hooliganBotStep(s); step; step = hooliganBotStep(s)) {
        s = step.kind === "throw" ? must(throwDice(s, diceFrom(random, step.positions.length))) : must(step.result);
        if (++steps > 2000) throw new Error("the game never ended");
      }
      expect(s.phase).toBe("over");
      expect(s.sheets.every((sheet) => Object.values(sheet).every((v) => v !== null))).toBe(true);
    }
  });
});
