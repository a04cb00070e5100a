// Coulomb friction for cannon-es.
//
// cannon-es clamps each friction impulse to μ·m·|g| — a force used as an impulse, so per step
// friction can stop 294 cm/s of sliding at μ = 0.3: every die landing stops dead. This solver
// is cannon-es's Gauss–Seidel loop with one change: each friction impulse is clamped to μ
// times the impulse its own contact is pushing with in this step (the textbook projected
// Gauss–Seidel rule), so a die skids and tumbles after a landing, and a resting die holds
// with μ·m·g·dt in total however many corners touch.
import { GSSolver, type ContactEquation, type Equation, type FrictionEquation, type Narrowphase, type World } from "cannon-es";

interface LinkedFriction extends FrictionEquation {
  /** The contact whose normal impulse bounds this friction. */
  coulombContact?: ContactEquation;
  coulombMu?: number;
}

type Indexed = Equation & { coulombIndex?: number; computeB(h: number): number };

/** Makes every friction equation the narrowphase creates remember its contact and μ. */
export function linkFrictionToContacts(narrowphase: Narrowphase): void {
  const original = narrowphase.createFrictionEquationsFromContact;
  narrowphase.createFrictionEquationsFromContact = function (contact, out) {
    const made = original.call(this, contact, out);
    if (made) {
      const mu = this.currentContactMaterial.friction;
      for (const f of [out[out.length - 2], out[out.length - 1]] as LinkedFriction[]) {
        f.coulombContact = contact;
        f.coulombMu = mu;
      }
    }
    return made;
  };
}

const lambda: number[] = [];
const invCs: number[] = [];
const Bs: number[] = [];
const order: number[] = [];

export class CoulombSolver extends GSSolver {
  solve(dt: number, world: World): number {
    const equations = this.equations as Indexed[];
    const n = equations.length;
    const bodies = world.bodies;
    if (n === 0) return 0;
    for (let i = 0; i !== bodies.length; i++) bodies[i].updateSolveMassProperties();
    lambda.length = n;
    invCs.length = n;
    Bs.length = n;
    order.length = 0;
    // Contacts first, so friction sees this iteration's normal impulses.
    for (let i = 0; i !== n; i++) {
      const c = equations[i];
      c.coulombIndex = i;
      lambda[i] = 0;
      Bs[i] = c.computeB(dt);
      invCs[i] = 1 / c.computeC();
      if (!(c as LinkedFriction).coulombContact) order.push(i);
    }
    for (let i = 0; i !== n; i++) if ((equations[i] as LinkedFriction).coulombContact) order.push(i);
    for (let i = 0; i !== bodies.length; i++) {
      bodies[i].vlambda.set(0, 0, 0);
      bodies[i].wlambda.set(0, 0, 0);
    }
    const tolSquared = this.tolerance * this.tolerance;
    let iter = 0;
    for (; iter !== this.iterations; iter++) {
      let total = 0;
      for (let k = 0; k !== n; k++) {
        const j = order[k];
        const c = equations[j];
        const lj = lambda[j];
        let delta = invCs[j] * (Bs[j] - c.computeGWlambda() - c.eps * lj);
        let lo = c.minForce;
        let hi = c.maxForce;
        const f = c as LinkedFriction;
        if (f.coulombContact) {
          const ci = (f.coulombContact as Indexed).coulombIndex;
          const normal = ci !== undefined && equations[ci] === f.coulombContact ? lambda[ci] : 0;
          hi = (f.coulombMu ?? 0) * normal;
          lo = -hi;
        }
        if (lj + delta < lo) delta = lo - lj;
        else if (lj + delta > hi) delta = hi - lj;
        lambda[j] = lj + delta;
        total += delta > 0 ? delta : -delta;
        c.addToWlambda(delta);
      }
      if (total * total < tolSquared) break;
    }
    for (let i = 0; i !== bodies.length; i++) {
      const b = bodies[i];
      b.vlambda.vmul(b.linearFactor, b.vlambda);
      b.velocity.vadd(b.vlambda, b.velocity);
      b.wlambda.vmul(b.angularFactor, b.wlambda);
      b.angularVelocity.vadd(b.wlambda, b.angularVelocity);
    }
    const invDt = 1 / dt;
    for (let i = 0; i !== n; i++) equations[i].multiplier = lambda[i] * invDt;
    return iter;
  }
}
