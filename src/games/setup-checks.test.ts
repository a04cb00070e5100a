import { describe, expect, it } from "vitest";
import { isWholeAtLeast, playerNamesProblem } from "./setup-checks";

describe("the players a setup is given", () => {
  it("accepts distinct names within the count", () => {
    expect(playerNamesProblem(["Ana", "Ben"], "Game", 2, 4)).toBeNull();
  });

  it("says what is wrong with a bad list", () => {
    expect(playerNamesProblem("Ana", "Game", 1)).toBe("Game needs a list of player names.");
    expect(playerNamesProblem([], "Game", 1)).toBe("Game needs at least one player.");
    expect(playerNamesProblem(["Ana"], "Game", 2)).toBe("Game needs at least two players, not 1.");
    expect(playerNamesProblem(["A", "B", "C"], "Game", 1, 2)).toBe("Game is for 1 to 2 players, not 3.");
    expect(playerNamesProblem(["Ana", 7], "Game", 1)).toBe("Every player needs a name.");
    expect(playerNamesProblem(["Ana", " ana "], "Game", 1)).toBe("Two players share the name Ana: give each their own.");
  });
});

describe("whole numbers in options", () => {
  it("takes safe integers from the least allowed up, and nothing else", () => {
    expect([0, 5, 50].map((x) => isWholeAtLeast(x, 0))).toEqual([true, true, true]);
    expect([-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, "5"].map((x) => isWholeAtLeast(x, 0))).toEqual([false, false, false, false, false]);
  });
});
