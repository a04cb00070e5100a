// The trainers' framing (DRILL_FRAMING) through the same pure fit the scene takes
// (framing-fit.ts): on every drill, every daily challenge of 2026 and 2027's first quarter and the
// skills test's positions, at the canvases a 1280 × 800 window and a 412 × 915 touch phone give
// the table (measured in the app: 852 × 680 and 400 × 435), in both views, the mat's corners and
// every die — set up on the mat, waiting in hand, and on the mat after a throw — are drawn inside
// the canvas and below its view button; and no die moves the camera.
import { describe, expect, it } from "vitest";
import type { PracticeMove, PracticePosition, PracticeTable } from "../../../games/rykestra/practice";
import { DRILLS } from "../../../games/rykestra/practice/drills";
import { dailyChallenge, dayNumber, dayOf } from "../../../games/rykestra/practice/daily";
import { SKILLS_TEST } from "../../../games/rykestra/practice/skills";
import { rykestraPractice as kit } from "../../../catalog/rykestra-practice";
import { FakeClock } from "../../../runtime/session/clock";
import { person } from "../../../runtime/session/seats";
import { createSession } from "../../../runtime/session/session";
import { D10_DIAMETER, MAT } from "../../../geometry/table-layout";
import type { Vec3 } from "../../../geometry/types";
import type { TableController } from "../../../table/table-controller";
import { drawnSize, projectPoint, unit, type View } from "../../../scene/camera/view";
import { TABLE_FOV, type CameraView } from "../../../scene/camera/CameraRig";
import { fitFraming, type CanvasSize } from "../../../scene/camera/framing-fit";
import { DRILL_FRAMING } from "../../../scene/rykestra/framing";

/** The table's canvas and the bottom of its view button (the one overlay on it), CSS px from the canvas's top, measured at each size. */
const SIZES: readonly { name: string; canvas: CanvasSize; band: number; lying: number; hand: number }[] = [
  { name: "desktop", canvas: { width: 852, height: 680, coarse: false }, band: 44, lying: 24, hand: 28 },
  { name: "phone", canvas: { width: 400, height: 435, coarse: true }, band: 54, lying: 14, hand: 17 },
];
const VIEWS: readonly CameraView[] = ["angled", "top"];

const FIRST = dayNumber(2026, 1, 1);
const DAYS = dayNumber(2027, 4, 1) - FIRST;
const POSITIONS: readonly { name: string; position: PracticePosition }[] = [
  ...DRILLS.map((d) => ({ name: d.id, position: d.position })),
  ...[...Array(DAYS).keys()].map((i) => dailyChallenge(dayOf(FIRST + i)).drill).map((d) => ({ name: d.id, position: d.position })),
  ...SKILLS_TEST.map((d, i) => ({ name: `skills ${i + 1} (${d.id})`, position: d.position })),
];

function table(position: PracticePosition, seed = 7) {
  const stage = kit.stage();
  const made = createSession<PracticeTable, PracticeMove>({ definition: kit.definition, options: { position }, seed, stage, drivers: [person()], clock: new FakeClock() });
  if (!made.ok) throw new Error(made.reason);
  return made.state;
}

/** The view the trainers' camera takes on `canvas`; the dice are never asked. */
function fitted(canvas: CanvasSize, view: CameraView): View {
  const f = fitFraming(DRILL_FRAMING, view, canvas, DRILL_FRAMING.area!, () => {
    throw new Error("the trainers' framing asked for the dice");
  });
  const target = view === "top" ? f.topTarget! : f.target;
  const offset = view === "top" ? f.top : f.angled;
  return { target, dir: unit(offset), distance: Math.hypot(...offset), fovDeg: TABLE_FOV, width: canvas.width, height: canvas.height };
}

/** Every die's centre: [id, position, in hand]. */
function dice(c: TableController): [string, Vec3, boolean][] {
  const p = { x: 0, y: 0, z: 0 };
  const q = { x: 0, y: 0, z: 0, w: 1 };
  return c.state.dice.map((d) => {
    expect(c.readPose(d.id, p, q), `${d.id} is drawn`).toBe(true);
    return [d.id, [p.x, p.y, p.z], c.state.inHand.includes(d.id)];
  });
}

const onMat = (p: Vec3) => Math.abs(p[0] - MAT.centre.x) <= MAT.size / 2 && Math.abs(p[2] - MAT.centre.z) <= MAT.size / 2;
const H = MAT.size / 2;
const MAT_CORNERS: Vec3[] = [-H, H].flatMap((x) => [-H, H].map((z): Vec3 => [MAT.centre.x + x, MAT.thickness, MAT.centre.z + z]));

/** Why `p` is not drawn inside the canvas below `band`, or null. */
function outside(view: View, band: number, p: Vec3): string | null {
  const s = projectPoint(view, p);
  if (s === null) return "behind the camera";
  return s.x >= 0 && s.x <= view.width && s.y >= band && s.y <= view.height ? null : `drawn at ${s.x.toFixed(0)}, ${s.y.toFixed(0)}`;
}

describe("the trainers' camera", () => {
  it(`shows the whole mat and every die of ${POSITIONS.length} positions (drills, daily challenges, the skills test) inside the canvas, below its view button, before a throw`, () => {
    const views = SIZES.flatMap((s) => VIEWS.map((v) => ({ ...s, view: v, fit: fitted(s.canvas, v) })));
    const smallest = new Map<string, number>();
    for (const { name, position } of POSITIONS) {
      const session = table(position);
      const all = dice(session.table);
      expect(all.filter(([, , inHand]) => inHand)).toHaveLength(1);
      for (const v of views) {
        const where = `${name}, ${v.name}, ${v.view} view`;
        for (const [i, c] of MAT_CORNERS.entries()) expect(outside(v.fit, v.band, c), `${where}: mat corner ${i}`).toBeNull();
        for (const [id, p, inHand] of all) {
          expect(outside(v.fit, v.band, p), `${where}: ${id}`).toBeNull();
          const px = drawnSize(v.fit, p, D10_DIAMETER);
          expect(px, `${where}: ${id} drawn big enough`).toBeGreaterThanOrEqual(inHand ? v.hand : v.lying);
          const key = `${v.name} ${v.view} ${inHand ? "hand" : "lying"}`;
          smallest.set(key, Math.min(px, smallest.get(key) ?? Infinity));
        }
      }
      session.dispose();
    }
    console.log("smallest dice drawn, px:", [...smallest].map(([k, px]) => `${k} ${px.toFixed(1)}`).join("; "));
  });

  it("stands where it stood through a throw: the dice left on the mat are in view, and no die is asked where it lies", () => {
    for (const { name, position } of POSITIONS.filter((p) => p.position.dice.length > 0).slice(0, 12)) {
      const session = table(position, 11);
      session.throwAimed(0);
      session.settleNow();
      const lying = dice(session.table).filter(([, p]) => onMat(p));
      expect(session.table.state.settled, `${name}: the throw settled`).not.toBeNull();
      for (const s of SIZES) {
        for (const v of VIEWS) {
          const fit = fitted(s.canvas, v);
          for (const [id, p] of lying) expect(outside(fit, s.band, p), `${name}, ${s.name}, ${v}: ${id} after the throw`).toBeNull();
        }
      }
      session.dispose();
    }
  });
});
