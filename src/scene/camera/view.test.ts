import { describe, expect, it } from "vitest";
import { drawnSize, inView, projectPoint, type View } from "./view";

describe("projectPoint", () => {
  it("draws the target at the canvas's centre and a point to its right to the right", () => {
    const view: View = { target: [0, 0, 0], dir: [0, 1, 1], distance: 50, width: 400, height: 600, fovDeg: 40 };
    const c = projectPoint(view, [0, 0, 0])!;
    expect(c.x).toBeCloseTo(200, 6);
    expect(c.y).toBeCloseTo(300, 6);
    expect(projectPoint(view, [5, 0, 0])!.x).toBeGreaterThan(200);
    // Farther from the viewer (−z) is higher on the canvas.
    expect(projectPoint(view, [0, 0, -5])!.y).toBeLessThan(300);
  });

  it("draws a die bigger the nearer it lies, and nothing behind the camera", () => {
    const view: View = { target: [0, 0, 0], dir: [0, 1, 1], distance: 50, width: 400, height: 600, fovDeg: 40 };
    expect(drawnSize(view, [0, 0, 10], 1.6)).toBeGreaterThan(drawnSize(view, [0, 0, -10], 1.6));
    expect(projectPoint(view, [0, 100, 100])).toBeNull();
    expect(drawnSize(view, [0, 100, 100], 1.6)).toBe(0);
  });

  it("keeps points in view only inside the canvas's edge and below the band kept clear at the top", () => {
    const view: View = { target: [0, 0, 0], dir: [0, 1, 1], distance: 50, width: 400, height: 600, fovDeg: 40 };
    expect(inView(view, [[0, 0, 0]])).toBe(true);
    expect(inView(view, [[0, 0, 0], [500, 0, 0]])).toBe(false);
    expect(inView({ ...view, clearTop: 350 }, [[0, 0, 0]])).toBe(false);
  });
});
