import { describe, expect, it } from "vitest";
import { recentVelocity } from "./gesture";

describe("drag velocity for the aim guide", () => {
  it("is zero before the pointer has moved twice", () => {
    expect(recentVelocity([{ t: 1, x: 0, z: 0 }])).toEqual({ vx: 0, vz: 0 });
  });

  it("measures the last stretch of the drag in cm/s", () => {
    const v = recentVelocity([
      { t: 0, x: 0, z: 0 },
      { t: 0.5, x: 0, z: 0 },
      { t: 0.55, x: 0, z: -5 },
      { t: 0.6, x: 0, z: -10 },
    ]);
    expect(v.vz).toBeCloseTo(-100);
    expect(v.vx).toBeCloseTo(0);
  });
});
