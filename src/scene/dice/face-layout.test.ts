import { describe, expect, it } from "vitest";
import { faceLayouts } from "./face-layout";
import { D10_SOLID, solidOf } from "../../geometry/solids";
import { cross, dot, sub } from "../../geometry/vec";

describe("die face layout", () => {
  for (const kind of ["d6", "d10"] as const) {
    it(`keeps every ${kind} face inside its own cell`, () => {
      for (const l of faceLayouts(kind)) {
        for (const p of l.polygon) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(1);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeLessThanOrEqual(1);
        }
      }
    });

    it(`gives each ${kind} face its own cell`, () => {
      const cells = faceLayouts(kind).map((l) => `${l.col},${l.row}`);
      expect(new Set(cells).size).toBe(cells.length);
    });
  }

  it("stands each D10 numeral with its top towards the kite's pole", () => {
    for (const l of faceLayouts("d10")) {
      const [pole, sideA] = D10_SOLID.faces[l.face].map((i) => D10_SOLID.vertices[i]);
      expect(dot(sub(pole, sideA), l.up)).toBeGreaterThan(0);
      // In the cell, the pole is the highest point (smallest y, canvas y runs down).
      const ys = l.polygon.map((p) => p.y);
      expect(l.polygon[0].y).toBe(Math.min(...ys));
    }
  });

  for (const kind of ["d6", "d10"] as const) {
    it(`draws every ${kind} face unmirrored: right × up is the outward normal`, () => {
      const normals = solidOf(kind).normals;
      for (const l of faceLayouts(kind)) {
        const n = cross(l.right, l.up);
        for (let i = 0; i < 3; i++) expect(n[i]).toBeCloseTo(normals[l.face][i], 9);
      }
    });
  }

  it("puts the top face's symbol upright for a player seated at +z", () => {
    const top = faceLayouts("d6")[0];
    expect(top.up).toEqual([0, 0, -1]);
    expect(top.right[0]).toBeCloseTo(1);
  });
});
