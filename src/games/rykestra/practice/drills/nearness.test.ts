import { describe, expect, it } from "vitest";
import { MAT_BOUNDS } from "../../../../geometry/mat";
import { practiceDieIds } from "../position";
import { gradeAttempt, type Drill, type DrillMat } from "./goals";
import { nearness, pushedOut } from "./nearness";
import { fixture, off, settle } from "./test-mats";
import { secondThrow } from "./two-throw";

/** Nearness of a one-throw attempt, graded as the table grades it. */
const near1 = (drill: Drill, m: DrillMat) => nearness(drill, m, gradeAttempt(drill, [m], practiceDieIds(drill.position)).passed);

describe("how near an attempt came", () => {
  it("measures a push as the share of the way out from where the die lay", () => {
    expect(pushedOut({ x: 0, z: -10 }, { x: 0, z: -10 }, MAT_BOUNDS)).toBe(0);
    expect(pushedOut({ x: 0, z: -10 }, { x: 0, z: -12.5 }, MAT_BOUNDS)).toBeCloseTo(0.5);
    expect(pushedOut({ x: 0, z: -10 }, { x: 0, z: -5 }, MAT_BOUNDS)).toBe(0);
    expect(pushedOut({ x: 0, z: -10 }, { x: 0, z: -16 }, MAT_BOUNDS)).toBe(1);
  });

  describe("knock-off", () => {
    const drill = fixture("fs-edge-north"); // target at (0,-14), a cm from the far edge
    it("gives nothing to a target left lying by the edge by a throw that went nowhere near", () => {
      expect(near1(drill, settle(drill, { x: 12, z: 12 }))).toBeLessThan(0.05);
    });
    it("orders a miss, a near miss, a touch, a push to the brink, yours off with it, and a pass", () => {
      const far = near1(drill, settle(drill, { x: 12, z: 12 }));
      const nearMiss = near1(drill, settle(drill, { x: 3, z: -12 }));
      const touch = near1(drill, settle(drill, { x: 0, z: -12 }, { struck: ["d10-1-0"] }));
      // A die half over the edge, its centre still inside: on the mat, nearly out.
      const brink = near1(drill, settle(drill, { x: 0, z: -12 }, { changes: { "d10-1-0": { centre: { x: 0, z: -14.9 } } }, struck: ["d10-1-0"] }));
      const bothOff = near1(drill, settle(drill, { x: 0, z: -16 }, { thrown: { offMat: true }, changes: { "d10-1-0": off(0, -17) }, struck: ["d10-1-0"] }));
      const pass = near1(drill, settle(drill, { x: 0, z: -12 }, { changes: { "d10-1-0": off(0, -17) }, struck: ["d10-1-0"] }));
      expect([far, nearMiss, touch, brink, bothOff, pass]).toEqual([...[far, nearMiss, touch, brink, bothOff, pass]].sort((a, b) => a - b));
      expect(new Set([far, nearMiss, touch, brink, bothOff, pass]).size).toBe(6);
      expect(brink).toBeCloseTo(0.35 * 0.9 + 0.2 + 0.2 * (1 - 2 / 15));
      expect(pass).toBe(1);
    });
    it("gives a knocked die that came back to rest on the mat only what its push is worth", () => {
      const back = near1(drill, settle(drill, { x: 0, z: -9 }, { changes: { "d10-1-0": { centre: { x: 3, z: -12 } } }, struck: ["d10-1-0"] }));
      expect(back).toBeLessThan(0.5);
    });
  });

  describe("clear a sector", () => {
    const drill = fixture("fs-sector-sw"); // target at (-1.5, 1.5): 1.5 cm inside two sides of the south-west
    it("counts how far towards the nearest way out of the sector the die was driven", () => {
      const still = near1(drill, settle(drill, { x: 5, z: 10 }));
      const pushed = near1(drill, settle(drill, { x: -1, z: 4 }, { changes: { "d10-1-0": { centre: { x: -0.5, z: 1.5 } } }, struck: ["d10-1-0"] }));
      const out = near1(drill, settle(drill, { x: -1, z: 4 }, { changes: { "d10-1-0": { centre: { x: 0.5, z: 1.5 } } }, struck: ["d10-1-0"] }));
      expect(still).toBeLessThan(0.2);
      expect(pushed).toBeCloseTo(0.35 * (2 / 3) + 0.2 + 0.2 * (1 - Math.sqrt(0.25 + 6.25) / 15));
      expect(out).toBe(1);
    });
  });

  describe("hit and stay clear of the zones", () => {
    const drill = fixture("club-clean-ring");
    it("ranks a miss by how near it stopped, below a hit cocked, below a hit in a zone, below a clean hit", () => {
      const wide = near1(drill, settle(drill, { x: 12, z: 12 }));
      const close = near1(drill, settle(drill, { x: 2, z: -2 }));
      const cocked = near1(drill, settle(drill, { x: 0, z: -5.2 }, { thrown: { cocked: true }, struck: ["d10-1-0"] }));
      const inZone = near1(drill, settle(drill, { x: 0, z: 4 }, { struck: ["d10-1-0"] }));
      const clean = near1(drill, settle(drill, { x: -9, z: 4 }, { changes: { "d10-1-0": { centre: { x: 0, z: -2 } } }, struck: ["d10-1-0"] }));
      expect(wide).toBeLessThan(close);
      expect(close).toBeLessThanOrEqual(0.5);
      expect(cocked).toBe(0.65);
      expect(inZone).toBe(0.85);
      expect(clean).toBe(1);
    });
  });

  describe("land in a circle", () => {
    const drill = fixture("fs-centre"); // r = 5
    it("falls off with the cm outside the circle and is nothing off the mat", () => {
      expect(near1(drill, settle(drill, { x: 0, z: 4 }))).toBe(1);
      expect(near1(drill, settle(drill, { x: 0, z: 2 }, { thrown: { cocked: true } }))).toBe(0.9);
      expect(near1(drill, settle(drill, { x: 0, z: 10 }))).toBeCloseTo(0.9 * 0.75);
      expect(near1(drill, settle(drill, { x: 0, z: -16 }, { thrown: { offMat: true } }))).toBe(0);
    });
    it("counts both dice of a two-throw landing", () => {
      const two = fixture("club-two-circle"); // r = 4 at (0,-4)
      const first = settle(two, { x: 1, z: -3 });
      const next = secondThrow(two.position, first.outcome, []);
      const wide = { ...settle(two, { x: 0, z: 10 }, { position: next.position }), ids: next.ids };
      const g = gradeAttempt(two, [first, wide], []);
      // The first die inside (0.9, short of a pass), the second 10 cm outside.
      expect(nearness(two, wide, g.passed)).toBeCloseTo((0.9 + 0.9 * (1 - 10 / 20)) / 2);
    });
  });

  describe("carreau", () => {
    const drill = fixture("club-carreau"); // target at (0,-13), within 4
    it("ranks a knock-off by how near its spot your die stopped", () => {
      const gone = { "d10-1-0": off(0, -18) };
      const yoursOff = near1(drill, settle(drill, { x: 0, z: -17 }, { thrown: { offMat: true }, changes: gone, struck: ["d10-1-0"] }));
      const far = near1(drill, settle(drill, { x: 0, z: 0 }, { changes: gone, struck: ["d10-1-0"] }));
      const close = near1(drill, settle(drill, { x: 0, z: -8 }, { changes: gone, struck: ["d10-1-0"] }));
      expect(yoursOff).toBe(0.7);
      expect(far).toBeGreaterThan(yoursOff);
      expect(close).toBeCloseTo(0.7 + 0.25 * (1 - 1 / 15));
    });
  });

  describe("knock both off", () => {
    const drill = fixture("club-two-knock");
    it("counts each target gone, or how far towards the edge it went", () => {
      const ids = practiceDieIds(drill.position);
      const one = settle(drill, { x: -2, z: -10 }, { changes: { "d10-1-0": off(-3, -17) }, struck: ["d10-1-0"] });
      expect(nearness(drill, one, gradeAttempt(drill, [one], ids).passed)).toBeCloseTo(0.45);
      const both = settle(drill, { x: 0, z: -16 }, { thrown: { offMat: true }, changes: { "d10-1-0": off(-3, -17), "d10-2-0": off(3, -17) }, struck: ["d10-1-0"] });
      const g = gradeAttempt(drill, [both], ids);
      expect(g.points).toBe(4);
      expect(nearness(drill, both, g.passed)).toBe(0.9);
    });
  });
});
