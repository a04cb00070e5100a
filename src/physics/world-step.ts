// cannon-es's World.internalStep, cut to what the dice table uses and with the same arithmetic
// in the same order, so every pose comes out bit for bit as before.
//
// Left out, because the table never uses them: constraints, subsystems, the overlap keepers
// and the beginContact/endContact events they feed (the "collide" body event stays), and the
// per-contact material look-ups whose results cannon-es throws away. Each look-up built two
// strings ("3-7") per pair and per contact: garbage every step.
//
// Damping and integration, a body's motion through the step, are step-motion.ts's.
import { Body, type ContactEquation, type ContactMaterial, type Equation, type World } from "cannon-es";
import type { PairFriction } from "./pair-friction";
import { contactPool, empty, frictionPool, poolLastContacts } from "./equation-pool";
import { tickSleep } from "./sleep-tick";
import type { PointSleep } from "./point-sleep";
import { CoulombSolver } from "./coulomb-solver";
import { ANGULAR_DAMPING, FIXED_DT, LINEAR_DAMPING } from "./constants";
import { dampingFactor, integrate } from "./step-motion";

const states = new WeakMap<World, StepState>();

interface StepState {
  readonly p1: Body[];
  readonly p2: Body[];
  readonly collideEvent: { type: string; body: Body | null; contact: ContactEquation | null };
  readonly preStep: { type: string };
  /** Collision-matrix entries set in the current and the previous step: only those need clearing. */
  marked: number[];
  markedBefore: number[];
  /** Dice the contact rule wakes after the narrowphase. */
  readonly toWake: Body[];
  readonly postStep: { type: string };
  /** The world's bodies that are not static, in world order (rebuilt when a body is added or removed). */
  dynamic: Body[];
  /** Whether a body came or went since `dynamic` was made. */
  stale: boolean;
  /** Friction made per touching pair after the narrowphase (null: per contact, cannon-es's). */
  readonly pairFriction: PairFriction | null;
  /** This step's twisting rows (pair friction). */
  readonly twists: Equation[];
  /** The world's solver: the lean step hands it its equations straight. */
  readonly solver: CoulombSolver;
  /** Sleep by how far each body's points move (null: cannon-es's speed test). */
  readonly pointSleep: PointSleep | null;
}

// cannon-es's constants, read once: a bundler may turn each `Body.X` into a getter call.
const DYNAMIC = Body.DYNAMIC;
const STATIC = Body.STATIC;
const SLEEPING = Body.SLEEPING;
const AWAKE = Body.AWAKE;

// The table's dice all damp by the same amounts: their factors, once.
const linearFactor = dampingFactor(LINEAR_DAMPING, FIXED_DT);
const angularFactor = dampingFactor(ANGULAR_DAMPING, FIXED_DT);

/**
 * Replaces `world.internalStep` with the lean step (world.step(dt) then runs it), and the
 * narrowphase's per-pair contact material look-up with one that builds no strings.
 */
export function installLeanStep(world: World, options: { pairFriction?: PairFriction; pointSleep?: PointSleep } = {}): void {
  const solver = world.solver;
  if (!(solver instanceof CoulombSolver)) throw new Error("The lean step needs the table's solver (CoulombSolver) on the world first.");
  const table = world.contactMaterialTable;
  const found = new Map<number, ContactMaterial | undefined>();
  // The last pair of materials asked about and its answer: a die's pairs often repeat one.
  let lastA: unknown = null;
  let lastB: unknown = null;
  let lastFound: ContactMaterial | undefined;
  world.getContactMaterial = (m1, m2) => {
    if (m1 === lastA && m2 === lastB) return lastFound as ContactMaterial;
    const key = m1.id < m2.id ? m1.id * 65536 + m2.id : m2.id * 65536 + m1.id;
    let cm = found.get(key);
    if (cm === undefined && !found.has(key)) {
      cm = table.get(m1.id, m2.id) as ContactMaterial | undefined;
      found.set(key, cm);
    }
    lastA = m1;
    lastB = m2;
    lastFound = cm;
    return cm as ContactMaterial;
  };
  // The narrowphase finds each pair's resolver as this[si.type | sj.type], through getters on
  // its prototype: a slow keyed look-up. Own data properties holding the same functions are
  // quick. (Runs after installSteadyContacts, whose resolvers the getters return by then.)
  const np = world.narrowphase as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(Object.getPrototypeOf(np))) {
    if (/^\d+$/.test(key)) Object.defineProperty(np, key, { value: np[key], writable: true, configurable: true });
  }
  const add = world.addContactMaterial;
  world.addContactMaterial = function (cm) {
    found.clear();
    lastA = lastB = null;
    return add.call(this, cm);
  };
  const state: StepState = {
    p1: [],
    p2: [],
    collideEvent: { type: Body.COLLIDE_EVENT_NAME, body: null, contact: null },
    preStep: { type: "preStep" },
    postStep: { type: "postStep" },
    marked: [],
    markedBefore: [],
    toWake: [],
    dynamic: [],
    stale: true,
    pairFriction: options.pairFriction ?? null,
    twists: [],
    solver,
    pointSleep: options.pointSleep ?? null,
  };
  const addBody = world.addBody;
  world.addBody = function (body) {
    state.stale = true;
    return addBody.call(this, body);
  };
  const removeBody = world.removeBody;
  world.removeBody = function (body) {
    state.stale = true;
    return removeBody.call(this, body);
  };
  (world as unknown as { internalStep(dt: number): void }).internalStep = (dt) => leanStep(world, dt, state);
  states.set(world, state);
}

function leanStep(world: World, dt: number, s: StepState): void {
  world.dt = dt;
  const bodies = world.bodies;
  const N = bodies.length;
  const solver = s.solver;
  if (s.stale) {
    empty(s.dynamic);
    for (let i = 0; i !== N; i++) if (bodies[i].type !== STATIC) s.dynamic.push(bodies[i]);
    s.stale = false;
  }
  const dynamic = s.dynamic;
  // Nothing awake: nothing can touch anything, so the step is the bookkeeping alone.
  let awake = false;
  for (let i = 0; i !== dynamic.length && !awake; i++) awake = dynamic[i].type === DYNAMIC && dynamic[i].sleepState !== SLEEPING;
  if (!awake) {
    idleStep(world, dt, s);
    return;
  }
  const gx = world.gravity.x;
  const gy = world.gravity.y;
  const gz = world.gravity.z;
  // The per-body loops go over the bodies that are not static, in world order: a static body
  // gets no gravity or damping, never moves, and its force and torque stay +0 (nothing pushes a surface).
  const D = dynamic.length;
  for (let i = 0; i !== D; i++) {
    const b = dynamic[i];
    if (b.type === DYNAMIC) {
      const f = b.force;
      const m = b.mass;
      f.x += m * gx;
      f.y += m * gy;
      f.z += m * gz;
    }
  }

  const { p1, p2 } = s;
  empty(p1);
  empty(p2);
  world.broadphase.collisionPairs(world, p1, p2);

  tickCollisionMatrix(world, s);
  const contacts = world.contacts;
  const frictions = world.frictionEquations;
  poolLastContacts(world);
  world.narrowphase.getContacts(p1, p2, world, contacts, contactPool, frictions, frictionPool);

  if (s.pairFriction) {
    empty(s.twists);
    s.pairFriction.make(world, s.twists);
  }
  // Solver.addEquation written out in each kind of equation's own loop: one addEquation for
  // every kind sees every kind of object, and its look-ups slow down for all of them.
  const eqs = solver.equations;
  let count = solver.count;
  for (let i = 0; i < frictions.length; i++) {
    const f = frictions[i];
    if (f.enabled && !f.bi.isTrigger && !f.bj.isTrigger) eqs[count++] = f;
  }
  const twists = s.twists;
  for (let i = 0; i < twists.length; i++) {
    const t = twists[i];
    if (t.enabled && !t.bi.isTrigger && !t.bj.isTrigger) eqs[count++] = t;
  }
  const event = s.collideEvent;
  const now = world.collisionMatrix.matrix;
  const before = world.collisionMatrixPrevious.matrix;
  const toWake = s.toWake;
  for (let k = 0; k !== contacts.length; k++) {
    const c = contacts[k];
    const bi = c.bi;
    const bj = c.bj;
    const mi = bi.material;
    const mj = bj.material;
    if (mi && mj && mi.restitution >= 0 && mj.restitution >= 0) c.restitution = mi.restitution * mj.restitution;
    if (c.enabled && !bi.isTrigger && !bj.isTrigger) eqs[count++] = c;
    // A sleeping die wakes when an awake body strikes it fast enough (cannon-es's rule).
    if (bi.allowSleep && bi.type === DYNAMIC && bi.sleepState === SLEEPING && bj.sleepState === AWAKE && bj.type !== STATIC) {
      const limit = bj.sleepSpeedLimit;
      if (bj.velocity.lengthSquared() + bj.angularVelocity.lengthSquared() >= limit * limit * 2) {
        bi.wakeUpAfterNarrowphase = true;
        toWake.push(bi);
      }
    }
    if (bj.allowSleep && bj.type === DYNAMIC && bj.sleepState === SLEEPING && bi.sleepState === AWAKE && bi.type !== STATIC) {
      const limit = bi.sleepSpeedLimit;
      if (bi.velocity.lengthSquared() + bi.angularVelocity.lengthSquared() >= limit * limit * 2) {
        bj.wakeUpAfterNarrowphase = true;
        toWake.push(bj);
      }
    }
    // ArrayCollisionMatrix's set and get.
    const hi = bi.index > bj.index ? bi.index : bj.index;
    const lo = bi.index > bj.index ? bj.index : bi.index;
    const key = ((hi * (hi + 1)) >> 1) + lo - 1;
    if (now[key] !== 1) {
      now[key] = 1;
      s.marked.push(key);
    }
    if (!before[key]) {
      event.body = bj;
      event.contact = c;
      bi.dispatchEvent(event);
      event.body = bi;
      bj.dispatchEvent(event);
    }
  }
  event.body = null;
  event.contact = null;
  solver.count = count;

  // In body order, as cannon-es's loop over all bodies wakes them (a wake-up may wake others).
  if (toWake.length > 1) toWake.sort((a, b) => a.index - b.index);
  for (let i = 0; i !== toWake.length; i++) {
    const b = toWake[i];
    if (b.wakeUpAfterNarrowphase) {
      b.wakeUp();
      b.wakeUpAfterNarrowphase = false;
    }
  }
  empty(toWake);

  solver.solve(dt, world);
  solver.removeAllEquations();

  for (let i = 0; i !== D; i++) {
    const b = dynamic[i];
    if (b.type & DYNAMIC) {
      const ld = b.linearDamping === LINEAR_DAMPING && dt === FIXED_DT ? linearFactor : dampingFactor(b.linearDamping, dt);
      b.velocity.scale(ld, b.velocity);
      const ad = b.angularDamping === ANGULAR_DAMPING && dt === FIXED_DT ? angularFactor : dampingFactor(b.angularDamping, dt);
      b.angularVelocity.scale(ad, b.angularVelocity);
    }
  }

  world.dispatchEvent(s.preStep);
  const quatNormalize = world.stepnumber % (world.quatNormalizeSkip + 1) === 0;
  const fast = world.quatNormalizeFast;
  for (let i = 0; i !== D; i++) integrate(dynamic[i], dt, quatNormalize, fast);
  for (let i = 0; i !== D; i++) {
    const b = dynamic[i];
    b.force.set(0, 0, 0);
    b.torque.set(0, 0, 0);
  }
  world.broadphase.dirty = true;
  world.stepnumber += 1;
  world.dispatchEvent(s.postStep);

  world.hasActiveBodies = tickSleep(world, s.pointSleep);
}

/**
 * collisionMatrixTick without the overlap keepers, and clearing only the entries it set two
 * steps ago (the rest are already 0 or unset) where cannon-es clears every pair.
 */
function tickCollisionMatrix(world: World, s: StepState): void {
  const previous = world.collisionMatrixPrevious;
  world.collisionMatrixPrevious = world.collisionMatrix;
  world.collisionMatrix = previous;
  const stale = s.markedBefore;
  s.markedBefore = s.marked;
  s.marked = stale;
  const cleared = previous.matrix;
  for (let i = 0; i !== stale.length; i++) if (stale[i] < cleared.length) cleared[stale[i]] = 0;
  empty(stale);
}

/**
 * The step when every die sleeps, with the same outcome as the full one: no pairs, no contacts,
 * no equations, nothing integrated (a sleeping body does not move) and no sleep state changed;
 * velocities damped and forces cleared as the full step does (a sleeping die's are zero), the
 * collision matrices ticked and last step's equations pooled, the clock and step count advanced
 * and the step events sent.
 */
function idleStep(world: World, dt: number, s: StepState): void {
  tickCollisionMatrix(world, s);
  poolLastContacts(world);
  // A static body's force and torque stay +0 (nothing pushes a surface): nothing to clear.
  const bodies = s.dynamic;
  const N = bodies.length;
  for (let i = 0; i !== N; i++) {
    const b = bodies[i];
    if (b.type & DYNAMIC) {
      // Vec3.scale's products, written out.
      const ld = b.linearDamping === LINEAR_DAMPING && dt === FIXED_DT ? linearFactor : dampingFactor(b.linearDamping, dt);
      const v = b.velocity;
      v.x *= ld;
      v.y *= ld;
      v.z *= ld;
      const ad = b.angularDamping === ANGULAR_DAMPING && dt === FIXED_DT ? angularFactor : dampingFactor(b.angularDamping, dt);
      const w = b.angularVelocity;
      w.x *= ad;
      w.y *= ad;
      w.z *= ad;
    }
    const f = b.force;
    f.x = 0;
    f.y = 0;
    f.z = 0;
    const t = b.torque;
    t.x = 0;
    t.y = 0;
    t.z = 0;
  }
  world.dispatchEvent(s.preStep);
  world.broadphase.dirty = true;
  world.stepnumber += 1;
  world.dispatchEvent(s.postStep);
  // The table's static pieces go through cannon-es's sleep states too (awake, sleepy, asleep
  // in their first second): they tick on as in the full step.
  world.hasActiveBodies = tickSleep(world, s.pointSleep);
}

/**
 * True when the world is at a still point: every body asleep, every dynamic body's velocity,
 * force and torque exactly zero, and no pair touching in this step or the last. An idle step
 * then changes nothing but the clock (damping ±0 leaves it, forces are already zero, sleep
 * states and the collision matrices stay as they are), so while nothing is done to the
 * world, `stepStill` may stand in for `world.step(dt)`.
 */
export function isStill(world: World): boolean {
  const s = states.get(world);
  if (!s || s.stale || s.marked.length !== 0 || s.markedBefore.length !== 0 || world.contacts.length !== 0 || world.frictionEquations.length !== 0) return false;
  const bodies = world.bodies;
  for (let i = 0; i !== bodies.length; i++) if (bodies[i].sleepState !== SLEEPING) return false;
  const moving = s.dynamic;
  for (let i = 0; i !== moving.length; i++) {
    const b = moving[i];
    const v = b.velocity;
    const w = b.angularVelocity;
    const f = b.force;
    const t = b.torque;
    if (v.x !== 0 || v.y !== 0 || v.z !== 0 || w.x !== 0 || w.y !== 0 || w.z !== 0) return false;
    if (f.x !== 0 || f.y !== 0 || f.z !== 0 || t.x !== 0 || t.y !== 0 || t.z !== 0) return false;
  }
  return true;
}

/**
 * One step of a world that isStill and that nothing has been done to since: what
 * world.step(dt) would change, which is its clock, step count and matrices' turn, with the
 * step events sent.
 */
export function stepStill(world: World, dt: number): void {
  const s = states.get(world) as StepState;
  world.dt = dt;
  const previous = world.collisionMatrixPrevious;
  world.collisionMatrixPrevious = world.collisionMatrix;
  world.collisionMatrix = previous;
  world.dispatchEvent(s.preStep);
  world.broadphase.dirty = true;
  world.stepnumber += 1;
  world.dispatchEvent(s.postStep);
  world.hasActiveBodies = false;
  world.time += dt;
}
