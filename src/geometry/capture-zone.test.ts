import { describe, expect, it } from "vitest";
import { seeded } from "../test-prng";
import { captureZone, distance, distanceSquared, inCaptureZone, isDegenerateKite, type Kite, type Polygon } from "./capture-zone";
import type { TablePoint } from "./types";

// A kite pointing north: top at z = −1, bottom corners at (±1, 0). Its two lines are |x| = z + 1.
const north: Kite = { top: { x: 0, z: -1 }, left: { x: -1, z: 0 }, right: { x: 1, z: 0 } };

const p = (x: number, z: number): TablePoint => ({ x, z });

function area(poly: Polygon): number {
  let twice = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    twice += a.x * b.z - b.x * a.z;
  }
  return Math.abs(twice) / 2;
}

/** Distances from each edge of a convex polygon, positive on the inner side. */
function edgeDistances(poly: Polygon, q: TablePoint): number[] {
  const orientation = poly.reduce((sum, a, i) => {
    const b = poly[(i + 1) % poly.length];
    return sum + (a.x * b.z - b.x * a.z);
  }, 0) > 0 ? 1 : -1;
  return poly.map((a, i) => {
    const b = poly[(i + 1) % poly.length];
    const len = Math.hypot(b.x - a.x, b.z - a.z);
    return (orientation * ((b.x - a.x) * (q.z - a.z) - (b.z - a.z) * (q.x - a.x))) / len;
  });
}

describe("the standard capture zone", () => {
  it("opens away from the top point, beyond the bottom corners", () => {
    expect(inCaptureZone(north, p(0, 5), "standard")).toBe(true);
    expect(inCaptureZone(north, p(4, 5), "standard")).toBe(true);
    expect(inCaptureZone(north, p(0, -5), "standard")).toBe(false);
  });

  it("excludes the kite itself, between the top point and the bottom segment", () => {
    expect(inCaptureZone(north, p(0, -0.5), "standard")).toBe(false);
    expect(inCaptureZone(north, north.top, "standard")).toBe(false);
  });

  it("counts the bottom segment, the bottom corners and both lines as inside", () => {
    expect(inCaptureZone(north, p(0, 0), "standard")).toBe(true);
    expect(inCaptureZone(north, north.left, "standard")).toBe(true);
    expect(inCaptureZone(north, p(6, 5), "standard")).toBe(true);
    expect(inCaptureZone(north, p(-6, 5), "standard")).toBe(true);
    expect(inCaptureZone(north, p(6.01, 5), "standard")).toBe(false);
    expect(inCaptureZone(north, p(0, -0.01), "standard")).toBe(false);
  });

  it("stops at the mat's edge", () => {
    expect(inCaptureZone(north, p(0, 15), "standard")).toBe(true);
    expect(inCaptureZone(north, p(0, 15.01), "standard")).toBe(false);
  });

  it("keeps a point built on a slanted line inside despite rounding", () => {
    const kite: Kite = { top: p(1.1, 2.3), left: p(0.37, 3.19), right: p(2.03, 2.71) };
    for (const t of [1.3, 2.7, 3.1, 7.9]) {
      for (const corner of [kite.left, kite.right]) {
        const onLine = p(kite.top.x + t * (corner.x - kite.top.x), kite.top.z + t * (corner.z - kite.top.z));
        expect(inCaptureZone(kite, onLine, "standard")).toBe(true);
      }
    }
  });

  it("draws as the mat clipped by the wedge", () => {
    const zone = captureZone(north, "standard");
    // Width 2(z + 1) for z in [0, 14], then the full 30 cm for the last centimetre.
    expect(area(zone)).toBeCloseTo(224 + 30, 9);
    const corners = zone.map((q) => `${q.x.toFixed(6)},${q.z.toFixed(6)}`).sort();
    expect(corners).toEqual(
      ["-1,0", "1,0", "15,14", "15,15", "-15,15", "-15,14"]
        .map((s) => s.split(",").map(Number))
        .map(([x, z]) => `${x.toFixed(6)},${z.toFixed(6)}`)
        .sort(),
    );
  });

  it("does not depend on which bottom corner is called left", () => {
    const swapped: Kite = { top: north.top, left: north.right, right: north.left };
    expect(area(captureZone(swapped))).toBeCloseTo(area(captureZone(north)), 9);
    for (const q of [p(0, 5), p(6, 5), p(7, 5), p(0, -5)]) {
      expect(inCaptureZone(swapped, q)).toBe(inCaptureZone(north, q));
    }
  });
});

describe("the mirror capture zone", () => {
  it("opens beyond the top point instead", () => {
    expect(inCaptureZone(north, p(0, -5), "mirror")).toBe(true);
    expect(inCaptureZone(north, p(0, 5), "mirror")).toBe(false);
    expect(inCaptureZone(north, p(0, -0.5), "mirror")).toBe(false);
  });

  it("includes the top point and both lines", () => {
    expect(inCaptureZone(north, north.top, "mirror")).toBe(true);
    expect(inCaptureZone(north, p(4, -5), "mirror")).toBe(true);
    expect(inCaptureZone(north, p(4.01, -5), "mirror")).toBe(false);
  });

  it("draws as a triangle from the top point to the north edge", () => {
    // |x| ≤ −1 − z for z in [−15, −1]: a triangle of height 14 and base 28.
    expect(area(captureZone(north, "mirror"))).toBeCloseTo(196, 9);
  });
});

describe("a zone and its drawing", () => {
  it("agree on random kites and points away from the boundary", () => {
    const random = seeded(42);
    const coord = () => (random() - 0.5) * 34;
    let inside = 0;
    let outside = 0;
    for (let k = 0; k < 200; k++) {
      const c = p(coord(), coord());
      const angle = random() * 2 * Math.PI;
      const f = p(Math.cos(angle), Math.sin(angle));
      const side = p(-f.z, f.x);
      const kite: Kite = {
        top: p(c.x + 0.55 * f.x, c.z + 0.55 * f.z),
        left: p(c.x - 0.1 * f.x + 0.5 * side.x, c.z - 0.1 * f.z + 0.5 * side.z),
        right: p(c.x - 0.1 * f.x - 0.5 * side.x, c.z - 0.1 * f.z - 0.5 * side.z),
      };
      for (const reading of ["standard", "mirror"] as const) {
        const zone = captureZone(kite, reading);
        for (let i = 0; i < 20; i++) {
          const q = p(coord(), coord());
          const sides = zone.length > 0 ? edgeDistances(zone, q) : [-1];
          if (sides.every((d) => d > 1e-6)) {
            expect(inCaptureZone(kite, q, reading)).toBe(true);
            inside++;
          }
          if (sides.some((d) => d < -1e-6)) {
            expect(inCaptureZone(kite, q, reading)).toBe(false);
            outside++;
          }
        }
      }
    }
    expect(inside).toBeGreaterThan(500);
    expect(outside).toBeGreaterThan(500);
    expect(inside + outside).toBe(8000);
  });
});

describe("a kite with no area", () => {
  it("captures nowhere", () => {
    const flat: Kite = { top: p(0, 0), left: p(1, 1), right: p(2, 2) };
    expect(isDegenerateKite(flat)).toBe(true);
    expect(isDegenerateKite(north)).toBe(false);
    expect(captureZone(flat)).toEqual([]);
    expect(inCaptureZone(flat, p(3, 3))).toBe(false);
    expect(inCaptureZone(flat, p(3, 3), "mirror")).toBe(false);
  });
});

describe("distances", () => {
  it("measure centre to centre in centimetres", () => {
    expect(distance(p(0, 0), p(3, 4))).toBe(5);
    expect(distanceSquared(p(1, 1), p(4, 5))).toBe(25);
  });
});
