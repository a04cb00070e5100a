import { describe, expect, it } from "vitest";
import { D6_PIPS } from "./pip-layout";

describe("the D6 pip layout", () => {
  it("draws as many pips as the face is worth, each on its own grid point", () => {
    for (let face = 1; face <= 6; face++) {
      const pips = D6_PIPS[face];
      expect(pips).toHaveLength(face);
      expect(new Set(pips.map(([x, y]) => `${x},${y}`)).size).toBe(face);
    }
  });

  it("looks the same turned half round, as a real face does", () => {
    for (let face = 1; face <= 6; face++) {
      const turned = D6_PIPS[face].map(([x, y]) => `${-x},${-y}`).sort();
      expect(turned).toEqual(D6_PIPS[face].map(([x, y]) => `${x},${y}`).sort());
    }
  });
});
