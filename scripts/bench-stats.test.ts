import { describe, expect, it } from "vitest";
import { chiSquareUniform, gammaQ, lnGamma, median, slope, wilson } from "./bench-stats";

describe("benchmark statistics", () => {
  it("computes ln Γ at known points", () => {
    expect(lnGamma(1)).toBeCloseTo(0, 12);
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(lnGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it("matches closed forms of the upper incomplete gamma: Q(1, x) = e^−x and χ² with 2 degrees of freedom", () => {
    for (const x of [0.1, 1, 3, 10]) expect(gammaQ(1, x)).toBeCloseTo(Math.exp(-x), 12);
    // Q(2, x) = (1 + x) e^−x
    for (const x of [0.5, 2, 7]) expect(gammaQ(2, x)).toBeCloseTo((1 + x) * Math.exp(-x), 12);
  });

  it("gives the textbook critical values: χ² = 11.070 at p = 0.05 and 15.086 at p = 0.01 for 5 degrees of freedom", () => {
    expect(gammaQ(2.5, 11.0705 / 2)).toBeCloseTo(0.05, 4);
    expect(gammaQ(2.5, 15.0863 / 2)).toBeCloseTo(0.01, 4);
    // 9 degrees of freedom (a D10): 21.666 at p = 0.01
    expect(gammaQ(4.5, 21.666 / 2)).toBeCloseTo(0.01, 4);
  });

  it("scores a perfectly even histogram χ² = 0, p = 1, and a lopsided one near p = 0", () => {
    const labels = ["1", "2", "3", "4", "5", "6"];
    expect(chiSquareUniform({ 1: 10, 2: 10, 3: 10, 4: 10, 5: 10, 6: 10 }, labels)).toEqual({ chiSquare: 0, p: 1 });
    expect(chiSquareUniform({ 1: 100, 2: 10, 3: 10, 4: 10, 5: 10, 6: 10 }, labels).p).toBeLessThan(1e-10);
  });

  it("takes the median of odd and even lists", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it("gives the Wilson interval: 5 of 10 is 0.237 to 0.763, and 0 of 20 starts at 0", () => {
    const [low, high] = wilson(5, 10);
    expect(low).toBeCloseTo(0.2366, 4);
    expect(high).toBeCloseTo(0.7634, 4);
    expect(wilson(0, 20)[0]).toBe(0);
    expect(wilson(0, 20)[1]).toBeCloseTo(0.1611, 4);
  });

  it("fits a slope per step through the points it has, and none through fewer than two", () => {
    expect(slope([10, 12, 14, 16])).toBe(2);
    expect(slope([5, null, 5, 5])).toBe(0);
    expect(slope([3])).toBeNull();
    expect(slope([null, 7])).toBeNull();
  });
});
