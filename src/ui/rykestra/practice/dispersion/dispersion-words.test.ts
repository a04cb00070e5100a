import { describe, expect, it } from "vitest";
import { MIN_SPREAD_STOPS, spreadOf, type Stop } from "../../../../games/rykestra/practice";
import { spreadWords } from "./dispersion-words";

const stops = (n: number): Stop[] => Array.from({ length: n }, (_, i) => ({ at: { x: (i % 3) - 1, z: -5 + (i % 4) }, offMat: false }));
const words = (n: number) => spreadWords(stops(n), spreadOf(stops(n).map((s) => s.at)), { label: "Your throws", aim: null });

describe("the spread in words", () => {
  it("states no σ from fewer stops than the spread needs, and says how many more", () => {
    expect(words(3)).toEqual(["3 throws.", `The spread is measured from ${MIN_SPREAD_STOPS} throws: 2 more to go.`]);
  });
  it("states the 1σ spread once there are stops enough", () => {
    expect(words(MIN_SPREAD_STOPS)[1]).toMatch(/^Spread \(1σ\): ±\d+\.\d cm along its long axis, ±\d+\.\d cm across\.$/);
  });
});
