// A body's motion through one step of the lean step (world-step.ts): the damping factor and
// Body.integrate, with cannon-es's arithmetic.
//
// Damping: cannon-es raises (1 − damping) to the power dt with Math's pow for every body every
// step. That function is not exactly specified, so engines may differ in the last bit; for the
// table's damping and step the factor is a literal here (the correctly rounded value, which
// is also what V8 computes). Any other damping or step uses exactPow, the same everywhere.
import { Body } from "cannon-es";
import { FIXED_DT } from "./constants";
import { exactPow } from "../geometry/exact-math";

// cannon-es's constants, read once: a bundler may turn each `Body.X` into a getter call.
const DYNAMIC = Body.DYNAMIC;
const KINEMATIC = Body.KINEMATIC;
const SLEEPING = Body.SLEEPING;

/** (1 − 0.05)^(1/240), correctly rounded (checked against a 60-digit evaluation). */
export const DAMPING_FACTOR_005 = 0.9997863007769844;

/** The velocity factor one step of `dt` seconds of damping applies. */
export function dampingFactor(damping: number, dt: number): number {
  if (damping === 0) return 1;
  if (damping === 0.05 && dt === FIXED_DT) return DAMPING_FACTOR_005;
  return exactPow(1 - damping, dt);
}

/**
 * Body.integrate with the same arithmetic in the same order, its vector and quaternion helpers
 * (copy, Quaternion.integrate) written out: a body's step forward from its forces and
 * velocities (semi-implicit Euler), its quaternion normalised when asked.
 */
export function integrate(b: Body, dt: number, quatNormalize: boolean, quatNormalizeFast: boolean): void {
  const pos = b.position;
  const quat = b.quaternion;
  const pp = b.previousPosition;
  pp.x = pos.x;
  pp.y = pos.y;
  pp.z = pos.z;
  const pq = b.previousQuaternion;
  pq.x = quat.x;
  pq.y = quat.y;
  pq.z = quat.z;
  pq.w = quat.w;
  if (!(b.type === DYNAMIC || b.type === KINEMATIC) || b.sleepState === SLEEPING) return;
  const velo = b.velocity;
  const angularVelo = b.angularVelocity;
  const force = b.force;
  const torque = b.torque;
  const linearFactor = b.linearFactor;
  const iMdt = b.invMass * dt;
  velo.x += force.x * iMdt * linearFactor.x;
  velo.y += force.y * iMdt * linearFactor.y;
  velo.z += force.z * iMdt * linearFactor.z;
  const e = b.invInertiaWorld.elements;
  const angularFactor = b.angularFactor;
  const tx = torque.x * angularFactor.x;
  const ty = torque.y * angularFactor.y;
  const tz = torque.z * angularFactor.z;
  angularVelo.x += dt * (e[0] * tx + e[1] * ty + e[2] * tz);
  angularVelo.y += dt * (e[3] * tx + e[4] * ty + e[5] * tz);
  angularVelo.z += dt * (e[6] * tx + e[7] * ty + e[8] * tz);
  pos.x += velo.x * dt;
  pos.y += velo.y * dt;
  pos.z += velo.z * dt;
  // Quaternion.integrate(angularVelocity, dt, angularFactor, itself).
  const ax = angularVelo.x * angularFactor.x;
  const ay = angularVelo.y * angularFactor.y;
  const az = angularVelo.z * angularFactor.z;
  const bx = quat.x;
  const by = quat.y;
  const bz = quat.z;
  const bw = quat.w;
  const halfDt = dt * 0.5;
  quat.x += halfDt * (ax * bw + ay * bz - az * by);
  quat.y += halfDt * (ay * bw + az * bx - ax * bz);
  quat.z += halfDt * (az * bw + ax * by - ay * bx);
  quat.w += halfDt * (-ax * bx - ay * by - az * bz);
  if (quatNormalize) {
    if (quatNormalizeFast) quat.normalizeFast();
    else quat.normalize();
  }
  b.aabbNeedsUpdate = true;
  b.updateInertiaWorld();
}
