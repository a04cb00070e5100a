import { describe, expect, it } from "vitest";
import { diceFrom, dieFrom, pick, seeded } from "./test-prng";

describe("the seeded test generator", () => {
  it("draws the mulberry32 sequence, so seeds chosen for earlier tests still replay the same games", () => {
    const random = seeded(1);
    expect([random(), random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it("repeats itself for the same seed and differs for another", () => {
    const a = seeded(42);
    const b = seeded(42);
    const c = seeded(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
  });

  it("gives every face of a die and nothing else, one draw per die", () => {
    const random = seeded(7);
    const faces = diceFrom(random, 600);
    expect(new Set(faces)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const again = seeded(7);
    expect(faces.slice(0, 3)).toEqual([dieFrom(again), dieFrom(again), dieFrom(again)]);
  });

  it("picks only items of the list", () => {
    const random = seeded(3);
    const items = ["a", "b", "c"] as const;
    const picks = Array.from({ length: 60 }, () => pick(random, items));
    expect(new Set(picks)).toEqual(new Set(items));
  });
});
