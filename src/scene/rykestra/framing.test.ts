// The Rykestra mat's default desktop view, projected through the same pure camera maths the
// scene uses: the canvas a 1280 × 800 window gives the table (852 × 680 CSS px, the side panel
// beside it) draws a D10 at the mat's middle at 28 px or more, and still shows the mat whole,
// every seat's waiting dice and the first row of the out-of-play rack.
import { describe, expect, it } from "vitest";
import { drawnSize, projectPoint, type View } from "../camera/view";
import { TABLE_FOV } from "../camera/CameraRig";
import { D10_DIAMETER, MAT } from "../../geometry/table-layout";
import { outRackPoint, seatRestPoint } from "../../table/rykestra-seats";
import type { Vec3 } from "../../geometry/types";
import { MAT_FRAMING } from "./framing";

const CANVAS = { width: 852, height: 680 };

function desktopView(): View {
  const o = MAT_FRAMING.angled;
  const distance = Math.hypot(o[0], o[1], o[2]);
  return { target: MAT_FRAMING.target, dir: [o[0] / distance, o[1] / distance, o[2] / distance], distance, fovDeg: TABLE_FOV, ...CANVAS };
}

/** True when `p` is drawn `margin` CSS px or more inside the canvas. */
function shown(view: View, p: Vec3, margin: number): boolean {
  const s = projectPoint(view, p);
  return s !== null && s.x >= margin && s.x <= view.width - margin && s.y >= margin && s.y <= view.height - margin;
}

describe("the Rykestra mat's default desktop view", () => {
  it("draws a D10 lying at the mat's middle 28 px across or more, and at its near half bigger still", () => {
    const view = desktopView();
    expect(drawnSize(view, [0, MAT.thickness + 0.8, 0], D10_DIAMETER)).toBeGreaterThanOrEqual(28);
    expect(drawnSize(view, [0, MAT.thickness + 0.8, 7], D10_DIAMETER)).toBeGreaterThanOrEqual(30);
  });

  it("keeps the whole mat, every seat's waiting dice (three to five seats) and the out rack's first row in view", () => {
    const view = desktopView();
    const h = MAT.size / 2;
    for (const [x, z] of [[-h, -h], [h, -h], [-h, h], [h, h]]) expect(shown(view, [x, MAT.thickness, z], 8), `mat corner ${x}, ${z}`).toBe(true);
    for (const seats of [3, 4, 5]) {
      for (let s = 0; s < seats; s++) expect(shown(view, seatRestPoint(s, seats, 0, 1), 16), `dice of seat ${s} of ${seats}`).toBe(true);
    }
    for (const i of [0, 4]) expect(shown(view, outRackPoint(i), 16), `out rack slot ${i}`).toBe(true);
  });
});
