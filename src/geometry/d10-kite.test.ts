import { describe, expect, it } from "vitest";
import { d10Kite } from "./d10-kite";
import { restingPose } from "./resting-pose";
import { D10_DIAMETER } from "./table-layout";

describe("the upward kite of a D10", () => {
  it("points where the resting pose was asked to point", () => {
    for (const heading of [0, 0.7, Math.PI / 2, -2.2, 3]) {
      for (let face = 0; face < 10; face++) {
        const { quaternion, height } = restingPose("d10", face, heading);
        const kite = d10Kite([5, height, -3], quaternion);
        expect(Math.cos(kite.heading - heading)).toBeCloseTo(1, 9);
        expect(Math.sin(kite.heading - heading)).toBeCloseTo(0, 9);
      }
    }
  });

  it("places a north-pointing kite's top point north of its bottom corners, and, looking south from the top, the left corner east", () => {
    const { quaternion, height } = restingPose("d10", 0, 0);
    const kite = d10Kite([10, height, 10], quaternion);
    expect(kite.top.z).toBeLessThan(kite.left.z);
    expect(kite.left.z).toBeCloseTo(kite.right.z, 9);
    expect(kite.left.x).toBeGreaterThan(kite.right.x);
    expect(kite.top.x).toBeCloseTo(10, 9);
  });

  it("has a top point about half a die from the centre and bottom corners either side", () => {
    const { quaternion } = restingPose("d10", 4, 1.1);
    const kite = d10Kite([0, 0, 0], quaternion);
    const r = Math.hypot(kite.top.x, kite.top.z);
    expect(r).toBeGreaterThan(D10_DIAMETER * 0.3);
    expect(r).toBeLessThan(D10_DIAMETER * 0.7);
    const w = Math.hypot(kite.left.x - kite.right.x, kite.left.z - kite.right.z);
    expect(w).toBeGreaterThan(D10_DIAMETER * 0.5);
  });
});
