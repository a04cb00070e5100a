import { describe, expect, it } from "vitest";
import { inCaptureZone } from "../../geometry/capture-zone";
import { isOnMat } from "../../geometry/mat";
import { kiteTowards } from "../../games/rykestra/test-kit";
import { rulerTicks, zoneDirection, zoneLabelPoint } from "./overlay-geometry";

describe("drawing on the mat", () => {
  const centre = { x: 0, z: 0 };
  const kite = kiteTowards(centre, { x: 10, z: 0 });

  it("opens a standard zone away from the top point, a mirror zone the other way", () => {
    expect(zoneDirection(kite, "standard").x).toBeCloseTo(1, 9);
    expect(zoneDirection(kite, "mirror").x).toBeCloseTo(-1, 9);
  });

  it("puts a zone's label inside that zone", () => {
    for (const reading of ["standard", "mirror"] as const) {
      expect(inCaptureZone(kite, zoneLabelPoint(centre, kite, reading), reading)).toBe(true);
    }
  });

  it("keeps a label on the mat for a die near the edge", () => {
    const edge = { x: 14, z: 0 };
    expect(isOnMat(zoneLabelPoint(edge, kiteTowards(edge, { x: 30, z: 0 }), "standard"))).toBe(true);
  });

  it("ticks a 3 cm ruler every centimetre, ends included", () => {
    const ticks = rulerTicks({ x: 0, z: 0 }, { x: 3, z: 0 });
    expect(ticks).toHaveLength(4);
    expect(ticks[1][0].x).toBeCloseTo(1, 9);
    expect(Math.abs(ticks[1][0].z - ticks[1][1].z)).toBeCloseTo(0.5, 9);
  });
});
