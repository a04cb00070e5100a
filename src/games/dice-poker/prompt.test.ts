import { describe, expect, it } from "vitest";
import { squaresOf } from "./board";
import { place, throwDice } from "./moves";
import { prompt } from "./prompt";
import { describeEvent, handLabel } from "./words";
import { readHand } from "./hand";
import { must, redToPlay, standOn } from "./test-helpers";

describe("Dice Poker prompts and log", () => {
  it("asks the side on turn to throw, then to re-throw or stand", () => {
    const s = redToPlay();
    expect(prompt(s)).toBe("Red: throw");
    expect(prompt(must(throwDice(s, [1, 2, 3, 4, 6])))).toBe("Red: re-throw any dice or stand");
  });

  it("describes the roll-off, the hand and the chip in words", () => {
    const s = must(place(standOn(redToPlay(), [4, 4, 4, 1, 1]), squaresOf("full-house")[1]));
    const lines = s.recent.map((e) => describeEvent(e, s));
    expect(s.eventCount).toBe(lines.length);
    expect(lines).toEqual([
      "Red throws 6 for the start",
      "Blue throws 1 for the start",
      "Red starts",
      "Red throw 1: 4 4 4 1 1",
      "Red stands on Full house",
      "Red takes Full house (row 5, column 6)",
    ]);
  });

  it("mentions a Lucky sum in the hand's label", () => {
    expect(handLabel(readHand([2, 2, 2, 2, 3]))).toBe("Four 2s, sum 11");
  });
});
