import { describe, expect, it } from "vitest";
import { powerFor, reachFor } from "./throw-reach";

describe("a keyboard throw's reach", () => {
  it("aims softer for nearer targets", () => {
    expect(powerFor(8)).toBeLessThan(powerFor(20));
    expect(powerFor(0)).toBe(0);
    expect(powerFor(500)).toBe(1);
  });

  it("carries the power for a distance back to that distance, within what a throw can reach", () => {
    for (const d of [6, 12.6, 25, 51]) expect(reachFor(powerFor(d))).toBeCloseTo(d, 9);
    expect(reachFor(2)).toBe(reachFor(1));
  });
});
