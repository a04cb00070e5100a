import { describe, expect, it } from "vitest";
import { bestScore, canScoreWithPool, isScoringThrow, scoreSelection } from "./scoring.ts";

const points = (dice: number[]) => {
  const s = scoreSelection(dice);
  expect(s.valid).toBe(true);
  return s.points;
};

describe("scoreSelection", () => {
  it("scores a single 1 as 100 and a single 5 as 50", () => {
    expect(points([1])).toBe(100);
    expect(points([5])).toBe(50);
    expect(points([1, 5])).toBe(150);
    expect(points([1, 1])).toBe(200);
  });

  it.each([
    [[1, 1, 1], 1000],
    [[2, 2, 2], 200],
    [[3, 3, 3], 300],
    [[4, 4, 4], 400],
    [[5, 5, 5], 500],
    [[6, 6, 6], 600],
  ])("scores three of a kind %j as %i", (dice, expected) => {
    expect(points(dice)).toBe(expected);
  });

  it("counts four of a kind as a triple plus a loose die that scores only as a 1 or a 5", () => {
    expect(points([1, 1, 1, 1])).toBe(1100);
    expect(points([5, 5, 5, 5])).toBe(550);
    expect(scoreSelection([4, 4, 4, 4])).toMatchObject({ valid: false, reason: "a fourth 4 adds nothing: only three 4s score" });
  });

  it("counts five of a kind as a triple plus two loose dice", () => {
    expect(points([1, 1, 1, 1, 1])).toBe(1200);
    expect(points([5, 5, 5, 5, 5])).toBe(600);
    expect(scoreSelection([3, 3, 3, 3, 3]).valid).toBe(false);
  });

  it("scores three distinct pairs as 1500, even pairs of dead faces", () => {
    expect(points([2, 2, 3, 3, 6, 6])).toBe(1500);
    expect(points([1, 5, 1, 4, 5, 4])).toBe(1500);
  });

  it("does not count four of a kind and a pair as three pairs", () => {
    expect(scoreSelection([2, 2, 2, 2, 3, 3])).toMatchObject({ valid: false });
    expect(points([5, 5, 5, 5, 1, 1])).toBe(500 + 50 + 200);
  });

  it("scores two triples as 1500 unless their own values are worth more", () => {
    expect(points([2, 2, 2, 3, 3, 3])).toBe(1500);
    expect(points([4, 6, 4, 6, 4, 6])).toBe(1500);
    expect(points([1, 1, 1, 6, 6, 6])).toBe(1600);
  });

  it("scores the straight 1-2-3-4-5-6 as 2000", () => {
    expect(points([6, 2, 4, 1, 3, 5])).toBe(2000);
  });

  it("scores six of a kind as 5000", () => {
    expect(points([2, 2, 2, 2, 2, 2])).toBe(5000);
    expect(points([1, 1, 1, 1, 1, 1])).toBe(5000);
  });

  it("refuses a selection in which a die contributes nothing, and names it", () => {
    expect(scoreSelection([3])).toEqual({ valid: false, points: 0, reason: "a lone 3 never scores" });
    expect(scoreSelection([1, 3])).toMatchObject({ valid: false, reason: "a lone 3 never scores" });
    expect(scoreSelection([6, 6])).toMatchObject({ valid: false, reason: "a pair of 6s never scores" });
    expect(scoreSelection([1, 2, 4, 4])).toMatchObject({ valid: false, reason: "a lone 2 and a pair of 4s don't score" });
  });

  it("refuses an empty selection and impossible faces", () => {
    expect(scoreSelection([]).valid).toBe(false);
    expect(scoreSelection([7]).valid).toBe(false);
    expect(scoreSelection([1, 1, 1, 1, 1, 1, 1]).valid).toBe(false);
  });
});

describe("bestScore and isScoringThrow", () => {
  it("finds the richest set-aside of a throw", () => {
    expect(bestScore([1, 1, 1, 5, 2, 3])).toEqual({ points: 1050, indices: [0, 1, 2, 3] });
    expect(bestScore([2, 2, 3, 3, 4, 4]).points).toBe(1500);
  });

  it("reports a throw with no 1, no 5, no triple and no six-dice combination as scoreless", () => {
    expect(bestScore([2, 3, 4, 6, 2, 3])).toEqual({ points: 0, indices: [] });
    expect(isScoringThrow([2, 3, 4, 6, 2, 3])).toBe(false);
    expect(isScoringThrow([2, 2, 3, 3, 4, 4])).toBe(true);
    expect(isScoringThrow([2, 3, 3, 4, 4])).toBe(false);
    expect(isScoringThrow([4, 4, 4])).toBe(true);
    expect(isScoringThrow([5])).toBe(true);
  });

  it("lets dice pooled earlier in the turn make a throw score", () => {
    expect(canScoreWithPool([1, 5], [2, 3, 4, 6])).toBe(true);
    expect(canScoreWithPool([], [2, 3, 4, 6])).toBe(false);
    expect(canScoreWithPool([1, 1, 5, 5], [3, 3])).toBe(true);
    expect(canScoreWithPool([1, 1, 5, 5], [3, 4])).toBe(false);
  });
});
