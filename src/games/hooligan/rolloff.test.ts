import { describe, expect, it } from "vitest";
import { throwDice } from "./moves";
import { currentPlayer, newHooliganGame } from "./state";
import { must, play } from "./test-helpers";

const game = (...names: string[]) => must(newHooliganGame(names));

describe("the Hooligan roll-off", () => {
  it("lets the highest five-dice sum start and then goes clockwise", () => {
    const s = play(game("Ann", "Ben", "Cy"), [1, 1, 1, 1, 1], [6, 6, 6, 6, 5], [3, 3, 3, 3, 3]);
    expect(s.phase).toBe("playing");
    expect(currentPlayer(s)).toBe(1);
    const afterBen = play(s, [1, 3, 3, 4, 4], 1, [2, 2, 2, 2], [2, 2, 2, 2]);
    expect(currentPlayer(afterBen)).toBe(2);
    const afterCy = play(afterBen, [2, 2, 3, 4, 6], 2, [1, 1, 1], [1, 1, 1]);
    expect(currentPlayer(afterCy)).toBe(0);
    expect(afterCy.round).toBe(1);
    const afterAnn = play(afterCy, [3, 3, 1, 1, 6], 3, [1, 1, 1], [1, 1, 1]);
    expect(afterAnn.round).toBe(2);
    expect(currentPlayer(afterAnn)).toBe(1);
  });

  it("makes only the players tied on top throw again", () => {
    const s = play(game("Ann", "Ben", "Cy"), [6, 6, 6, 6, 6], [1, 1, 1, 1, 1], [6, 6, 6, 6, 6]);
    expect(s.phase).toBe("rolloff");
    expect(s.rollOff?.contenders).toEqual([0, 2]);
    expect(currentPlayer(s)).toBe(0);
    const decided = play(s, [1, 1, 1, 1, 2], [1, 1, 1, 1, 3]);
    expect(currentPlayer(decided)).toBe(2);
  });

  it("starts a lone player at once", () => {
    const s = game("Ann");
    expect(s.phase).toBe("playing");
    expect(currentPlayer(s)).toBe(0);
  });

  it("refuses a game without players and a roll-off throw of the wrong size", () => {
    expect(newHooliganGame([]).ok).toBe(false);
    expect(throwDice(game("Ann", "Ben"), [6, 6]).ok).toBe(false);
    expect(throwDice(game("Ann", "Ben"), [6, 6, 6, 6, 7]).ok).toBe(false);
  });
});

describe("setting up Hooligan", () => {
  it("refuses no players, a blank name and a name used twice", () => {
    const reason = (names: string[]) => {
      const result = newHooliganGame(names);
      return result.ok ? null : result.reason;
    };
    expect(reason([])).toBe("Hooligan needs at least one player.");
    expect(reason(["Ann", ""])).toBe("Every player needs a name.");
    expect(reason(["Ann", "Ben", "ben"])).toBe("Two players share the name Ben: give each their own.");
  });
});
