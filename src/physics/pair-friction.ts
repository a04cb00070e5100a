// Friction per touching pair instead of per contact point (with contacts kept between steps, the
// physics of save format 3; table-world.ts). cannon-es gives every contact point two friction rows:
// a die lying on a face has four corners down and eight friction rows. Here each pair of
// touching bodies gets two friction rows at the middle of its contact points, on tangents of
// their mean normal, bounded by μ times the pair's whole normal impulse, and, where two or more
// points touch, one twisting row about the normal, bounded by μ times that impulse times the
// points' mean distance from their middle (what the corners' own friction could resist). As
// PhysX's patch friction and Box2D's manifold friction do.
import { Equation, Vec3, type Body, type ContactEquation, type FrictionEquation, type Narrowphase, type World } from "cannon-es";
import type { LinkedFriction, MakeFriction } from "./friction-links";

const meanRi = new Vec3();
const meanRj = new Vec3();
const meanN = new Vec3();
const offset = new Vec3();

/**
 * A twisting row: turning about the normal only, no linear part. Its B is Equation.computeB
 * with its own spook parameters (the solver passes the step alone, as to a contact; the solver
 * writes the same row itself, solver-rows.ts plainRow). Every field twist() sets is given at
 * once, so each twisting row is built alike (one kind of object for the solver's loops).
 */
export class TwistEquation extends Equation {
  coulombContact: ContactEquation | null = null;
  coulombMu = 0;
  coulombCount = 1;

  constructor(bi: Body, bj: Body) {
    super(bi, bj, -1e6, 1e6);
  }

  computeB(h: number): number {
    return super.computeB(this.a, this.b, h);
  }
}

export interface PairFriction {
  /** After the narrowphase: the step's friction made per pair; twisting rows go to `twists`. */
  make(world: World, twists: Equation[]): void;
}

/**
 * Stops the narrowphase making friction per contact, and returns what makes it per pair
 * instead (run after every narrowphase), with `perContact`, what linkFrictionToContacts returned.
 */
export function installPairFriction(narrowphase: Narrowphase, perContact: MakeFriction): PairFriction {
  narrowphase.createFrictionEquationsFromContact = () => false;
  const twistPool: TwistEquation[] = [];
  let used = 0;
  return {
    make(world, twists) {
      used = 0;
      const contacts = world.contacts;
      const frictions = world.frictionEquations;
      let first = 0;
      while (first < contacts.length) {
        const c0 = contacts[first];
        let end = first + 1;
        while (end < contacts.length && contacts[end].bi === c0.bi && contacts[end].bj === c0.bj) end++;
        const k = end - first;
        // The narrowphase's material for this pair (its friction), as when it made the contacts.
        const np = narrowphase as unknown as { currentContactMaterial: unknown };
        np.currentContactMaterial = world.getContactMaterial(c0.bi.material as never, c0.bj.material as never) ?? world.defaultContactMaterial;
        const before = frictions.length;
        // One point: its friction at the point, as cannon-es makes it; more: points and tangents set below.
        if (perContact.call(narrowphase, c0, frictions, k === 1)) {
          const f1 = frictions[before] as FrictionEquation & LinkedFriction;
          const f2 = frictions[before + 1] as FrictionEquation & LinkedFriction;
          f1.coulombCount = k;
          f2.coulombCount = k;
          if (k > 1) {
            meanRi.set(0, 0, 0);
            meanRj.set(0, 0, 0);
            meanN.set(0, 0, 0);
            for (let i = first; i !== end; i++) {
              meanRi.vadd(contacts[i].ri, meanRi);
              meanRj.vadd(contacts[i].rj, meanRj);
              meanN.vadd(contacts[i].ni, meanN);
            }
            meanRi.scale(1 / k, meanRi);
            meanRj.scale(1 / k, meanRj);
            f1.ri.copy(meanRi);
            f1.rj.copy(meanRj);
            f2.ri.copy(meanRi);
            f2.rj.copy(meanRj);
            meanN.tangents(f1.t, f2.t);
            // Twisting: the points' mean distance from their middle.
            let reach = 0;
            for (let i = first; i !== end; i++) {
              contacts[i].rj.vsub(meanRj, offset);
              reach += offset.length();
            }
            reach /= k;
            const mu = f1.coulombMu ?? 0;
            if (reach > 0 && mu > 0) {
              const t = used < twistPool.length ? twistPool[used] : (twistPool[used] = new TwistEquation(c0.bi, c0.bj));
              used++;
              twist(t, c0.bi, c0.bj, meanN, f1, mu * reach, k, c0);
              twists.push(t);
            }
          }
        }
        first = end;
      }
    },
  };
}

/** Sets a twisting row: about `n`, for bodies i and j, with the friction row's softness, bounded by `bound` (μ × reach) times the pair's normal impulse. */
function twist(t: TwistEquation, bi: Body, bj: Body, n: Vec3, like: FrictionEquation, bound: number, count: number, contact: ContactEquation): void {
  t.bi = bi;
  t.bj = bj;
  t.enabled = like.enabled;
  t.minForce = -bound;
  t.maxForce = bound;
  t.a = like.a;
  t.b = like.b;
  t.eps = like.eps;
  const len = n.length();
  const GA = t.jacobianElementA;
  const GB = t.jacobianElementB;
  GA.spatial.set(0, 0, 0);
  GB.spatial.set(0, 0, 0);
  GA.rotational.set(-n.x / len, -n.y / len, -n.z / len);
  GB.rotational.set(n.x / len, n.y / len, n.z / len);
  t.coulombContact = contact;
  t.coulombMu = bound;
  t.coulombCount = count;
}
