import { describe, expect, it } from "vitest";
import { groundSoundAt, surfacePlan, type SurfaceBox } from "./surfaces";
import { MAT, SIDE_TRAY, TABLE, TRAY } from "../geometry/table-layout";

const top = (b: SurfaceBox) => b.centre[1] + b.halfExtents[1];
const bottom = (b: SurfaceBox) => b.centre[1] - b.halfExtents[1];
const min = (b: SurfaceBox, a: 0 | 2) => b.centre[a] - b.halfExtents[a];
const max = (b: SurfaceBox, a: 0 | 2) => b.centre[a] + b.halfExtents[a];
const named = (boxes: readonly SurfaceBox[], name: string) => boxes.find((b) => b.name === name)!;

describe("table surfaces", () => {
  it("stands the tray walls on the table round a felt floor of TRAY.width × TRAY.depth, at their drawn height and thickness", () => {
    const { boxes, ground } = surfacePlan("tray");
    expect(ground).toBe("felt");
    const east = named(boxes, "tray-east");
    const north = named(boxes, "tray-north");
    expect(min(east, 0)).toBeCloseTo(TRAY.width / 2, 12);
    expect(max(east, 0) - min(east, 0)).toBeCloseTo(TRAY.wallThickness, 12);
    expect(max(north, 2)).toBeCloseTo(-TRAY.depth / 2, 12);
    expect(top(east)).toBeCloseTo(TRAY.wallHeight, 12);
    expect(bottom(east)).toBeLessThan(0);
  });

  it("raises the Rykestra mat MAT.thickness above the wooden table with open edges on its outline", () => {
    const { boxes, ground } = surfacePlan("rykestra");
    expect(ground).toBe("wood");
    const mat = named(boxes, "mat");
    expect(mat.kind).toBe("felt");
    expect(top(mat)).toBeCloseTo(MAT.thickness, 12);
    expect(min(mat, 0)).toBeCloseTo(-MAT.size / 2, 12);
    expect(max(mat, 2)).toBeCloseTo(MAT.size / 2, 12);
    expect(boxes.filter((b) => b.name.startsWith("tray"))).toEqual([]);
    const side = named(boxes, "side-tray-west");
    expect(max(side, 0)).toBeCloseTo(SIDE_TRAY.centre.x - SIDE_TRAY.width / 2, 12);
    expect(top(side)).toBeCloseTo(SIDE_TRAY.wallHeight, 12);
  });

  for (const layout of ["tray", "rykestra"] as const) {
    it(`closes the ${layout} table with walls whose inner faces are the table's edges and nothing can fly over`, () => {
      const { boxes } = surfacePlan(layout);
      expect(min(named(boxes, "table-east"), 0)).toBeCloseTo(TABLE.width / 2, 12);
      expect(max(named(boxes, "table-west"), 0)).toBeCloseTo(-TABLE.width / 2, 12);
      expect(min(named(boxes, "table-south"), 2)).toBeCloseTo(TABLE.depth / 2, 12);
      for (const side of ["north", "south", "east", "west"]) expect(top(named(boxes, `table-${side}`))).toBeGreaterThan(100);
    });
  }

  it("sounds felt inside the felt areas and wood on the bare table", () => {
    expect(groundSoundAt(surfacePlan("tray"), 0, 0)).toBe("felt");
    expect(groundSoundAt(surfacePlan("tray"), 30, 0)).toBe("wood");
    expect(groundSoundAt(surfacePlan("rykestra"), SIDE_TRAY.centre.x, SIDE_TRAY.centre.z)).toBe("felt");
    expect(groundSoundAt(surfacePlan("rykestra"), 25, 20)).toBe("wood");
  });
});
