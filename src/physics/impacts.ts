// Impacts for sounds: what met, how hard, where.
import type { Body, ContactEquation } from "cannon-es";
import type { Vec3 } from "../geometry/types";
import { MIN_IMPACT_SPEED } from "./constants";
import type { ImpactKind, SurfaceKind } from "./materials";
import { groundSoundAt, type SurfacePlan } from "./surfaces";

export interface Impact {
  /** Relative speed along the contact normal at first touch, cm/s. */
  readonly speed: number;
  readonly kinds: ImpactKind;
  readonly dieId: string;
  /** The other die in a die–die impact. */
  readonly otherDieId: string | null;
  /** World contact point, cm. */
  readonly point: Vec3;
}

/**
 * The impact a first contact makes, or null when it is too soft to hear. `surface` is the
 * struck surface's kind (null for another die); `groundPlan` is given when the surface is
 * the ground plane, whose sound depends on where it is struck.
 */
export function impactOf(
  c: ContactEquation,
  dieId: string,
  other: Body,
  otherDieId: string | null,
  surface: SurfaceKind | null,
  groundPlan: SurfacePlan | null,
): Impact | null {
  const speed = Math.abs(c.getImpactVelocityAlongNormal());
  if (speed < MIN_IMPACT_SPEED) return null;
  // On a surface, its own contact point (the die's corner may already have sunk in this step); between dice, the midpoint.
  const pi = c.bi.position;
  const pj = c.bj.position;
  const w = surface === null ? 0.5 : c.bi === other ? 1 : 0;
  const point: Vec3 = [
    w * (pi.x + c.ri.x) + (1 - w) * (pj.x + c.rj.x),
    w * (pi.y + c.ri.y) + (1 - w) * (pj.y + c.rj.y),
    w * (pi.z + c.ri.z) + (1 - w) * (pj.z + c.rj.z),
  ];
  let kinds: ImpactKind = "die-die";
  if (surface !== null) kinds = `die-${groundPlan ? groundSoundAt(groundPlan, point[0], point[2]) : surface}`;
  return { speed, kinds, dieId, otherDieId, point };
}
