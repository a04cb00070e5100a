// How far the camera stands: the least distance at which points are all in view, and the most
// at which every focus die is still drawn big enough.
import type { Vec3 } from "../../geometry/types";
import type { FocusDie } from "./types";
import { dot, inView, sub, unit, type View } from "./view";

/** Nearest the camera ever stands to its target, cm. */
export const MIN_DISTANCE = 14;

export /** Smallest distance from `target` along `dir` at which every point is in view (bisection). */
function distanceToShow(base: Omit<View, "distance">, points: readonly Vec3[]): number {
  let lo = MIN_DISTANCE;
  let hi = 2000;
  if (inView({ ...base, distance: lo }, points)) return lo;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (inView({ ...base, distance: mid }, points)) hi = mid;
    else lo = mid;
  }
  return hi;
}

export /** Farthest distance from `target` along `dir` at which every focus die is drawn big enough. */
function distanceForDice(base: Omit<View, "distance">, focus: readonly FocusDie[]): number {
  let best = Infinity;
  const t = Math.tan((base.fovDeg * Math.PI) / 360);
  const back = unit(base.dir);
  for (const f of focus) {
    // size · (h/2) / (depth · tan) ≥ minPx, and depth = distance + (target − p)·back.
    const depth = (f.size * base.height) / 2 / (t * f.minPx);
    best = Math.min(best, depth - dot(sub(base.target, f.position), back));
  }
  return best;
}
