// Less table past the play area: the view slid along one world axis towards the area's edge
// that is drawn inside the canvas, as far as the dice it must keep stay in view.
import type { Vec3 } from "../../geometry/types";
import type { TableRect } from "./types";
import { inView, projectPoint, type V, type View } from "./view";

/**
 * The target moved along world `axis` (0: x, 2: z) so that less table past the area shows: when
 * the area's edge on one side is drawn inside the canvas while its other edge lies beyond the
 * canvas, move towards the first until that edge meets the canvas's border or a die would leave
 * the view. Edges are measured through the target, on the table top.
 */
export function slideOntoArea(view: View, area: TableRect, axis: 0 | 2, keep: readonly Vec3[]): Vec3 {
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
