import { describe, expect, it } from "vitest";
import { seatThrowPosition, trayThrowPosition } from "./throw-position";
import { isOnMat } from "../geometry/mat";
import { TRAY } from "../geometry/table-layout";
import { headingDirection } from "./flick";

describe("where hands throw from", () => {
  it("puts seat 0 south of the mat and goes clockwise seen from above: south, west, north, east", () => {
    const at = [0, 1, 2, 3].map((s) => seatThrowPosition(s, 4).position);
    expect(at[0][2]).toBeGreaterThan(15);
    expect(at[1][0]).toBeLessThan(-15);
    expect(at[2][2]).toBeLessThan(-15);
    expect(at[3][0]).toBeGreaterThan(15);
  });

  for (const seats of [3, 4, 5]) {
    it(`keeps every hand of ${seats} seats outside the mat, above it, facing its centre`, () => {
      for (let s = 0; s < seats; s++) {
        const { position, heading } = seatThrowPosition(s, seats);
        expect(isOnMat({ x: position[0], z: position[2] })).toBe(false);
        expect(position[1]).toBeGreaterThan(1);
        const [ux, uz] = headingDirection(heading);
        const len = Math.hypot(position[0], position[2]);
        expect(ux).toBeCloseTo(-position[0] / len, 9);
        expect(uz).toBeCloseTo(-position[2] / len, 9);
      }
    });
  }

  it("spreads dice thrown together from one seat across the facing direction, the first on the thrower's left", () => {
    const [a, b] = [0, 1].map((i) => seatThrowPosition(0, 4, i, 2).position);
    expect(a[2]).toBeCloseTo(b[2], 12);
    expect(b[0] - a[0]).toBeCloseTo(2.4, 12);
    expect(a[0]).toBeCloseTo(-b[0], 12);
    // West seat faces +x: its left is north (−z).
    const [w0, w1] = [0, 1].map((i) => seatThrowPosition(1, 4, i, 2).position);
    expect(w0[2]).toBeLessThan(w1[2]);
  });

  it("lines tray hands up along the near wall, inside it, above its top, facing away", () => {
    const hands = [0, 1, 2, 3, 4, 5].map((i) => trayThrowPosition(i, 6));
    for (const h of hands) {
      expect(h.position[2]).toBeLessThan(TRAY.depth / 2);
      expect(h.position[2]).toBeGreaterThan(0);
      expect(h.position[1]).toBeGreaterThan(TRAY.wallHeight);
      expect(h.heading).toBe(0);
    }
    expect(hands[0].position[0]).toBeCloseTo(-hands[5].position[0], 12);
    expect(hands[1].position[0] - hands[0].position[0]).toBeGreaterThan(1.6);
  });
});
