import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { exactAcos, exactAtan2, exactCos, exactExp, exactLog, exactPow, exactSin, norm2, norm3, norm4 } from "./exact-math";

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

/** |a − b| in units of b's last place. */
const ulps = (a: number, b: number) => Math.abs(a - b) / (Number.EPSILON * Math.max(Math.abs(b), Number.MIN_VALUE / Number.EPSILON));

describe("arctangent, arccosine, logarithm and exponential from exact arithmetic", () => {
  it("atan2 agrees with Math.atan2 to a few units in the last place, every quadrant", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (y, x) => {
        expect(Math.abs(exactAtan2(y, x) - Math.atan2(y, x))).toBeLessThanOrEqual(4 * Number.EPSILON * Math.max(1, Math.abs(Math.atan2(y, x))));
      }),
      { numRuns: 5_000 },
    );
  });

  it("atan2 keeps Math.atan2's signed zeros, axes and infinities", () => {
    for (const [y, x] of [[0, 1], [-0, 1], [0, -1], [-0, -1], [0, 0], [-0, -0], [0, -0], [1, 0], [-1, 0], [1, Infinity], [1, -Infinity], [Infinity, 1], [-Infinity, -Infinity], [Infinity, Infinity]]) {
      expect(Object.is(exactAtan2(y, x), Math.atan2(y, x)) || ulps(exactAtan2(y, x), Math.atan2(y, x)) <= 1).toBe(true);
    }
    expect(exactAtan2(NaN, 1)).toBeNaN();
    expect(exactAtan2(1, 1)).toBe(Math.PI / 4);
  });

  it("acos agrees with Math.acos and clamps just past ±1", () => {
    for (let i = -1000; i <= 1000; i++) {
      const c = i / 1000;
      expect(Math.abs(exactAcos(c) - Math.acos(c))).toBeLessThanOrEqual(4e-16 * Math.max(1, Math.acos(c)));
    }
    expect(exactAcos(1 + 1e-15)).toBe(0);
    expect(exactAcos(-1 - 1e-15)).toBe(Math.PI);
  });

  it("log agrees with Math.log to a few units in the last place, subnormals and powers of two included", () => {
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e300, noNaN: true }), (x) => {
        expect(Math.abs(exactLog(x) - Math.log(x))).toBeLessThanOrEqual(3 * Number.EPSILON * Math.max(1, Math.abs(Math.log(x))));
      }),
      { numRuns: 5_000 },
    );
    expect(exactLog(1)).toBe(0);
    expect(exactLog(2)).toBe(Math.LN2);
    expect(exactLog(0)).toBe(-Infinity);
    expect(exactLog(-1)).toBeNaN();
  });

  it("exp agrees with Math.exp to a few units in the last place, down to underflow and up to overflow", () => {
    fc.assert(
      fc.property(fc.double({ min: -740, max: 709, noNaN: true }), (x) => {
        expect(ulps(exactExp(x), Math.exp(x))).toBeLessThanOrEqual(4);
      }),
      { numRuns: 5_000 },
    );
    expect(exactExp(0)).toBe(1);
    expect(exactExp(710)).toBe(Infinity);
    expect(exactExp(-800)).toBe(0);
  });

  it("pow is e^(b ln a), close to Math.pow for the damping factors", () => {
    expect(ulps(exactPow(0.9, 1 / 60), Math.pow(0.9, 1 / 60))).toBeLessThanOrEqual(2);
    expect(exactPow(0, 2)).toBe(0);
    expect(exactPow(5, 0)).toBe(1);
    expect(exactPow(-2, 0.5)).toBeNaN();
  });

  it("lengths are square roots of sums of squares", () => {
    expect(norm2(3, 4)).toBe(5);
    expect(norm3(2, 3, 6)).toBe(7);
    expect(norm4(1, 1, 1, 1)).toBe(2);
  });
});
