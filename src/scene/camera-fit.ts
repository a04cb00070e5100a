// Where the camera stands for a canvas of a given size and the dice that matter: far enough
// to show the whole play area when the dice still look big enough from there, else as far as
// the dice allow (each at least its minimum size in CSS px), looking at those dice and keeping
// the view inside the play area. Pure maths on plain numbers (no three.js): the camera is a
// perspective one that looks at its target from `offset`, with world up as its up (three's
// lookAt), and a vertical field of view.
import type { Vec3 } from "../geometry/types";

/** A rectangle of the table plane (world x and z, cm). */
export interface TableRect {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** A die the player must see, and how big it must look. */
export interface FocusDie {
  /** Its centre, world cm. */
  readonly position: Vec3;
  /** Its size across, cm. */
  readonly size: number;
  /** How many CSS px across it must be drawn at least. */
  readonly minPx: number;
  /**
   * Kept in view before every other die when they cannot all be: the dice the player may pick
   * up now (their hand at the mat's edge, while the dice lying far up the mat may leave the view).
   */
  readonly first?: boolean;
}

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

/** Nearest the camera ever stands to its target, cm. */
export const MIN_DISTANCE = 14;
/** Share of the canvas round its edges kept clear of what must be seen, per side. */
const EDGE = 0.04;

type V = [number, number, number];
const sub = (a: Vec3, b: Vec3): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: Vec3): V => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** The camera's axes for a view from `dir` (unit, target → camera), as three's lookAt builds them. */
export function cameraAxes(dir: Vec3): { right: V; up: V; back: V } {
  const back = unit(dir);
  let right = cross([0, 1, 0], back);
  if (Math.hypot(...right) < 1e-9) right = [1, 0, 0];
  right = unit(right);
  return { right, up: cross(back, right), back };
}

/** A viewpoint: where it looks and stands, and how it draws (for projecting points). */
export interface View {
  readonly target: Vec3;
  readonly dir: Vec3;
  readonly distance: number;
  readonly width: number;
  readonly height: number;
  readonly fovDeg: number;
  /** The band at the top that points must stay below, CSS px (beyond the usual edge). */
  readonly clearTop?: number;
}

/** Where a world point is drawn in the canvas, CSS px from its top left; null behind the camera. */
export function projectPoint(view: View, p: Vec3): { x: number; y: number; depth: number } | null {
  const { right, up, back } = cameraAxes(view.dir);
  const eye: V = [
    view.target[0] + back[0] * view.distance,
    view.target[1] + back[1] * view.distance,
    view.target[2] + back[2] * view.distance,
  ];
  const v = sub(p, eye);
  const depth = -dot(v, back);
  if (depth <= 1e-6) return null;
  const t = Math.tan((view.fovDeg * Math.PI) / 360);
  const aspect = view.width / view.height;
  const nx = dot(v, right) / (depth * t * aspect);
  const ny = dot(v, up) / (depth * t);
  return { x: ((nx + 1) / 2) * view.width, y: ((1 - ny) / 2) * view.height, depth };
}

/** CSS px per cm at `depth` cm in front of the camera. */
const pxPerCm = (view: Pick<View, "height" | "fovDeg">, depth: number) =>
  view.height / 2 / (depth * Math.tan((view.fovDeg * Math.PI) / 360));

/** How many CSS px across a die of `size` cm at `p` is drawn from `view`. */
export function drawnSize(view: View, p: Vec3, size: number): number {
  const at = projectPoint(view, p);
  return at ? size * pxPerCm(view, at.depth) : 0;
}

const corners = (a: TableRect): Vec3[] => [
  [a.minX, 0, a.minZ],
  [a.maxX, 0, a.minZ],
  [a.minX, 0, a.maxZ],
  [a.maxX, 0, a.maxZ],
];

/** True when every point is drawn inside the canvas, `pad` CSS px in from the usual edge. */
function inView(view: View, points: readonly Vec3[], pad = 0): boolean {
  const mx = view.width * EDGE + pad;
  const my = view.height * EDGE + pad;
  const top = Math.max(my, view.clearTop ?? 0);
  return points.every((p) => {
    const s = projectPoint(view, p);
    return s !== null && s.x >= mx && s.x <= view.width - mx && s.y >= top && s.y <= view.height - my;
  });
}

/** Smallest distance from `target` along `dir` at which every point is in view (bisection). */
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

/** Farthest distance from `target` along `dir` at which every focus die is drawn big enough. */
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

/** The middle of the box round these points on the table (world x and z). */
function middleOf(points: readonly Vec3[]): { x: number; z: number } {
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[2]);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * The target moved along world `axis` (0: x, 2: z) so that less table past the area shows: when
 * the area's edge on one side is drawn inside the canvas while its other edge lies beyond the
 * canvas, move towards the first until that edge meets the canvas's border or a die would leave
 * the view. Edges are measured through the target, on the table top.
 */
function slideOntoArea(view: View, area: TableRect, axis: 0 | 2, keep: readonly Vec3[]): Vec3 {
  const lo = axis === 0 ? area.minX : area.minZ;
  const hi = axis === 0 ? area.maxX : area.maxZ;
  const edgeAt = (v: View, at: number): number | null => {
    const p: V = [v.target[0], 0, v.target[2]];
    p[axis] = at;
    const s = projectPoint(v, p);
    return s === null ? null : axis === 0 ? s.x : s.y;
  };
  // Screen coordinate grows with world x, and falls as world z falls (farther is higher).
  const size = axis === 0 ? view.width : view.height;
  const gapLo = (v: View) => {
    const e = edgeAt(v, lo);
    return e === null ? 0 : Math.max(0, e); // the low edge drawn inside: table shows before it
  };
  const gapHi = (v: View) => {
    const e = edgeAt(v, hi);
    return e === null ? 0 : Math.max(0, size - e);
  };
  const at = (shift: number): View => {
    const t: V = [view.target[0], view.target[1], view.target[2]];
    t[axis] += shift;
    return { ...view, target: t };
  };
  let dirn = 0;
  // Moving the target towards +axis draws everything towards the low side of the canvas.
  if (gapLo(view) > 1 && gapHi(view) < 1) dirn = 1;
  else if (gapHi(view) > 1 && gapLo(view) < 1) dirn = -1;
  if (dirn === 0) return view.target;
  const gap = dirn > 0 ? gapLo : gapHi;
  const other = dirn > 0 ? gapHi : gapLo;
  const fine = (shift: number) => inView(at(dirn * shift), keep) && other(at(dirn * shift)) < 1;
  let a = 0;
  let b = hi - lo;
  if (!fine(0)) return view.target;
  for (let i = 0; i < 30; i++) {
    const m = (a + b) / 2;
    if (fine(m) && gap(at(dirn * m)) > 0.5) a = m;
    else b = m;
  }
  return at(dirn * a).target;
}

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
