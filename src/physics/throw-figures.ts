// What a throw did, counted step by step: how long the dice moved, how often their up face
// changed, how often they left the surface, what they struck. For the look benchmark and the
// tests that hold the throw's feel; games never need it.
import type { DieKind } from "../geometry/types";
import { upFace } from "../geometry/read-die";
import { solidOf } from "../geometry/solids";
import { FIXED_DT } from "./constants";
import type { DiceTable } from "./dice-table";
import { exactAcos, norm2, norm3 } from "../geometry/exact-math";

/** Per die, in the order of `ids`. */
export interface DieFigures {
  readonly id: string;
  /** Simulated seconds from the throw to the die's last step faster than MOVING_LINEAR or MOVING_ANGULAR. */
  readonly movingSeconds: number;
  /** Changes of the up face while the die was low enough to touch the surface under it. */
  readonly faceChanges: number;
  /** Simulated seconds from the throw to the last of those changes (0 when none). */
  readonly lastFaceChangeSeconds: number;
  /** Times the die rose clear of the surface after touching it (a bounce, not a roll). */
  readonly hops: number;
  /** Impacts with a wall faster than COUNTED_IMPACT. */
  readonly wallHits: number;
  /** Impacts with another die faster than COUNTED_IMPACT (each counted for both dice). */
  readonly dieHits: number;
  /** Horizontal distance from the hand to where it settled, cm. */
  readonly travelCm: number;
}

export interface ThrowFigures {
  /** Simulated seconds until the table reported itself settled (includes the rest-detection wait). */
  readonly settleSeconds: number;
  readonly dice: readonly DieFigures[];
}

/** cm/s and rad/s: faster than this a die visibly moves. */
export const MOVING_LINEAR = 1;
export const MOVING_ANGULAR = 1;
/** cm/s along the normal: softer touches (a die sliding along a wall) are not counted as hits. */
export const COUNTED_IMPACT = 10;

/**
 * Runs `throwThem` (which throws some of the table's dice), then steps the table until it
 * settles, watching dice `ids`. `surfaceHeight(x, z)` is the height of the surface under a
 * point (the mat top or the table top).
 */
export function watchThrow(
  table: DiceTable,
  ids: readonly string[],
  throwThem: () => void,
  surfaceHeight: (x: number, z: number) => number = () => 0,
): ThrowFigures {
  const kinds = ids.map((id) => table.kindOf(id) as DieKind);
  // A die whose centre is higher than its farthest corner reaches cannot be touching the surface.
  const clear = kinds.map((k) => Math.max(...solidOf(k).vertices.map((v) => norm3(v[0], v[1], v[2]))) + 0.05);
  const index = new Map(ids.map((id, i) => [id, i]));
  const wallHits = ids.map(() => 0);
  const dieHits = ids.map(() => 0);
  const off = table.onImpact((hit) => {
    if (hit.speed < COUNTED_IMPACT) return;
    const i = index.get(hit.dieId);
    const j = hit.otherDieId === null ? undefined : index.get(hit.otherDieId);
    if (hit.kinds === "die-wall" && i !== undefined) wallHits[i]++;
    if (hit.kinds === "die-die") {
      if (i !== undefined) dieHits[i]++;
      if (j !== undefined) dieHits[j]++;
    }
  });
  const pos = { x: 0, y: 0, z: 0 };
  const quat = { x: 0, y: 0, z: 0, w: 1 };
  const prev = ids.map(() => ({ x: 0, y: 0, z: 0, qx: 0, qy: 0, qz: 0, qw: 1 }));
  const lastFace = ids.map(() => -1);
  const faceChanges = ids.map(() => 0);
  const lastChange = ids.map(() => 0);
  const hops = ids.map(() => 0);
  const airborne = ids.map(() => true);
  const lastMoving = ids.map(() => 0);
  const starts: { x: number; z: number }[] = [];
  const remember = (i: number) => {
    const p = prev[i];
    p.x = pos.x;
    p.y = pos.y;
    p.z = pos.z;
    p.qx = quat.x;
    p.qy = quat.y;
    p.qz = quat.z;
    p.qw = quat.w;
  };
  try {
    throwThem();
    const start = table.secondsSinceMotion;
    ids.forEach((id, i) => {
      table.readPose(id, pos, quat);
      starts.push({ x: pos.x, z: pos.z });
      remember(i);
    });
    while (!table.isSettled()) {
      table.step();
      const t = table.secondsSinceMotion - start;
      ids.forEach((id, i) => {
        table.readPose(id, pos, quat);
        const p = prev[i];
        const speed = norm3(pos.x - p.x, pos.y - p.y, pos.z - p.z) / FIXED_DT;
        const dot = Math.min(1, Math.abs(quat.x * p.qx + quat.y * p.qy + quat.z * p.qz + quat.w * p.qw));
        const spin = (2 * exactAcos(dot)) / FIXED_DT;
        if (speed > MOVING_LINEAR || spin > MOVING_ANGULAR) lastMoving[i] = t;
        remember(i);
        const height = pos.y - surfaceHeight(pos.x, pos.z);
        const low = height < clear[i];
        if (low) {
          const face = upFace(kinds[i], [quat.x, quat.y, quat.z, quat.w]).face;
          if (lastFace[i] >= 0 && face !== lastFace[i]) {
            faceChanges[i]++;
            lastChange[i] = t;
          }
          lastFace[i] = face;
          airborne[i] = false;
        } else if (!airborne[i]) {
          hops[i]++;
          airborne[i] = true;
        }
      });
    }
    return {
      settleSeconds: table.secondsSinceMotion - start,
      dice: ids.map((id, i) => {
        table.readPose(id, pos, quat);
        return {
          id,
          movingSeconds: lastMoving[i],
          faceChanges: faceChanges[i],
          lastFaceChangeSeconds: lastChange[i],
          hops: hops[i],
          wallHits: wallHits[i],
          dieHits: dieHits[i],
          travelCm: norm2(pos.x - starts[i].x, pos.z - starts[i].z),
        };
      }),
    };
  } finally {
    off();
  }
}
