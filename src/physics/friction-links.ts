// Which contact bounds each friction equation: the narrowphase makes two friction equations
// after each contact, and the Coulomb solver (coulomb-solver.ts) bounds their impulses by μ
// times that contact's.
import { FrictionEquation, type Body, type ContactEquation, type Narrowphase } from "cannon-es";
import { SpookCache } from "./materials";

export interface LinkedFriction extends FrictionEquation {
  /** The contact whose normal impulse bounds this friction. */
  coulombContact?: ContactEquation | null;
  coulombMu?: number;
  /** The contact and the next count − 1 (a pair's points, pair-friction.ts) bound it together; 1 when absent. */
  coulombCount?: number;
}

/**
 * A friction equation with every field the table gives one, in one order (the pool's release
 * sets its shapes): each is built alike, so the hot loops that read them see one kind of object.
 */
function newFriction(bi: Body, bj: Body, slipForce: number): LinkedFriction {
  const f = new FrictionEquation(bi, bj, slipForce) as LinkedFriction;
  f.coulombContact = null;
  f.coulombMu = 0;
  f.coulombCount = 1;
  const shapes = f as unknown as { si: unknown; sj: unknown };
  shapes.si = null;
  shapes.sj = null;
  return f;
}

/**
 * Makes every friction equation the narrowphase creates remember its contact and μ: cannon-es's
 * createFrictionEquationsFromContact with the same arithmetic in the same order, written out
 * (with Equation.setSpookParams) so that its equations are built alike (newFriction).
 */
export function linkFrictionToContacts(narrowphase: Narrowphase): MakeFriction {
  // The last spook parameters worked out (a pair's friction is made with its material's, and the same inputs give the same numbers).
  const spook = new SpookCache();
  const make: MakeFriction = function (this: Narrowphase, contact, out, atContact) {
    const bodyA = contact.bi;
    const bodyB = contact.bj;
    const shapeA = contact.si;
    const shapeB = contact.sj;
    const world = this.world;
    const cm = this.currentContactMaterial;
    let friction = cm.friction;
    const matA = shapeA.material || bodyA.material;
    const matB = shapeB.material || bodyB.material;
    if (matA && matB && matA.friction >= 0 && matB.friction >= 0) friction = matA.friction * matB.friction;
    if (!(friction > 0)) return false;
    const mug = friction * (world.frictionGravity || world.gravity).length();
    let reducedMass = bodyA.invMass + bodyB.invMass;
    if (reducedMass > 0) reducedMass = 1 / reducedMass;
    const pool = this.frictionEquationPool as LinkedFriction[];
    const c1 = pool.length ? (pool.pop() as LinkedFriction) : newFriction(bodyA, bodyB, mug * reducedMass);
    const c2 = pool.length ? (pool.pop() as LinkedFriction) : newFriction(bodyA, bodyB, mug * reducedMass);
    c1.bi = c2.bi = bodyA;
    c1.bj = c2.bj = bodyB;
    c1.minForce = c2.minForce = -mug * reducedMass;
    c1.maxForce = c2.maxForce = mug * reducedMass;
    if (atContact) {
      c1.ri.copy(contact.ri);
      c1.rj.copy(contact.rj);
      c2.ri.copy(contact.ri);
      c2.rj.copy(contact.rj);
      contact.ni.tangents(c1.t, c2.t);
    }
    spook.apply(c1, cm.frictionEquationStiffness, cm.frictionEquationRelaxation, world.dt);
    c2.a = c1.a;
    c2.b = c1.b;
    c2.eps = c1.eps;
    c1.enabled = c2.enabled = contact.enabled;
    out.push(c1, c2);
    // The material's μ; the count is set on every use: the equation may come from the shared
    // pool (equation-pool.ts) with a pair's count still on it from a table with friction per
    // touching pair.
    const mu = cm.friction;
    c1.coulombContact = contact;
    c1.coulombMu = mu;
    c1.coulombCount = 1;
    c2.coulombContact = contact;
    c2.coulombMu = mu;
    c2.coulombCount = 1;
    return true;
  };
  narrowphase.createFrictionEquationsFromContact = function (contact, out) {
    return make.call(this, contact, out, true);
  };
  return make;
}

/**
 * Makes a contact's two friction equations (linkFrictionToContacts), called on the narrowphase.
 * `atContact` false leaves their points and tangents for the caller to set (pair-friction.ts
 * sets them at the middle of a pair's points): the same equations, without work thrown away.
 */
export type MakeFriction = (this: Narrowphase, contact: ContactEquation, out: FrictionEquation[], atContact: boolean) => boolean;
