// Which contact bounds each friction equation: the narrowphase makes two friction equations
// after each contact, and the Coulomb solver (coulomb-solver.ts) bounds their impulses by μ
// times that contact's.
import type { ContactEquation, FrictionEquation, Narrowphase } from "cannon-es";

export interface LinkedFriction extends FrictionEquation {
  /** The contact whose normal impulse bounds this friction. */
  coulombContact?: ContactEquation;
  coulombMu?: number;
  /** The contact and the next count − 1 (a pair's points, pair-friction.ts) bound it together; 1 when absent. */
  coulombCount?: number;
}

/** Makes every friction equation the narrowphase creates remember its contact and μ. */
export function linkFrictionToContacts(narrowphase: Narrowphase): void {
  const original = narrowphase.createFrictionEquationsFromContact;
  narrowphase.createFrictionEquationsFromContact = function (contact, out) {
    const made = original.call(this, contact, out);
    if (made) {
      const mu = this.currentContactMaterial.friction;
      for (let k = out.length - 2; k < out.length; k++) {
        const f = out[k] as LinkedFriction;
        f.coulombContact = contact;
        f.coulombMu = mu;
        // Set on every use: the equation may come from the shared pool (equation-pool.ts) with a
        // pair's count still on it from a table with friction per touching pair.
        f.coulombCount = 1;
      }
    }
    return made;
  };
}
