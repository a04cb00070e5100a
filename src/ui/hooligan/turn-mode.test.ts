import { describe, expect, it } from "vitest";
import { newHooliganGame } from "../../games/hooligan";
import { must, play, solo } from "../../games/hooligan/test-helpers";
import { canScoreNow, hooliganMode } from "./turn-mode";

describe("what the Hooligan table waits for", () => {
  it("waits for a throw in the roll-off and at the start of a turn", () => {
    expect(hooliganMode(must(newHooliganGame(["Ann", "Ben"])), false)).toBe("throw");
    expect(hooliganMode(solo(), false)).toBe("throw");
  });

  it("waits for a box or a fresh throw after an unchosen throw", () => {
    expect(hooliganMode(play(solo(), [1, 1, 2, 3, 3]), false)).toBe("decide");
    expect(canScoreNow(play(solo(), [1, 1, 2, 3, 3]))).toBe(false);
  });

  it("lets the player keep dice for Hooligan until they pick up the rest", () => {
    const s = play(solo(), [2, 3, 4, 4, 1], "H");
    expect(hooliganMode(s, false)).toBe("keep");
    expect(hooliganMode(s, true)).toBe("throw");
    expect(canScoreNow(s)).toBe(true);
  });

  it("waits for the remaining dice after a number is chosen, and after a bonus", () => {
    expect(hooliganMode(play(solo(), [5, 5, 1, 2, 3], 5), false)).toBe("throw");
    const bonus = play(solo(), [4, 4, 4, 4, 4], 4);
    expect(bonus.turn?.banked).toBe(5);
    expect(hooliganMode(bonus, false)).toBe("throw");
  });
});
