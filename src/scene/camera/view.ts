// How a camera draws the table: the perspective camera the framing uses looks at its target
// from a direction, with world up as its up (three's lookAt), and a vertical field of view.
// Where a world point falls on the canvas, how big a die is drawn, and whether points are in
// view. Pure maths on plain numbers (no three.js).
import type { Vec3 } from "../../geometry/types";

/** Share of the canvas round its edges kept clear of what must be seen, per side. */
export const EDGE = 0.04;

export type V = [number, number, number];
export const sub = (a: Vec3, b: Vec3): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const unit = (a: Vec3): V => {
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

/** True when every point is drawn inside the canvas, `pad` CSS px in from the usual edge. */
export function inView(view: View, points: readonly Vec3[], pad = 0): boolean {
  const mx = view.width * EDGE + pad;
  const my = view.height * EDGE + pad;
  const top = Math.max(my, view.clearTop ?? 0);
  return points.every((p) => {
    const s = projectPoint(view, p);
    return s !== null && s.x >= mx && s.x <= view.width - mx && s.y >= top && s.y <= view.height - my;
  });
}
