// The key light's shadow box, fitted to what a framing shows: the table top the camera sees
// from both of its views — clipped to the table, and to a reach round the target so the far
// background of the angled view does not spread the map thin — as the light sees it. A box
// no bigger than the play area keeps the shadow map's texels small, so shadows stay crisp.
import { PerspectiveCamera, Vector3 } from "three";
import { TABLE } from "../geometry/table-layout";
import type { TablePoint } from "../geometry/types";
import { framingZoom, TABLE_FOV, type Framing } from "./camera/CameraRig";

/** Where the key light stands, from the point it shines at (cm): high, behind the left shoulder. */
export const KEY_LIGHT_OFFSET = [-38, 90, 34] as const;

export interface ShadowBox {
  /** The point the light shines at (on the table, y = 0). */
  readonly centre: TablePoint;
  /** Extents of the light's orthographic shadow camera round that point, cm. */
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Round every side, so a die at the view's edge still casts its shadow inside the box, cm. */
const MARGIN = 3;
/** Samples across the view, per side. */
const GRID = 6;
/** How far from the target shadows are kept, as a share of the angled camera's distance. */
const REACH = 0.55;

const ray = new Vector3();
const eye = new Vector3();

/** Points of the table top a camera standing `offset` from `target` sees, clipped to the table. */
function seenPoints(target: Vector3, offset: readonly number[], aspect: number): TablePoint[] {
  const camera = new PerspectiveCamera(TABLE_FOV, aspect, 1, 800);
  camera.position.set(target.x + offset[0], target.y + offset[1], target.z + offset[2]);
  camera.lookAt(target);
  camera.updateMatrixWorld();
  camera.updateProjectionMatrix();
  eye.copy(camera.position);
  const points: TablePoint[] = [];
  const hx = TABLE.width / 2;
  const hz = TABLE.depth / 2;
  for (let i = 0; i <= GRID; i++) {
    for (let j = 0; j <= GRID; j++) {
      ray.set((2 * i) / GRID - 1, (2 * j) / GRID - 1, 0.5).unproject(camera).sub(eye).normalize();
      // Looking at or above the horizon: the view runs to the table's far edge along this bearing.
      const t = ray.y < -1e-6 ? -eye.y / ray.y : Infinity;
      const x = Number.isFinite(t) ? eye.x + ray.x * t : eye.x + ray.x * 1e4;
      const z = Number.isFinite(t) ? eye.z + ray.z * t : eye.z + ray.z * 1e4;
      points.push({ x: Math.min(hx, Math.max(-hx, x)), z: Math.min(hz, Math.max(-hz, z)) });
    }
  }
  return points;
}

/** The shadow box covering what `framing` shows in either view on a canvas of this aspect. */
export function fitShadowBox(framing: Framing, aspect: number, lightOffset: readonly number[] = KEY_LIGHT_OFFSET): ShadowBox {
  const zoom = framingZoom(framing, aspect);
  const target = new Vector3(framing.target[0], 0, framing.target[2]);
  const topTarget = framing.topTarget ? new Vector3(framing.topTarget[0], 0, framing.topTarget[2]) : target;
  const reach = Math.max(REACH * zoom * Math.hypot(...framing.angled), framing.shadowReach ?? 0);
  const seen = (at: Vector3, offset: readonly number[]) =>
    seenPoints(at, offset.map((v) => v * zoom), aspect).map((p) => {
      const d = Math.hypot(p.x - at.x, p.z - at.z);
      return d <= reach ? p : { x: at.x + ((p.x - at.x) * reach) / d, z: at.z + ((p.z - at.z) * reach) / d };
    });
  const points = [...seen(target, framing.angled), ...seen(topTarget, framing.top)];
  // The shadow camera looks from the light down its offset, with world up as its up.
  const back = new Vector3(...lightOffset).normalize();
  const across = new Vector3(0, 1, 0).cross(back).normalize();
  const up = new Vector3().crossVectors(back, across);
  let left = Infinity;
  let right = -Infinity;
  let bottom = Infinity;
  let top = -Infinity;
  for (const p of points) {
    const dx = p.x - target.x;
    const dz = p.z - target.z;
    const u = dx * across.x + dz * across.z;
    const v = dx * up.x + dz * up.z;
    left = Math.min(left, u);
    right = Math.max(right, u);
    bottom = Math.min(bottom, v);
    top = Math.max(top, v);
  }
  return { centre: { x: target.x, z: target.z }, left: left - MARGIN, right: right + MARGIN, bottom: bottom - MARGIN, top: top + MARGIN };
}
