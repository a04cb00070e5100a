import { describe, expect, it } from "vitest";
import {
  CORELLIAN_MARKS,
  MAT_BOUNDS,
  SECTOR_CENTRES,
  SECTOR_IDS,
  STANDARD_COLOURS,
  corellianSector,
  isOnMat,
  sectorBounds,
  sectorOf,
  sectorsOfColour,
} from "./mat";
import { MAT } from "./table-layout";

describe("the Rykestra mat", () => {
  it("is the 30 cm square from the table layout, centred on the origin", () => {
    expect(MAT_BOUNDS).toEqual({ minX: -15, maxX: 15, minZ: -15, maxZ: 15 });
    expect(MAT.size).toBe(30);
  });

  it("counts a point on its outline as on the mat and anything beyond as off", () => {
    expect(isOnMat({ x: 15, z: 0 })).toBe(true);
    expect(isOnMat({ x: -15, z: -15 })).toBe(true);
    expect(isOnMat({ x: 15.0001, z: 0 })).toBe(false);
    expect(isOnMat({ x: 0, z: -15.5 })).toBe(false);
  });

  it("names the sector by compass quarter, north being −z", () => {
    expect(sectorOf({ x: -5, z: -5 })).toBe("NW");
    expect(sectorOf({ x: 5, z: -5 })).toBe("NE");
    expect(sectorOf({ x: -5, z: 5 })).toBe("SW");
    expect(sectorOf({ x: 5, z: 5 })).toBe("SE");
  });

  it("has no sector for a point off the mat", () => {
    expect(sectorOf({ x: 20, z: 0 })).toBeNull();
  });

  it("gives a point on a dividing line to the east or south sector", () => {
    expect(sectorOf({ x: 0, z: -3 })).toBe("NE");
    expect(sectorOf({ x: -3, z: 0 })).toBe("SW");
    expect(sectorOf({ x: 0, z: 0 })).toBe("SE");
  });

  it("puts each sector centre inside its own sector, 7.5 cm from both axes", () => {
    for (const id of SECTOR_IDS) {
      expect(sectorOf(SECTOR_CENTRES[id])).toBe(id);
      expect(Math.abs(SECTOR_CENTRES[id].x)).toBe(7.5);
      expect(Math.abs(SECTOR_CENTRES[id].z)).toBe(7.5);
    }
  });

  it("splits the mat into four 15 cm squares", () => {
    for (const id of SECTOR_IDS) {
      const b = sectorBounds(id);
      expect(b.maxX - b.minX).toBe(15);
      expect(b.maxZ - b.minZ).toBe(15);
    }
  });

  it("colours the standard board as a chequer: neighbours differ, diagonals match", () => {
    expect(STANDARD_COLOURS.NW).not.toBe(STANDARD_COLOURS.NE);
    expect(STANDARD_COLOURS.NW).not.toBe(STANDARD_COLOURS.SW);
    expect(STANDARD_COLOURS.NW).toBe(STANDARD_COLOURS.SE);
    expect(STANDARD_COLOURS.NE).toBe(STANDARD_COLOURS.SW);
    expect(sectorsOfColour("red")).toEqual(["NW", "SE"]);
    expect(sectorsOfColour("blue")).toEqual(["NE", "SW"]);
  });

  it("marks the Corellian board Flask 2, Crown 3, Compass 4, Eye 5, one numeral per sector", () => {
    expect(CORELLIAN_MARKS.NW).toEqual({ numeral: "flask", value: 2 });
    expect(CORELLIAN_MARKS.NE).toEqual({ numeral: "crown", value: 3 });
    expect(CORELLIAN_MARKS.SW).toEqual({ numeral: "compass", value: 4 });
    expect(CORELLIAN_MARKS.SE).toEqual({ numeral: "eye", value: 5 });
    expect([2, 3, 4, 5].map(corellianSector)).toEqual(["NW", "NE", "SW", "SE"]);
    expect(corellianSector(1)).toBeNull();
  });
});
