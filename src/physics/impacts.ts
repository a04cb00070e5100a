// Impacts for sounds: what met, how hard, where; and the table's feed of them, heard inside a
// step and told to listeners once the step is over.
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

/**
 * A table's impacts: a die's contacts turned into impacts while listeners are subscribed, held
 * until the step is over (listeners may then change the table) and told to each listener.
 */
export class ImpactFeed {
  private readonly listeners: ((impact: Impact) => void)[] = [];
  /** Impacts seen inside world.step, told to listeners once the step is over (they may then change the table). */
  private readonly pending: Impact[] = [];

  constructor(
    private readonly ground: Body,
    private readonly plan: SurfacePlan,
    private readonly surfaceKinds: ReadonlyMap<Body, SurfaceKind>,
    private readonly dieOfBody: ReadonlyMap<Body, { readonly id: string }>,
  ) {}

  /** Subscribes to impacts (for sounds); returns the unsubscribe function. */
  listen(cb: (impact: Impact) => void): () => void {
    this.listeners.push(cb);
    return () => {
      const i = this.listeners.indexOf(cb);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** A die's body (`entry`) met `other` in contact `c`. */
  collide(entry: { readonly id: string; readonly body: Body }, other: Body, c: ContactEquation): void {
    if (this.listeners.length === 0) return;
    const otherDie = this.dieOfBody.get(other);
    // A die–die contact is reported to both bodies: answer it once.
    if (otherDie && c.bi !== entry.body) return;
    const surface = otherDie ? null : this.surfaceKinds.get(other) ?? "wood";
    const impact = impactOf(c, entry.id, other, otherDie?.id ?? null, surface, other === this.ground ? this.plan : null);
    if (impact) this.pending.push(impact);
  }

  /** No listeners and nothing pending: as a new feed (DiceTable.reset). */
  clear(): void {
    this.listeners.length = 0;
    this.pending.length = 0;
  }

  /** At a step's end: the step's impacts told to every listener. */
  flush(): void {
    if (this.pending.length > 0) {
      const impacts = this.pending.splice(0);
      const listeners = [...this.listeners];
      for (const impact of impacts) for (const cb of listeners) cb(impact);
    }
  }
}
