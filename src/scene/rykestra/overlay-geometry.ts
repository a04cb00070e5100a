// Plain geometry for drawing on the mat: heights, a zone label's spot, a ruler's ticks.
import { MAT_BOUNDS } from "../../geometry/mat";
import { MAT } from "../../geometry/table-layout";
import type { Kite, ZoneReading } from "../../geometry/capture-zone";
import type { TablePoint } from "../../geometry/types";

/** The mat's top surface height (cm); overlays float just above it. */
export const MAT_TOP = MAT.thickness;
export const OVERLAY_Y = MAT_TOP + 0.03;

/** Unit vector along which a kite's zone opens (standard: from the top point through the bottom edge). */
export function zoneDirection(kite: Kite, reading: ZoneReading): TablePoint {
  const mid = { x: (kite.left.x + kite.right.x) / 2, z: (kite.left.z + kite.right.z) / 2 };
  const dx = mid.x - kite.top.x;
  const dz = mid.z - kite.top.z;
  const len = Math.hypot(dx, dz) || 1;
  const sign = reading === "standard" ? 1 : -1;
  return { x: (sign * dx) / len, z: (sign * dz) / len };
}

/** Where a zone's label sits: `reach` cm into the zone from the die, kept `margin` cm inside the mat. */
export function zoneLabelPoint(centre: TablePoint, kite: Kite, reading: ZoneReading, reach = 4.5, margin = 2): TablePoint {
  const d = zoneDirection(kite, reading);
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return {
    x: clamp(centre.x + d.x * reach, MAT_BOUNDS.minX + margin, MAT_BOUNDS.maxX - margin),
    z: clamp(centre.z + d.z * reach, MAT_BOUNDS.minZ + margin, MAT_BOUNDS.maxZ - margin),
  };
}

/** Tick marks every `step` cm along a segment, each `size` cm long across it: pairs of end points. */
export function rulerTicks(a: TablePoint, b: TablePoint, step = 1, size = 0.5): [TablePoint, TablePoint][] {
  const len = Math.hypot(b.x - a.x, b.z - a.z);
  if (len === 0) return [];
  const ux = (b.x - a.x) / len;
  const uz = (b.z - a.z) / len;
  const ticks: [TablePoint, TablePoint][] = [];
  for (let s = 0, i = 0; s <= len + 1e-9; s += step, i++) {
    const h = (i % 5 === 0 ? size * 1.8 : size) / 2;
    const p = { x: a.x + ux * s, z: a.z + uz * s };
    ticks.push([
      { x: p.x - uz * h, z: p.z + ux * h },
      { x: p.x + uz * h, z: p.z - ux * h },
    ]);
  }
  return ticks;
}
