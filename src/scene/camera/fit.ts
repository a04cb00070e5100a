// Where the camera stands for a canvas of a given size and the dice that matter: far enough
// to show the whole play area when the dice still look big enough from there, else as far as
// the dice allow (each at least its minimum size in CSS px), looking at those dice and keeping
// the view inside the play area. Pure maths on plain numbers (no three.js): the camera is a
// perspective one that looks at its target from `offset` (camera-view.ts draws through it).
import type { Vec3 } from "../../geometry/types";
import { EDGE, inView, unit, type V } from "./view";
import { MIN_DISTANCE, distanceForDice, distanceToShow } from "./distance";
import { slideOntoArea } from "./slide-onto-area";
import type { FocusDie, TableRect } from "./types";

export type { FocusDie, TableRect } from "./types";



export interface FitRequest {
  /** The canvas, CSS px. */
  readonly width: number;
  readonly height: number;
  /** Vertical field of view, degrees. */
  readonly fovDeg: number;
  /** Where the framing looks, and where the camera stands from there (cm): its designed view. */
  readonly target: Vec3;
  readonly offset: Vec3;
  /** The play area (on the table top, y = 0): shown whole when the dice allow it. */
  readonly area: TableRect;
  readonly focus: readonly FocusDie[];
  /**
   * Stand at the designed offset's length rather than where the area just fits (wide screens
   * keep the view they were designed with, portrait ones stand back to see the area's width).
   */
  readonly keepDesignedDistance: boolean;
  /**
   * CSS px at the canvas's top where the table's overlays sit (hints, the view button): the
   * focus dice's centres are kept below it when the camera comes close for them.
   */
  readonly clearTop?: number;
}

export interface CameraFit {
  readonly target: Vec3;
  /** Camera position minus target, cm. */
  readonly offset: Vec3;
  /** False when the whole play area is not in view (the camera came closer for the dice). */
  readonly wholeArea: boolean;
}

/** The area's four corners on the table top. */
export const corners = (a: TableRect): Vec3[] => [
  [a.minX, 0, a.minZ],
  [a.maxX, 0, a.minZ],
  [a.minX, 0, a.maxZ],
  [a.maxX, 0, a.maxZ],
];

/** The middle of the box round these points on the table (world x and z). */
function middleOf(points: readonly Vec3[]): { x: number; z: number } {
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[2]);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export function fitCamera(req: FitRequest): CameraFit {
  const dir = unit(req.offset);
  const designed = Math.hypot(...req.offset);
  const base = { dir, width: Math.max(1, req.width), height: Math.max(1, req.height), fovDeg: req.fovDeg };
  // A portrait canvas looks at the area's middle: its designed target suits a wide view.
  const aim: Vec3 = req.keepDesignedDistance
    ? req.target
    : [(req.area.minX + req.area.maxX) / 2, req.target[1], (req.area.minZ + req.area.maxZ) / 2];
  const show = req.keepDesignedDistance ? designed : distanceToShow({ ...base, target: aim }, corners(req.area));
  const allow = distanceForDice({ ...base, target: aim }, req.focus);
  const scale = (d: number): V => [dir[0] * d, dir[1] * d, dir[2] * d];
  if (show <= allow) return { target: aim, offset: scale(show), wholeArea: true };

  // Too far for the dice: come closer and look at them, keeping the view on the play area.
  const centre = req.focus.length > 0 ? middleOf(req.focus.map((f) => f.position)) : { x: req.target[0], z: req.target[2] };
  let target: V = [centre.x, req.target[1], centre.z];
  let distance = Math.max(MIN_DISTANCE, allow);
  const t = Math.tan((req.fovDeg * Math.PI) / 360);
  // Looking down at `elevation` above the table, the view's depth on the table is stretched.
  const elevation = Math.max(0.2, Math.asin(clamp(dir[1], -1, 1)));
  for (let i = 0; i < 4; i++) {
    const halfW = distance * t * (base.width / base.height) * (1 - 2 * EDGE);
    const halfD = (distance * t * (1 - 2 * EDGE)) / Math.sin(elevation);
    const a = req.area;
    const x = a.maxX - a.minX > 2 * halfW ? clamp(centre.x, a.minX + halfW, a.maxX - halfW) : (a.minX + a.maxX) / 2;
    const z = a.maxZ - a.minZ > 2 * halfD ? clamp(centre.z, a.minZ + halfD, a.maxZ - halfD) : (a.minZ + a.maxZ) / 2;
    target = [x, req.target[1], z];
    distance = Math.max(MIN_DISTANCE, Math.min(show, distanceForDice({ ...base, target }, req.focus)));
  }
  const points = req.focus.map((f) => f.position);
  // The dice are kept clear of the overlays at the top; the area's corners are not.
  const seen = { ...base, clearTop: Math.min(req.clearTop ?? 0, base.height / 3) };
  const settle = (t: Vec3) => Math.max(MIN_DISTANCE, Math.min(show, distanceForDice({ ...base, target: t }, req.focus)));
  // The dice themselves stay in view, even where that shows wood past the area's edge: the
  // least move from the clamped target back towards the dice that brings them all in.
  if (!inView({ ...seen, target, distance }, points)) {
    const from = target;
    const toward = (k: number): V => [from[0] + (centre.x - from[0]) * k, from[1], from[2] + (centre.z - from[2]) * k];
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 30; i++) {
      const m = (lo + hi) / 2;
      if (inView({ ...seen, target: toward(m), distance: settle(toward(m)) }, points)) hi = m;
      else lo = m;
    }
    target = toward(hi);
    distance = settle(target);
  }
  // They cannot all be in view at their sizes: the dice the player may pick up come first. They
  // are looked at straight on (the view's middle at their own x, as a player faces their hand)
  // and kept whole, half their size in from the canvas's edge, by the least move on towards them
  // (a hand at the canvas's edge, the mat beyond it as far as the view reaches).
  const firstDice = req.focus.filter((f) => f.first);
  const firsts = firstDice.map((f) => f.position);
  let keep: readonly Vec3[] = points;
  if (firsts.length > 0 && !inView({ ...seen, target, distance }, points)) {
    keep = firsts;
    const pad = Math.max(...firstDice.map((f) => f.minPx)) / 2;
    const to = middleOf(firsts);
    const from: V = [to.x, target[1], target[2]];
    const toward = (k: number): V => [from[0], from[1], from[2] + (to.z - from[2]) * k];
    const fits = (k: number) => inView({ ...seen, target: toward(k), distance: settle(toward(k)) }, firsts, pad);
    // The least move that brings them in: the first of 32 steps on that fits, then halving the
    // step before it (going all the way would draw a hand held above the table high up the canvas).
    const step = [...Array(33).keys()].map((i) => i / 32).find(fits);
    if (step !== undefined) {
      let lo = Math.max(0, step - 1 / 32);
      let hi = step;
      for (let i = 0; i < 20 && hi > 0; i++) {
        const m = (lo + hi) / 2;
        if (fits(m)) hi = m;
        else lo = m;
      }
      target = toward(hi);
      distance = settle(target);
    }
  }
  // Slide the view over the area where the table shows past one edge and the area runs on past
  // the other, as far as the dice stay in view (a view set by the hand alone stays as it is).
  for (const axis of keep === points ? ([0, 2] as const) : []) {
    const slid = slideOntoArea({ ...seen, target, distance }, req.area, axis, points);
    if (slid !== target) {
      const next: V = [slid[0], slid[1], slid[2]];
      if (inView({ ...seen, target: next, distance: settle(next) }, points)) {
        target = next;
        distance = settle(target);
      }
    }
  }
  return { target, offset: scale(distance), wholeArea: false };
}
