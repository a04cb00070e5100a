import { describe, expect, it } from "vitest";
import { inCaptureZone } from "../../geometry/capture-zone";
import { DIAGRAM } from "./ZoneDiagram";

describe("the rules diagram", () => {
  for (const reading of ["standard", "mirror"] as const) {
    it(`shows the ${reading} reading's taken die inside the zone and its safe die outside`, () => {
      const { taken, safe } = DIAGRAM.places[reading];
      expect(inCaptureZone(DIAGRAM.kite, taken, reading)).toBe(true);
      expect(inCaptureZone(DIAGRAM.kite, safe, reading)).toBe(false);
    });
  }
});
