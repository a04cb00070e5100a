import { describe, expect, it } from "vitest";
import { hooliganBotAction } from "./bot";
import { choiceValue, expectedCount, openSet, rest, straightChance } from "./expected-score";
import { play, solo, soloWith } from "./test-helpers";

const bits = (values: number[]) => values.reduce((m, v) => m | (1 << v), 0);

describe("Hooligan's expected scores", () => {
  it("counts a chosen number's dice over the throws left, bonus throws included", () => {
    expect(expectedCount(3, 0)).toBe(3);
    // The last throw banks nothing: one die, one chance in six.
    expect(expectedCount(4, 1)).toBeCloseTo(4 + 1 / 6, 12);
    // With two throws left, five of a kind after the first of them earns all five again.
    expect(expectedCount(4, 2)).toBeCloseTo(4 + 1 / 6 + 1 / 6 * (5 / 6) + (1 / 6) * 5 * (1 / 6), 12);
  });

  it("gives the chance of finishing a straight", () => {
    expect(straightChance(bits([2, 3, 4, 5]), 1)).toBeCloseTo(2 / 6, 12);
    expect(straightChance(bits([2, 3, 4, 5]), 2)).toBeCloseTo(1 - (4 / 6) ** 2, 12);
    expect(choiceValue("H", [1, 2, 3, 4, 5], 0)).toBe(20);
  });

  it("values a whole game at about 68 points, more than a game with fewer boxes open", () => {
    const all = rest(openSet([1, 2, 3, 4, 5, 6, "H"]));
    expect(all).toBeGreaterThan(60);
    expect(all).toBeLessThan(75);
    expect(rest(openSet([1, 2, 3]))).toBeLessThan(all);
  });
});

describe("the strong Hooligan player", () => {
  it("plays for sixes after throwing four of them", () => {
    expect(hooliganBotAction(play(solo(), [6, 6, 6, 6, 2]), "strong")).toEqual({ type: "choose", category: 6 });
  });

  it("goes for Hooligan with four of a straight and keeps those four", () => {
    const s = play(solo(), [2, 3, 4, 5, 5]);
    expect(hooliganBotAction(s, "strong")).toEqual({ type: "choose", category: "H" });
    expect(hooliganBotAction(play(s, "H"), "strong")).toEqual({ type: "keep", positions: [0, 1, 2, 3] });
  });

  it("scores the box its last throw fills rather than wasting Hooligan", () => {
    const s = play(soloWith({ 1: 2, 2: 4, 4: 8, 5: 10, 6: 12 }), [3, 3, 1, 2, 6], [3, 3, 1, 2, 6], [3, 3, 1, 4, 6]);
    expect(hooliganBotAction(s, "strong")).toEqual({ type: "choose", category: 3 });
  });
});

describe("the easy Hooligan player", () => {
  it("takes the open number showing most points at once", () => {
    expect(hooliganBotAction(play(solo(), [2, 2, 2, 5, 1]), "easy")).toEqual({ type: "choose", category: 2 });
    expect(hooliganBotAction(play(solo(), [2, 2, 5, 5, 1]), "easy")).toEqual({ type: "choose", category: 5 });
  });
});
