// Coulomb friction for cannon-es.
//
// cannon-es clamps each friction impulse to μ·m·|g| — a force used as an impulse, so per step
// friction can stop 294 cm/s of sliding at μ = 0.3: every die landing stops dead. This solver
// is cannon-es's Gauss–Seidel loop with one change: each friction impulse is clamped to μ
// times the impulse its own contact is pushing with in this step (the textbook projected
// Gauss–Seidel rule), so a die skids and tumbles after a landing, and a resting die holds
// with μ·m·g·dt in total however many corners touch. Each friction equation knows its contact
// (friction-links.ts); each equation becomes one row of flat numbers (solver-row-layout.ts,
// solver-rows.ts), a contact's B rewritten for restitution (contact-restitution.ts); the rows
// are swept in gauss-seidel-sweep.ts.
import { Body, ContactEquation, FrictionEquation, GSSolver, Quaternion, Vec3, type Equation, type World } from "cannon-es";
import { contactRow, copyJacobian, frictionRow, plainRow, writeAccelerations } from "./solver-rows";
import { TwistEquation } from "./pair-friction";
import type { SoftContact } from "./materials";
import type { LinkedFriction } from "./friction-links";
import { withRestitution } from "./contact-restitution";
import { sweep } from "./gauss-seidel-sweep";
import { B_, COUNT, EPS, HI, INV_C, KICK, LO, MU, ROW, STILL_ZERO } from "./solver-row-layout";
import type { ContactMemory } from "./contact-memory";

type Indexed = Equation & { coulombIndex?: number; computeB(h: number): number };

// Scratch, grown on demand and reused (rows laid out as solver-row-layout.ts says).
let rows = new Float64Array(0);
/** Per row: 6 × body i's index, 6 × body j's, which bodies move (bit 1: i, bit 2: j), and the row of the contact bounding a friction row (−1: none; −2: contact not in this solve). */
let links = new Int32Array(0);
let lambda = new Float64Array(0);
/** Row → equation index, and equation index → row. */
let order = new Int32Array(0);
let rowOf = new Int32Array(0);
let dv = new Float64Array(0);
/** Per body: force and torque through its solve masses (solver-rows.ts). */
let accel = new Float64Array(0);
/** Per body: 1 when it can move in this solve (not static, not asleep). */
let moves = new Uint8Array(0);
/** Per body: its parent in the islands' union–find; per island: its first row; per equation: its island and pass (2 × island + pass). */
let parents = new Int32Array(0);
let islandStart = new Int32Array(0);
let eqRoot = new Int32Array(0);
/** Per body (a root): its island's number; per island and pass: where its rows start. */
let islandOf = new Int32Array(0);
let bucketStart = new Int32Array(0);
/** Per row: its pair (contacts; −1 otherwise) and body j's contact point in j's frame (ContactMemory). */
let pairKey = new Int32Array(0);
let anchors = new Float64Array(0);

function root(parent: Int32Array, i: number): number {
  while (parent[i] !== i) i = parent[i] = parent[parent[i]];
  return i;
}

const ContactClass = ContactEquation;
const STATIC = Body.STATIC;
const SLEEPING = Body.SLEEPING;
const KINEMATIC = Body.KINEMATIC;
const FrictionClass = FrictionEquation;
const TwistClass = TwistEquation;

function ensure(n: number, bodies: number): void {
  if (lambda.length < n) {
    const m = Math.max(n, 2 * lambda.length, 64);
    rows = new Float64Array(ROW * m);
    links = new Int32Array(4 * m);
    lambda = new Float64Array(m);
    order = new Int32Array(m);
    rowOf = new Int32Array(m);
    eqRoot = new Int32Array(m);
    pairKey = new Int32Array(m);
    anchors = new Float64Array(3 * m);
  }
  if (moves.length < bodies) {
    const m = Math.max(bodies, 2 * moves.length, 32);
    dv = new Float64Array(6 * m);
    accel = new Float64Array(6 * m);
    moves = new Uint8Array(m);
    parents = new Int32Array(m);
    islandStart = new Int32Array(m + 1);
    islandOf = new Int32Array(m);
    bucketStart = new Int32Array(2 * m + 1);
  }
}

/** This solve's contact rows, as ContactMemory reads them. */
const contactRows = { n: 0, bodies: 0, pair: pairKey, anchor: anchors };

/**
 * Body.updateSolveMassProperties written out (its Mat3.copy and setZero loops unrolled): the
 * body's masses for this solve, zeros when it sleeps or is kinematic. False then.
 */
function solveMasses(body: Body): boolean {
  const w = body.invInertiaWorldSolve.elements;
  if (body.sleepState === SLEEPING || body.type === KINEMATIC) {
    body.invMassSolve = 0;
    body.invInertiaSolve.set(0, 0, 0);
    w[0] = w[1] = w[2] = w[3] = w[4] = w[5] = w[6] = w[7] = w[8] = 0;
    return false;
  }
  body.invMassSolve = body.invMass;
  body.invInertiaSolve.copy(body.invInertia);
  const iw = body.invInertiaWorld.elements;
  w[0] = iw[0];
  w[1] = iw[1];
  w[2] = iw[2];
  w[3] = iw[3];
  w[4] = iw[4];
  w[5] = iw[5];
  w[6] = iw[6];
  w[7] = iw[7];
  w[8] = iw[8];
  return true;
}

const turnBack = new Quaternion();
const local = new Vec3();

/** Body j's contact point (rj) turned into j's frame (Body.vectorToLocalFrame, without its new Quaternion), for row q. */
function writeAnchor(c: ContactEquation, q: number): void {
  c.bj.quaternion.conjugate(turnBack).vmult(c.rj, local);
  anchors[3 * q] = local.x;
  anchors[3 * q + 1] = local.y;
  anchors[3 * q + 2] = local.z;
}

/**
 * One body's kicks for the row at `o` (its part of M⁻¹Jᵀ: `part` 0 for body i, 6 for body j,
 * inverse mass m, world inverse inertia e), written at the row's KICK; returns its rotational
 * term of G·M⁻¹·Gᵀ (the kick's dot the Jacobian), which computeC adds to the masses.
 */
function writeKick(R: Float64Array, o: number, part: number, m: number, e: number[]): number {
  const J = o + part;
  const K = o + KICK + part;
  R[K] = m * R[J];
  R[K + 1] = m * R[J + 1];
  R[K + 2] = m * R[J + 2];
  R[K + 3] = e[0] * R[J + 3] + e[1] * R[J + 4] + e[2] * R[J + 5];
  R[K + 4] = e[3] * R[J + 3] + e[4] * R[J + 4] + e[5] * R[J + 5];
  R[K + 5] = e[6] * R[J + 3] + e[7] * R[J + 4] + e[8] * R[J + 5];
  return R[K + 3] * R[J + 3] + R[K + 4] * R[J + 4] + R[K + 5] * R[J + 5];
}

/**
 * cannon-es's GSSolver, with Coulomb-bounded friction and the inner loop on flat arrays
 * (same arithmetic as Equation.computeGWlambda and addToWlambda, without the object hops).
 */
export class CoulombSolver extends GSSolver {
  /**
   * This step's equations are the first `count` of `equations`: the array keeps its length
   * between steps, where cannon-es empties it (length = 0) and regrows it every step.
   */
  count = 0;

  /** Last step's contacts, to start this step's solve from (null: every solve starts cold, as cannon-es's). */
  memory: ContactMemory | null = null;

  /** Sweep each island on its own, to its own tolerance (false: all rows as one, as cannon-es). */
  islands = false;

  addEquation(eq: Equation): void {
    if (eq.enabled && !eq.bi.isTrigger && !eq.bj.isTrigger) this.equations[this.count++] = eq;
  }

  removeEquation(eq: Equation): void {
    const i = this.equations.indexOf(eq);
    if (i < 0 || i >= this.count) return;
    this.equations.splice(i, 1);
    this.count--;
  }

  removeAllEquations(): void {
    this.count = 0;
  }

  solve(dt: number, world: World): number {
    const equations = this.equations as Indexed[];
    const n = this.count;
    const bodies = world.bodies;
    if (n === 0) return 0;
    ensure(n, bodies.length);
    const R = rows;
    const L = links;
    const dv_ = dv;
    const lambda_ = lambda;
    const moves_ = moves;
    const acc = accel;
    for (let i = 0; i !== bodies.length; i++) {
      const body = bodies[i];
      // A static body (mass 0, so no inverse inertia either) never moves; its solve masses are
      // a new body's zeros and stay so (updateSolveMassProperties would copy its zeros again).
      if (body.type === STATIC) {
        moves_[i] = 0;
        continue;
      }
      // A sleeping body's solve masses are zeros: it is still.
      if (!solveMasses(body)) {
        moves_[i] = 0;
        continue;
      }
      const e = body.invInertiaWorldSolve.elements;
      let still = body.invMassSolve === 0;
      for (let t = 0; still && t < 9; t++) still = e[t] === 0;
      moves_[i] = still ? 0 : 1;
    }
    writeAccelerations(bodies, acc);
    // Each contact's row index, for the friction rows it bounds (only contacts are looked up).
    for (let i = 0; i !== n; i++) {
      const eq = equations[i];
      if (eq.constructor === ContactClass) (eq as { coulombIndex?: number }).coulombIndex = i;
    }
    // Islands: bodies that move in this solve, joined by the equations between them. Each
    // island's rows are swept on their own (rows of different islands touch different bodies,
    // so the arithmetic is the same as in one sweep over all), and each stops at its own
    // tolerance: a die lying still is not swept ten times because another is tumbling.
    const memory = this.memory;
    const islands = this.islands;
    const parent = parents;
    if (islands) {
      for (let i = 0; i !== bodies.length; i++) {
        parent[i] = i;
        islandOf[i] = -1;
      }
      for (let i = 0; i !== n; i++) {
        const a = equations[i].bi.index;
        const b = equations[i].bj.index;
        if (moves_[a] === 1 && moves_[b] === 1) {
          const ra = root(parent, a);
          const rb = root(parent, b);
          if (ra !== rb) parent[ra > rb ? ra : rb] = ra > rb ? rb : ra;
        }
      }
    }
    // Each equation's island (numbered in order of first appearance; one island when they are
    // not asked for) and pass (contacts first, so friction sees this iteration's normal
    // impulses); rows then go island by island, pass by pass, in equation order: a counting sort.
    let islandCount = 0;
    for (let i = 0; i !== n; i++) {
      const eq = equations[i];
      let t = 0;
      if (islands) {
        const a = eq.bi.index;
        const r = root(parent, moves_[a] === 1 ? a : eq.bj.index);
        t = islandOf[r];
        if (t < 0) t = islandOf[r] = islandCount++;
      } else islandCount = 1;
      eqRoot[i] = 2 * t + ((eq as Indexed & LinkedFriction).coulombContact !== undefined ? 1 : 0);
    }
    const buckets = 2 * islandCount;
    for (let t = 0; t !== buckets + 1; t++) bucketStart[t] = 0;
    for (let i = 0; i !== n; i++) bucketStart[eqRoot[i] + 1]++;
    for (let t = 0; t !== buckets; t++) bucketStart[t + 1] += bucketStart[t];
    for (let t = 0; t !== islandCount; t++) islandStart[t] = bucketStart[2 * t];
    for (let i = 0; i !== n; i++) {
      const k = bucketStart[eqRoot[i]]++;
      rowOf[i] = k;
      order[k] = i;
    }
    islandStart[islandCount] = n;
    for (let q = 0; q !== n; q++) {
      const c = equations[order[q]];
      const o = ROW * q;
      const l = 4 * q;
      lambda_[q] = 0;
      R[o + LO] = c.minForce;
      R[o + HI] = c.maxForce;
      R[o + EPS] = c.eps;
      const f = c as LinkedFriction;
      const contact = f.coulombContact as Indexed | undefined;
      const ci = contact?.coulombIndex;
      L[l + 3] = contact ? (ci !== undefined && ci < n && equations[ci] === contact ? rowOf[ci] : -2) : -1;
      R[o + MU] = f.coulombMu ?? 0;
      R[o + COUNT] = f.coulombCount ?? 1;
      const bi = c.bi;
      const bj = c.bj;
      L[l] = 6 * bi.index;
      L[l + 1] = 6 * bj.index;
      // The classes themselves (instanceof walks the prototype chain; the table makes no subclasses).
      const isContact = c.constructor === ContactClass;
      pairKey[q] = -1;
      if (isContact) {
        contactRow(c, R, o, B_, dt, acc);
        if (memory) {
          pairKey[q] = bi.index * bodies.length + bj.index;
          writeAnchor(c, q);
        }
      }
      else if (c.constructor === FrictionClass) frictionRow(c as FrictionEquation, R, o, B_, dt, acc);
      else if (c.constructor === TwistClass) plainRow(c, R, o, B_, dt, acc);
      else {
        R[o + B_] = c.computeB(dt);
        copyJacobian(c, R, o);
      }
      const mi = bi.invMassSolve;
      const mj = bj.invMassSolve;
      const ei = bi.invInertiaWorldSolve.elements;
      const ej = bj.invInertiaWorldSolve.elements;
      const side = moves_[bi.index] | (moves_[bj.index] << 1);
      L[l + 2] = side;
      // computeC: G·M⁻¹·Gᵀ + eps, the rotational parts being the kicks' dot the Jacobian. A
      // still body's part (its kick, which no sweep reads, and its ±0 term in C) is left out:
      // a ±0 added to the non-zero mi + mj changes no bit.
      const mij = mi + mj;
      let d = mij;
      if ((side & 1) !== 0 || mij === 0) d = d + writeKick(R, o, 0, mi, ei);
      if ((side & 2) !== 0 || d === 0) d = d + writeKick(R, o, 6, mj, ej);
      R[o + INV_C] = 1 / (d + c.eps);
      // A still body's velocity change stays +0, so its terms in Gw are jac × (+0): −0 for a
      // negative (or −0) entry, +0 otherwise; their sum is −0 only if all are. (Both moving:
      // the sweep adds no such sum.)
      if (side !== 3) {
        let allNegative = true;
        const from = side === 1 ? o + 6 : o;
        const to = side === 0 ? o + 12 : from + 6;
        for (let t = from; allNegative && t < to; t++) {
          const x = R[t];
          allNegative = x < 0 || Object.is(x, -0);
        }
        R[o + STILL_ZERO] = allNegative ? -0 : 0;
      }
      if (isContact) withRestitution(c as SoftContact, R, o);
    }
    dv_.fill(0, 0, 6 * bodies.length);
    if (memory) {
      contactRows.n = n;
      contactRows.bodies = bodies.length;
      contactRows.pair = pairKey;
      contactRows.anchor = anchors;
      memory.recall(contactRows, R, L, lambda_, dv_);
    }
    const tolSquared = this.tolerance * this.tolerance;
    let iter = 0;
    for (let t = 0; t !== islandCount; t++) {
      const it = sweep(islandStart[t], islandStart[t + 1], this.iterations, tolSquared, R, L, dv_, lambda_);
      if (it > iter) iter = it;
    }
    if (memory) memory.remember(contactRows, R, L, lambda_);
    for (let i = 0; i !== bodies.length; i++) {
      const body = bodies[i];
      // A static body's velocity is +0 and its change +0: adding it changes nothing.
      if (body.type === STATIC) continue;
      const a = 6 * i;
      const lf = body.linearFactor;
      const af = body.angularFactor;
      body.velocity.x += dv_[a] * lf.x;
      body.velocity.y += dv_[a + 1] * lf.y;
      body.velocity.z += dv_[a + 2] * lf.z;
      body.angularVelocity.x += dv_[a + 3] * af.x;
      body.angularVelocity.y += dv_[a + 4] * af.y;
      body.angularVelocity.z += dv_[a + 5] * af.z;
    }
    // cannon-es's solver also leaves each equation's impulse, as a force, in its `multiplier`:
    // nothing at the table reads it, so it is not written.
    return iter;
  }
}
