// A handful: when several dice leave the hand in one gesture, each gets the gesture's flick,
// spread side by side across the throw and varied a little by the seeded rng, so they do not
// fly as one rigid block. Pure data in, pure data out.
import type { Flick, Quat, Vec3 } from "../geometry/types";
import type { Rng } from "../physics/rng";
import { HAND_SPACING } from "../physics/throw-position";
import { exactCos, exactSin, norm2 } from "../geometry/exact-math";

export interface HandfulDie {
  readonly dieId: string;
  readonly quaternion: Quat;
}

/** An axis-aligned rectangle on the table plane where a hand may hold dice (cm). */
export interface HoldArea {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

export const clampToArea = (p: Vec3, a: HoldArea): Vec3 => [
  Math.min(a.maxX, Math.max(a.minX, p[0])),
  p[1],
  Math.min(a.maxZ, Math.max(a.minZ, p[2])),
];

function rotateY(v: Vec3, angle: number): Vec3 {
  const c = exactCos(angle);
  const s = exactSin(angle);
  return [v[0] * c + v[2] * s, v[1], -v[0] * s + v[2] * c];
}

/**
 * Flicks for `others` thrown with `lead`: positions alternate left and right of the lead die
 * across its direction of travel (HAND_SPACING apart, kept inside `area`), velocity turned by
 * up to ±4° and scaled by 0.92–1.08, spin varied by up to ±20 % per axis.
 */
export function spreadHandful(lead: Flick, others: readonly HandfulDie[], rng: Rng, area: HoldArea): Flick[] {
  const [vx, , vz] = lead.velocity;
  const speed = norm2(vx, vz) || 1;
  // Across the throw: travel direction turned a quarter to the right.
  const across: Vec3 = [-vz / speed, 0, vx / speed];
  return others.map((d, i) => {
    const rank = Math.floor(i / 2) + 1;
    const side = i % 2 === 0 ? 1 : -1;
    const offset = rank * side * HAND_SPACING;
    const position = clampToArea(
      [lead.position[0] + across[0] * offset, lead.position[1] + rng.range(-0.3, 0.3), lead.position[2] + across[2] * offset],
      area,
    );
    const turned = rotateY(lead.velocity, rng.range(-4, 4) * (Math.PI / 180));
    const k = rng.range(0.92, 1.08);
    const w = lead.angularVelocity;
    return {
      dieId: d.dieId,
      position,
      quaternion: d.quaternion,
      velocity: [turned[0] * k, turned[1] * k, turned[2] * k],
      angularVelocity: [w[0] * rng.range(0.8, 1.2), w[1] * rng.range(0.8, 1.2), w[2] * rng.range(0.8, 1.2)],
    };
  });
}
