import { describe, expect, it } from "vitest";
import { canJoinStraight, categoryPoints, isStraight } from "./categories";

describe("Hooligan categories", () => {
  it("scores a number as the number times the dice showing it", () => {
    expect(categoryPoints(5, [5, 5, 2, 5, 1])).toBe(15);
    expect(categoryPoints(1, [1, 2, 3, 4, 6])).toBe(1);
    expect(categoryPoints(6, [1, 2, 3, 4, 5])).toBe(0);
  });

  it("adds banked bonus dice to the dice on the table", () => {
    expect(categoryPoints(4, [4, 4, 1, 2, 3], 5)).toBe(28);
    expect(categoryPoints(6, [6, 6, 6, 6, 6], 10)).toBe(90);
  });

  it("scores 20 in H for either straight in any order and 0 otherwise", () => {
    expect(categoryPoints("H", [3, 1, 5, 2, 4])).toBe(20);
    expect(categoryPoints("H", [6, 2, 4, 3, 5])).toBe(20);
    expect(categoryPoints("H", [1, 2, 3, 4, 6])).toBe(0);
    expect(categoryPoints("H", [2, 2, 3, 4, 5])).toBe(0);
  });

  it("knows a straight needs all five dice", () => {
    expect(isStraight([1, 2, 3, 4])).toBe(false);
  });

  it("accepts kept dice only when they can still make a straight", () => {
    expect(canJoinStraight([2, 3, 5])).toBe(true);
    expect(canJoinStraight([3, 3])).toBe(false);
    expect(canJoinStraight([1, 4, 6])).toBe(false);
  });
});
