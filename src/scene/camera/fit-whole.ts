// Where the camera stands when a framing's area is its subject at every size (a trainer's mat
// with the thrower's hand): far enough back that the area's corners and the points it names are
// all in view, below the overlays' band, whatever size that draws the dice. No die moves it, so
// it never follows a throw. Pure maths on plain numbers (no three.js).
import type { Vec3 } from "../../geometry/types";
import { distanceToShow } from "./distance";
import { corners, type CameraFit, type FitRequest } from "./fit";
import { unit, type V } from "./view";

/** A fit's request (camera-fit.ts) with points to show in place of dice to draw big. */
export interface WholeRequest extends Omit<FitRequest, "focus"> {
  /** Shown too, wherever they stand (the hand above the table past the area's edge). */
  readonly points: readonly Vec3[];
}

/** Samples along the view's depth before the least distance is refined between two of them. */
const SAMPLES = 24;

export function fitWhole(req: WholeRequest): CameraFit {
  const dir = unit(req.offset);
  const height = Math.max(1, req.height);
  const base = { dir, width: Math.max(1, req.width), height, fovDeg: req.fovDeg, clearTop: Math.min(req.clearTop ?? 0, height / 3) };
  const shown = [...corners(req.area), ...req.points];
  const need = (target: Vec3) => distanceToShow({ ...base, target }, shown);
  const scale = (d: number): V => [dir[0] * d, dir[1] * d, dir[2] * d];
  const designed = Math.hypot(...req.offset);
  if (req.keepDesignedDistance && need(req.target) <= designed) return { target: req.target, offset: scale(designed), wholeArea: true };
  // Else as close as shows it all: looking at the middle across and, along the table's depth,
  // where the least distance does (the band at the top and the view's slant put that off the
  // middle): the best of evenly spaced targets, then a ternary search round it.
  const xs = shown.map((p) => p[0]);
  const zs = shown.map((p) => p[2]);
  const x = (Math.min(...xs) + Math.max(...xs)) / 2;
  const lo = Math.min(...zs);
  const step = (Math.max(...zs) - lo) / SAMPLES;
  const at = (z: number): Vec3 => [x, req.target[1], z];
  let best = lo;
  for (let i = 1; i <= SAMPLES; i++) if (need(at(lo + i * step)) < need(at(best))) best = lo + i * step;
  let a = best - step;
  let b = best + step;
  for (let i = 0; i < 30; i++) {
    const m1 = a + (b - a) / 3;
    const m2 = b - (b - a) / 3;
    if (need(at(m1)) <= need(at(m2))) b = m2;
    else a = m1;
  }
  const refined = at((a + b) / 2);
  const target = need(refined) <= need(at(best)) ? refined : at(best);
  return { target, offset: scale(need(target)), wholeArea: true };
}
