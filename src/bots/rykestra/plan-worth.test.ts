import { describe, expect, it } from "vitest";
import { confirmedWorth, smoothedWorth } from "./plan-worth";

describe("the planner's smoothed worth", () => {
  const at = (power: number, score: number, heading = 0) => ({ params: { along: 0, heading, power, yaw: 0, tumble: 1 }, scores: [score] });
  it("ranks, of two flicks that scored alike once, the one whose neighbours did well; a lone score is pulled towards the mean", () => {
    // Four flicks round power 0.2 scored about 3; one alone at power 0.9 scored 3 too; two others 0.
    const tried = [at(0.2, 3), at(0.21, 2.8), at(0.19, 3.2), at(0.205, 3.1), at(0.9, 3, 0.6), at(0.5, 0, -0.5), at(0.6, 0, 0.5)];
    const w = smoothedWorth(tried);
    expect(w[0]).toBeGreaterThan(w[4]);
    expect(w[4]).toBeLessThan(3);
    expect(w[4]).toBeGreaterThan(0);
    // A flick among poor neighbours is pulled down by them.
    const w2 = smoothedWorth([at(0.2, 3), at(0.21, 0), at(0.19, 0), at(0.9, 3, 0.6)]);
    expect(w2[0]).toBeLessThan(w2[3]);
  });

  it("counts a refused trial as a bad one, not as −∞ for its neighbours", () => {
    const w = smoothedWorth([at(0.2, -Infinity), at(0.21, 2), at(0.7, 1)]);
    for (const x of w) expect(Number.isFinite(x)).toBe(true);
    expect(w[1]).toBeLessThan(w[2]);
  });

  it("ranks a confirmed candidate on its re-throws, its first score left out, beside its smoothed worth", () => {
    // Re-throws 1 and 3, smoothed worth 2 counting as three more: (1 + 3 + 3·2) / 5.
    expect(confirmedWorth([100, 1, 3], 2)).toBe(2);
    // A disastrous re-throw counts as the floor, not −∞.
    expect(Number.isFinite(confirmedWorth([0, -Infinity], 1))).toBe(true);
  });
});
