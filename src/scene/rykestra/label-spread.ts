// Labels over the mat stand the same size on screen however far the camera is, so dice that
// bunch together bring their labels on top of one another and of the dice themselves. This
// nudges them apart on the table plane, in the camera's frame (across and up the screen),
// the least distance that clears them, and never further than a set reach.
import type { TablePoint } from "../../geometry/types";

export interface LabelBox {
  /** Where the label would stand, table cm. */
  readonly anchor: TablePoint;
  /** Its footprint on the table seen from the camera, cm: across the screen, and up it. */
  readonly width: number;
  readonly depth: number;
}

/** A die the labels keep off, so its face stays readable. */
export interface LabelObstacle {
  readonly centre: TablePoint;
  /** cm */
  readonly radius: number;
}

export interface SpreadView {
  /** Screen right on the table plane (a unit vector): (1, 0) for a camera south of the mat. */
  readonly right: TablePoint;
  /** Clear space kept round each label, cm. */
  readonly gap: number;
  /** The furthest a label is moved from its anchor, cm. */
  readonly maxShift: number;
}

export interface SpreadLabel {
  readonly at: TablePoint;
  /** How far it was moved from its anchor, cm. */
  readonly shift: number;
}

export const DEFAULT_SPREAD: SpreadView = { right: { x: 1, z: 0 }, gap: 0.15, maxShift: 8 };

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** How much two boxes (kept `gap` apart) overlap, as an area; 0 when clear. */
function overlap(a: Box, b: Box, gap: number): number {
  const ox = (a.w + b.w) / 2 + gap - Math.abs(a.x - b.x);
  const oy = (a.h + b.h) / 2 + gap - Math.abs(a.y - b.y);
  return ox > 1e-9 && oy > 1e-9 ? ox * oy : 0;
}

/**
 * Offsets to try, nearest first, up to `reach`: a fine grid in the camera's frame. Ties go up
 * the screen before down, and right before left, so the order is fixed.
 */
function candidates(step: number, reach: number): { dx: number; dy: number }[] {
  const n = Math.floor(reach / step);
  const out: { dx: number; dy: number; d: number }[] = [];
  for (let i = -n; i <= n; i++) {
    for (let j = -n; j <= n; j++) {
      const d = Math.hypot(i, j) * step;
      if (d <= reach + 1e-9) out.push({ dx: i * step, dy: j * step, d });
    }
  }
  return out.sort((a, b) => a.d - b.d || b.dy - a.dy || b.dx - a.dx);
}

/**
 * Where each label stands, placed in the order given: the first at its anchor unless that
 * covers a die, each later one at the nearest spot clear of the dice and of the labels
 * already placed — or, when nothing within reach is clear, where it overlaps least. Pure:
 * the same boxes and view give the same places.
 */
export function spreadLabels(labels: readonly LabelBox[], dice: readonly LabelObstacle[], view: SpreadView = DEFAULT_SPREAD): SpreadLabel[] {
  const r = view.right;
  // Up the screen is screen right turned a quarter to the left: for r = (1, 0), north (−z).
  const u = { x: r.z, z: -r.x };
  const toScreen = (p: TablePoint) => ({ x: p.x * r.x + p.z * r.z, y: p.x * u.x + p.z * u.z });
  const blocks: Box[] = dice.map((d) => {
    const c = toScreen(d.centre);
    return { x: c.x, y: c.y, w: 2 * d.radius, h: 2 * d.radius };
  });
  const placed: Box[] = [];
  const grids = new Map<number, { dx: number; dy: number }[]>();
  return labels.map((label) => {
    const anchor = toScreen(label.anchor);
    const step = Math.max(0.05, (label.depth + view.gap) / 4);
    const grid = grids.get(step) ?? candidates(step, view.maxShift);
    grids.set(step, grid);
    let best = { dx: 0, dy: 0, cost: Infinity };
    for (const c of grid) {
      const box = { x: anchor.x + c.dx, y: anchor.y + c.dy, w: label.width, h: label.depth };
      let cost = 0;
      for (const other of placed) cost += overlap(box, other, view.gap);
      for (const block of blocks) cost += overlap(box, block, view.gap);
      if (cost < best.cost - 1e-9) best = { dx: c.dx, dy: c.dy, cost };
      if (cost === 0) break;
    }
    const box = { x: anchor.x + best.dx, y: anchor.y + best.dy, w: label.width, h: label.depth };
    placed.push(box);
    const shift = Math.hypot(best.dx, best.dy);
    if (shift === 0) return { at: label.anchor, shift };
    return { at: { x: box.x * r.x + box.y * u.x, z: box.x * r.z + box.y * u.z }, shift };
  });
}

/** Distance from a point to a label's footprint (0 inside it), in the same camera frame. */
export function distanceToLabel(p: TablePoint, label: { at: TablePoint; width: number; depth: number }, right: TablePoint = DEFAULT_SPREAD.right): number {
  const u = { x: right.z, z: -right.x };
  const dx = p.x - label.at.x;
  const dz = p.z - label.at.z;
  const across = Math.abs(dx * right.x + dz * right.z) - label.width / 2;
  const up = Math.abs(dx * u.x + dz * u.z) - label.depth / 2;
  return Math.hypot(Math.max(0, across), Math.max(0, up));
}
