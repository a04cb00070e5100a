import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fitCamera, type FitRequest, type FocusDie } from "./fit";
import { drawnSize, projectPoint, type View } from "./view";
import { TRAY } from "../../geometry/table-layout";
import type { Vec3 } from "../../geometry/types";

const TRAY_AREA = { minX: -TRAY.width / 2, maxX: TRAY.width / 2, minZ: -TRAY.depth / 2, maxZ: TRAY.depth / 2 };
const ANGLED: Vec3 = [0, 46, 40];
const lying = (x: number, z: number): FocusDie => ({ position: [x, 0.8, z], size: 1.6, minPx: 28 });
const inHand = (x: number): FocusDie => ({ position: [x, 7, TRAY.depth / 2 - 2], size: 1.6, minPx: 36 });

function request(width: number, height: number, focus: FocusDie[], offset: Vec3 = ANGLED): FitRequest {
  return { width, height, fovDeg: 40, target: [0, 0, -1], offset, area: TRAY_AREA, focus, keepDesignedDistance: width / height >= 0.9 };
}

function viewOf(req: FitRequest): View {
  const fit = fitCamera(req);
  return { target: fit.target, dir: fit.offset, distance: Math.hypot(...fit.offset), width: req.width, height: req.height, fovDeg: req.fovDeg };
}

function onCanvas(view: View, p: Vec3): boolean {
  const s = projectPoint(view, p);
  return s !== null && s.x >= 0 && s.x <= view.width && s.y >= 0 && s.y <= view.height;
}

describe("fitCamera", () => {
  it("keeps a wide screen's designed framing when the dice already look big enough", () => {
    const fit = fitCamera(request(900, 700, [lying(0, 0), lying(3, -4)].map((f) => ({ ...f, minPx: 22 }))));
    expect(fit.wholeArea).toBe(true);
    expect(fit.target).toEqual([0, 0, -1]);
    expect(Math.hypot(...fit.offset)).toBeCloseTo(Math.hypot(...ANGLED), 6);
  });

  it("comes closer on a wide screen too when a die must look bigger than the designed view draws it", () => {
    const req = request(900, 700, [lying(0, 0)]);
    expect(fitCamera(req).wholeArea).toBe(false);
    expect(drawnSize(viewOf(req), [0, 0.8, 0], 1.6)).toBeGreaterThanOrEqual(28 - 1e-6);
  });

  it("draws two dice lying on the felt at least 28 px across on a phone held upright", () => {
    const req = request(396, 560, [lying(-2, 1), lying(4, -3)]);
    const view = viewOf(req);
    for (const f of req.focus) {
      expect(drawnSize(view, f.position, f.size)).toBeGreaterThanOrEqual(28 - 1e-6);
      expect(onCanvas(view, f.position)).toBe(true);
    }
  });

  it("draws the dice in hand at least 36 px across when the player is to throw", () => {
    const req = request(396, 560, [inHand(-1.2), inHand(1.2)]);
    const view = viewOf(req);
    for (const f of req.focus) expect(drawnSize(view, f.position, f.size)).toBeGreaterThanOrEqual(36 - 1e-6);
  });

  it("shows the whole tray on a phone held upright when it stands back (no die to keep big)", () => {
    const req = request(396, 560, []);
    const fit = fitCamera(req);
    const view = viewOf(req);
    expect(fit.wholeArea).toBe(true);
    for (const [x, z] of [
      [TRAY_AREA.minX, TRAY_AREA.minZ],
      [TRAY_AREA.maxX, TRAY_AREA.maxZ],
    ]) {
      expect(onCanvas(view, [x, 0, z])).toBe(true);
    }
  });

  it("comes closer than the whole tray on a phone, so the felt fills the canvas's width", () => {
    const req = request(396, 560, [lying(0, 0)]);
    const fit = fitCamera(req);
    const view = viewOf(req);
    expect(fit.wholeArea).toBe(false);
    // Both side walls lie beyond the canvas's edges at the tray's middle.
    expect(onCanvas(view, [TRAY_AREA.minX, 0, 0])).toBe(false);
    expect(onCanvas(view, [TRAY_AREA.maxX, 0, 0])).toBe(false);
  });

  it("looks towards dice near a side wall without showing the table past that wall", () => {
    const req = request(396, 560, [lying(-19, 2)]);
    const view = viewOf(req);
    expect(onCanvas(view, [-19, 0.8, 2])).toBe(true);
    expect(view.target[0]).toBeLessThan(-5);
    // The left wall is at or beyond the canvas's left edge (no wood showing past it).
    const wall = projectPoint(view, [TRAY_AREA.minX, 0, 2]);
    expect(wall!.x).toBeLessThanOrEqual(view.width * 0.05);
  });

  it("slides the view over the mat rather than show the wood past a thrower's near edge", () => {
    const mat = { minX: -19, maxX: 19, minZ: -19, maxZ: 19 };
    const req: FitRequest = {
      width: 400,
      height: 435,
      fovDeg: 40,
      target: [0, 0, 3],
      offset: [0, 46, 33],
      area: mat,
      focus: [{ position: [0, 6, 18], size: 1.6, minPx: 36 }],
      keepDesignedDistance: false,
    };
    const view = viewOf(req);
    expect(onCanvas(view, [0, 6, 18])).toBe(true);
    expect(drawnSize(view, [0, 6, 18], 1.6)).toBeGreaterThanOrEqual(36 - 1e-6);
    // The mat runs from the canvas's top to its bottom: no wood showing above or below it.
    expect(projectPoint(view, [view.target[0], 0, 19])!.y).toBeGreaterThan(435 * 0.9);
    expect(projectPoint(view, [view.target[0], 0, -19])!.y).toBeLessThan(1);
  });

  it("looks straight down in the top view with the same guarantees", () => {
    const req = request(396, 560, [lying(5, 5), lying(-3, -6)], [0, 64, 0.01]);
    const view = viewOf(req);
    for (const f of req.focus) {
      expect(drawnSize(view, f.position, f.size)).toBeGreaterThanOrEqual(28 - 1e-6);
      expect(onCanvas(view, f.position)).toBe(true);
    }
  });

  it("keeps every die big enough and in view wherever a handful lies, on phones either way up and on tablets", () => {
    const sizes = fc.constantFrom([396, 560], [412, 640], [600, 330], [804, 700], [800, 1000]);
    const point = fc.record({ x: fc.double({ min: -20, max: 20, noNaN: true }), z: fc.double({ min: -13, max: 13, noNaN: true }) });
    fc.assert(
      fc.property(sizes, fc.array(point, { minLength: 1, maxLength: 3 }), ([w, h], pts) => {
        // A handful lies close together: within a hand's span of the first die.
        const dice = pts.map((p, i) => (i === 0 ? lying(p.x, p.z) : lying(pts[0].x + p.x / 4, pts[0].z + p.z / 4)));
        const req = request(w, h, dice);
        const view = viewOf(req);
        for (const f of dice) {
          expect(drawnSize(view, f.position, f.size)).toBeGreaterThanOrEqual(28 - 1e-6);
          expect(onCanvas(view, f.position)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("fitCamera's band kept clear at the top", () => {
  it("frames dice lying at the far wall below the overlays' band on a phone held upright", () => {
    const far = [lying(-6, -TRAY.depth / 2 + 1.5), lying(5, -TRAY.depth / 2 + 1)];
    const without = viewOf(request(396, 560, far));
    // Without the band the fit may leave a far die right under the canvas's top edge.
    const highest = (v: View) => Math.min(...far.map((f) => projectPoint(v, f.position)!.y));
    const req = { ...request(396, 560, far), clearTop: 72 };
    const view = viewOf(req);
    expect(highest(view)).toBeGreaterThanOrEqual(72 - 1e-6);
    expect(highest(view)).toBeGreaterThan(highest(without));
    for (const f of far) expect(drawnSize(view, f.position, f.size)).toBeGreaterThanOrEqual(28 - 1e-6);
  });

  it("keeps every die big enough, on the canvas and below the band wherever a handful lies", () => {
    const sizes = fc.constantFrom([396, 560], [412, 640], [600, 330], [800, 1000]);
    const point = fc.record({ x: fc.double({ min: -20, max: 20, noNaN: true }), z: fc.double({ min: -13, max: 13, noNaN: true }) });
    fc.assert(
      fc.property(sizes, fc.array(point, { minLength: 1, maxLength: 3 }), ([w, h], pts) => {
        const dice = pts.map((p, i) => (i === 0 ? lying(p.x, p.z) : lying(pts[0].x + p.x / 4, pts[0].z + p.z / 4)));
        const req = { ...request(w, h, dice), clearTop: 72 };
        const fit = fitCamera(req);
        const view = viewOf(req);
        for (const f of dice) {
          expect(drawnSize(view, f.position, f.size)).toBeGreaterThanOrEqual(28 - 1e-6);
          expect(onCanvas(view, f.position)).toBe(true);
          if (!fit.wholeArea) expect(projectPoint(view, f.position)!.y).toBeGreaterThanOrEqual(Math.min(72, h / 3) - 1e-6);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("fitCamera when the dice cannot all be big enough and in view", () => {
  it("keeps the player's hand on the canvas at its size, a 30 cm mat's far dice left out, on a phone held upright", () => {
    const mat = { minX: -15, maxX: 15, minZ: -15, maxZ: 15 };
    const hand = (x: number): FocusDie => ({ position: [x, 3, 17.5], size: 1.6, minPx: 36, first: true });
    // The player's two dice at their edge; the Kinzo marker and a die lying far up the mat.
    const dice = [hand(-1.2), hand(1.2), lying(-7.5, -7.5), lying(6, -12)];
    for (const [w, h] of [[404, 440], [412, 640], [396, 560]]) {
      const req: FitRequest = { width: w, height: h, fovDeg: 40, target: [0, 0, 3], offset: [0, 46, 33], area: mat, focus: dice, keepDesignedDistance: false, clearTop: 100 };
      const view = viewOf(req);
      for (const f of dice.filter((d) => d.first)) {
        expect(onCanvas(view, f.position), `${w}×${h}: the hand on the canvas`).toBe(true);
        expect(drawnSize(view, f.position, f.size)).toBeGreaterThanOrEqual(36 - 1e-6);
      }
    }
  });
});
