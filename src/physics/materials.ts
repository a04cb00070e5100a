// Contact materials per surface pair. Friction is μ of Coulomb's law (coulomb-solver.ts bounds
// each friction impulse by μ times its contact's normal impulse); restitution is the share of
// a contact point's closing speed it leaves with, turning included (contact-restitution.ts).
import { ContactEquation, ContactMaterial, Material, type Equation, type Narrowphase, type World } from "cannon-es";

export type SurfaceKind = "felt" | "wood" | "wall";
export type ImpactKind = "die-die" | "die-felt" | "die-wall" | "die-wood";

export interface TableMaterials {
  readonly die: Material;
  readonly felt: Material;
  readonly wood: Material;
  readonly wall: Material;
}

interface PairProps {
  friction: number;
  restitution: number;
  /**
   * cm/s. A soft surface gives back restitution × at most this much: felt swallows a hard
   * landing (a die dropped from the hand does not bounce out of the tray) while a die
   * tumbling over its edges hops on from corner to corner. Absent for hard pairs.
   */
  softSpeed?: number;
}

/** A contact that knows its pair's soft speed (see PairProps). */
export interface SoftContact extends ContactEquation {
  softSpeed?: number;
  /** Its row in this step's solve (coulomb-solver.ts); −1 before its first. */
  coulombIndex?: number;
}

const softSpeeds = new WeakMap<ContactMaterial, number>();

/**
 * Felt grips and is soft: it turns a skid into a tumble and swallows hard landings, but lets
 * gentle hops through. Varnished walls are slippery and springy; resin dice are hard and
 * click off each other, so a thrown die can knock a resting one a good way.
 */
export const PAIR_PROPS: Readonly<Record<ImpactKind, PairProps>> = {
  "die-felt": { friction: 0.5, restitution: 0.75, softSpeed: 40 },
  "die-wood": { friction: 0.35, restitution: 0.5 },
  "die-wall": { friction: 0.1, restitution: 0.6 },
  "die-die": { friction: 0.15, restitution: 0.85 },
};

// Stiff, well-damped contacts: relative to a 5 g die this settles penetration in a few steps.
const STIFFNESS = 1e7;
const RELAXATION = 3;

export function installMaterials(world: World): TableMaterials {
  const m: TableMaterials = {
    die: new Material("die"),
    felt: new Material("felt"),
    wood: new Material("wood"),
    wall: new Material("wall"),
  };
  const pair = (a: Material, b: Material, p: PairProps) => {
    const cm = new ContactMaterial(a, b, {
      friction: p.friction,
      restitution: p.restitution,
      contactEquationStiffness: STIFFNESS,
      contactEquationRelaxation: RELAXATION,
      frictionEquationStiffness: STIFFNESS,
      frictionEquationRelaxation: RELAXATION,
    });
    if (p.softSpeed !== undefined) softSpeeds.set(cm, p.softSpeed);
    world.addContactMaterial(cm);
  };
  pair(m.die, m.felt, PAIR_PROPS["die-felt"]);
  pair(m.die, m.wood, PAIR_PROPS["die-wood"]);
  pair(m.die, m.wall, PAIR_PROPS["die-wall"]);
  pair(m.die, m.die, PAIR_PROPS["die-die"]);
  return m;
}

/**
 * The narrowphase's createContactEquation, with the same arithmetic in the same order, making
 * every contact carry its pair's soft speed (or none). Written out rather than wrapped, so that
 * every contact is built with the same fields in the same order and the hot loops that read
 * them see one kind of object: a new contact gets its soft speed and its solver index
 * (coulomb-solver.ts) at once, and Equation.setSpookParams, which cannon-es shares between
 * every kind of equation, is spelled out here for contacts alone.
 */
export function linkSoftness(narrowphase: Narrowphase): void {
  // The last material's spook parameters and soft speed: a pair's contacts come one after
  // another, and the same inputs give the same numbers.
  const spook = new SpookCache();
  let lastCm: ContactMaterial | null = null;
  let lastSoft: number | undefined;
  narrowphase.createContactEquation = function (bi, bj, si, sj, overrideShapeA, overrideShapeB) {
    const pool = this.contactPointPool as SoftContact[];
    let c: SoftContact;
    if (pool.length) {
      c = pool.pop() as SoftContact;
      c.bi = bi;
      c.bj = bj;
    } else {
      c = new ContactEquation(bi, bj) as SoftContact;
      c.softSpeed = undefined;
      c.coulombIndex = -1;
    }
    c.enabled = bi.collisionResponse && bj.collisionResponse && si.collisionResponse && sj.collisionResponse;
    const cm = this.currentContactMaterial;
    c.restitution = cm.restitution;
    spook.apply(c, cm.contactEquationStiffness, cm.contactEquationRelaxation, this.world.dt);
    if (cm !== lastCm) {
      lastCm = cm;
      lastSoft = softSpeeds.get(cm);
    }
    const matA = si.material || bi.material;
    const matB = sj.material || bj.material;
    if (matA && matB && matA.restitution >= 0 && matB.restitution >= 0) c.restitution = matA.restitution * matB.restitution;
    c.si = overrideShapeA || si;
    c.sj = overrideShapeB || sj;
    c.softSpeed = lastSoft;
    return c;
  };
}

/** The last spook parameters worked out: the same stiffness, relaxation and step give the same numbers. */
export class SpookCache {
  private k = NaN;
  private d = NaN;
  private h = NaN;
  private a = 0;
  private b = 0;
  private eps = 0;

  /** Sets the equation's a, b and eps for stiffness k, relaxation d and step h (setSpook), worked out only when these changed. */
  apply(e: Equation, k: number, d: number, h: number): void {
    if (k !== this.k || d !== this.d || h !== this.h) {
      setSpook(e, k, d, h);
      this.k = k;
      this.d = d;
      this.h = h;
      this.a = e.a;
      this.b = e.b;
      this.eps = e.eps;
      return;
    }
    e.a = this.a;
    e.b = this.b;
    e.eps = this.eps;
  }
}

/** Equation.setSpookParams (stiffness k, relaxation d, step h), the same arithmetic. */
export function setSpook(e: Equation, k: number, d: number, h: number): void {
  e.a = 4.0 / (h * (1 + 4 * d));
  e.b = (4.0 * d) / (1 + 4 * d);
  e.eps = 4.0 / (h * h * k * (1 + 4 * d));
}
