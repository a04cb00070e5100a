import { describe, expect, it } from "vitest";
import { massProperties } from "./mass-properties";
import { CUBE_SOLID, D10_SOLID } from "./solids";
import { D6_EDGE } from "./table-layout";

describe("mass properties", () => {
  it("gives a cube the textbook inertia m·a²/6 and its exact volume", () => {
    const p = massProperties(CUBE_SOLID, 3);
    expect(p.volume).toBeCloseTo(D6_EDGE ** 3, 12);
    for (let i = 0; i < 3; i++) {
      expect(p.inertia[i][i]).toBeCloseTo((3 * D6_EDGE ** 2) / 6, 12);
      for (let j = 0; j < 3; j++) if (i !== j) expect(p.inertia[i][j]).toBeCloseTo(0, 12);
    }
  });

  it("gives the D10 a centred mass and an inertia symmetric about its pole axis", () => {
    const p = massProperties(D10_SOLID, 2.5);
    for (const c of p.centre) expect(c).toBeCloseTo(0, 12);
    expect(p.inertia[0][0]).toBeCloseTo(p.inertia[2][2], 10);
    expect(p.inertia[0][1]).toBeCloseTo(0, 10);
    expect(p.inertia[0][2]).toBeCloseTo(0, 10);
    expect(p.inertia[1][1]).toBeGreaterThan(0);
    expect(p.inertia[1][1]).not.toBeCloseTo(p.inertia[0][0], 3);
  });
});
