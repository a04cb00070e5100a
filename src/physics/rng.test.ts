import { describe, expect, it } from "vitest";
import { createRng, randomQuaternion, seedOf } from "./rng";

describe("seeded randomness", () => {
  it("repeats the same sequence for the same seed and a different one for another seed", () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const sa = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(sa);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(sa);
  });

  it("accepts text seeds and folds them into stable numbers", () => {
    expect(seedOf("game-1")).toBe(seedOf("game-1"));
    expect(seedOf("game-1")).not.toBe(seedOf("game-2"));
  });

  it("draws uniform numbers in [0, 1) with a mean near one half", () => {
    const rng = createRng(1);
    let sum = 0;
    for (let i = 0; i < 20000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      sum += x;
    }
    expect(Math.abs(sum / 20000 - 0.5)).toBeLessThan(0.01);
  });

  it("makes unit quaternions", () => {
    const rng = createRng(3);
    for (let i = 0; i < 100; i++) {
      const q = randomQuaternion(rng);
      expect(Math.hypot(...q)).toBeCloseTo(1, 12);
    }
  });
});
