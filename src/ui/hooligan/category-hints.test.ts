import { describe, expect, it } from "vitest";
import { play, solo } from "../../games/hooligan/test-helpers";
import { categoryHint } from "./category-hints";

describe("box button hints", () => {
  it("counts the dice showing a number after an early throw", () => {
    const turn = play(solo(), [5, 5, 1, 2, 3]).turn!;
    expect(categoryHint(5, turn)).toBe("2 showing, 10 so far");
    expect(categoryHint(6, turn)).toBe("none showing");
  });

  it("gives the score a box would take after the third throw", () => {
    const turn = play(solo(), [1, 1, 2, 3, 3], [1, 1, 2, 3, 3], [4, 4, 4, 2, 1]).turn!;
    expect(categoryHint(4, turn)).toBe("scores 12");
    expect(categoryHint("H", turn)).toBe("no straight: 0");
  });

  it("says how close the dice are to a straight", () => {
    expect(categoryHint("H", play(solo(), [2, 3, 4, 4, 1]).turn!)).toBe("4 of 5 towards a straight");
  });
});
