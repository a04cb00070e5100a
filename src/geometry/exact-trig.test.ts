import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { exactCos, exactSin } from "./exact-trig";

describe("sine and cosine from exact arithmetic", () => {
  it("agree with Math.sin and Math.cos to within a unit or two in the last place", () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (x) => {
        expect(Math.abs(exactSin(x) - Math.sin(x))).toBeLessThanOrEqual(4e-16 * Math.max(1, Math.abs(x) / 100));
        expect(Math.abs(exactCos(x) - Math.cos(x))).toBeLessThanOrEqual(4e-16 * Math.max(1, Math.abs(x) / 100));
      }),
      { numRuns: 5_000 },
    );
  });

  it("are exact where the values are", () => {
    expect(exactSin(0)).toBe(0);
    expect(Object.is(exactSin(-0), -0)).toBe(true);
    expect(exactCos(0)).toBe(1);
    expect(exactSin(Math.PI / 2)).toBe(1);
    expect(exactCos(Math.PI)).toBe(-1);
    expect(exactSin(1e-200)).toBe(1e-200);
  });

  it("keep sin² + cos² = 1 and the quadrants' signs", () => {
    for (let i = -400; i <= 400; i++) {
      const x = i * 0.0625 + 0.01;
      const s = exactSin(x);
      const c = exactCos(x);
      expect(s * s + c * c).toBeCloseTo(1, 15);
      expect(Math.sign(s)).toBe(Math.sign(Math.sin(x)));
      expect(Math.sign(c)).toBe(Math.sign(Math.cos(x)));
    }
  });

  it("say NaN for what is not a number", () => {
    expect(exactSin(Infinity)).toBeNaN();
    expect(exactCos(NaN)).toBeNaN();
  });
});
