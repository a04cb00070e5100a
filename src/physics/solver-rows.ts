// One solver row per equation, on flat arrays: the Jacobian (12 numbers: linear and angular
// parts for body i, then body j) and B, the right-hand side. This is cannon-es's
// ContactEquation.computeB and FrictionEquation.computeB (with Equation.computeGW and
// computeGiMf) written out: the same products summed in the same order, so B is the same to
// the last bit, without the Vec3 and JacobianElement round trips. Results go into the row
// (a double returned from a call that is not inlined is boxed: garbage).
import type { Body, ContactEquation, Equation, FrictionEquation } from "cannon-es";

/**
 * Per body, what its force and torque do in one unit of time with the solve masses: the
 * body's force times invMassSolve, then invInertiaWorldSolve times its torque (6 numbers).
 */
export function writeAccelerations(bodies: readonly { force: V; torque: V; invMassSolve: number; invInertiaWorldSolve: { elements: number[] } }[], out: Float64Array): void {
  for (let i = 0; i !== bodies.length; i++) {
    const b = bodies[i];
    const o = 6 * i;
    const f = b.force;
    const t = b.torque;
    const m = b.invMassSolve;
    const e = b.invInertiaWorldSolve.elements;
    out[o] = f.x * m;
    out[o + 1] = f.y * m;
    out[o + 2] = f.z * m;
    out[o + 3] = e[0] * t.x + e[1] * t.y + e[2] * t.z;
    out[o + 4] = e[3] * t.x + e[4] * t.y + e[5] * t.z;
    out[o + 5] = e[6] * t.x + e[7] * t.y + e[8] * t.z;
  }
}

interface V {
  x: number;
  y: number;
  z: number;
}

/** G·M⁻¹·f for the row at `o` (computeGiMf): body i's part, then body j's. */
function giMf(jac: Float64Array, o: number, acc: Float64Array, a: number, b: number): number {
  return (
    acc[a] * jac[o] + acc[a + 1] * jac[o + 1] + acc[a + 2] * jac[o + 2] +
    (acc[a + 3] * jac[o + 3] + acc[a + 4] * jac[o + 4] + acc[a + 5] * jac[o + 5]) +
    (acc[b] * jac[o + 6] + acc[b + 1] * jac[o + 7] + acc[b + 2] * jac[o + 8] +
      (acc[b + 3] * jac[o + 9] + acc[b + 4] * jac[o + 10] + acc[b + 5] * jac[o + 11]))
  );
}

/** Writes the contact's Jacobian row at `o` and its B (ContactEquation.computeB) at `o + b`. */
export function contactRow(c: ContactEquation, jac: Float64Array, o: number, b: number, h: number, acc: Float64Array): void {
  const n = c.ni;
  const ri = c.ri;
  const rj = c.rj;
  const bi = c.bi;
  const bj = c.bj;
  // ri × n and rj × n
  const aix = ri.y * n.z - ri.z * n.y;
  const aiy = ri.z * n.x - ri.x * n.z;
  const aiz = ri.x * n.y - ri.y * n.x;
  const ajx = rj.y * n.z - rj.z * n.y;
  const ajy = rj.z * n.x - rj.x * n.z;
  const ajz = rj.x * n.y - rj.y * n.x;
  jac[o] = -n.x;
  jac[o + 1] = -n.y;
  jac[o + 2] = -n.z;
  jac[o + 3] = -aix;
  jac[o + 4] = -aiy;
  jac[o + 5] = -aiz;
  jac[o + 6] = n.x;
  jac[o + 7] = n.y;
  jac[o + 8] = n.z;
  jac[o + 9] = ajx;
  jac[o + 10] = ajy;
  jac[o + 11] = ajz;
  const xi = bi.position;
  const xj = bj.position;
  const px = xj.x + rj.x - xi.x - ri.x;
  const py = xj.y + rj.y - xi.y - ri.y;
  const pz = xj.z + rj.z - xi.z - ri.z;
  const g = n.x * px + n.y * py + n.z * pz;
  const e1 = c.restitution + 1;
  const vi = bi.velocity;
  const vj = bj.velocity;
  const wi = bi.angularVelocity;
  const wj = bj.angularVelocity;
  const GW =
    e1 * (vj.x * n.x + vj.y * n.y + vj.z * n.z) -
    e1 * (vi.x * n.x + vi.y * n.y + vi.z * n.z) +
    (wj.x * ajx + wj.y * ajy + wj.z * ajz) -
    (wi.x * aix + wi.y * aiy + wi.z * aiz);
  const GiMf = giMf(jac, o, acc, 6 * bi.index, 6 * bj.index);
  jac[o + b] = -g * c.a - GW * c.b - h * GiMf;
}

/**
 * G·W for the row at `o` (Equation.computeGW: each body's JacobianElement.multiplyVectors of its
 * velocity and spin, body i's part then body j's).
 */
function gw(jac: Float64Array, o: number, bi: Body, bj: Body): number {
  const vi = bi.velocity;
  const vj = bj.velocity;
  const wi = bi.angularVelocity;
  const wj = bj.angularVelocity;
  return (
    vi.x * jac[o] + vi.y * jac[o + 1] + vi.z * jac[o + 2] + (wi.x * jac[o + 3] + wi.y * jac[o + 4] + wi.z * jac[o + 5]) +
    (vj.x * jac[o + 6] + vj.y * jac[o + 7] + vj.z * jac[o + 8] + (wj.x * jac[o + 9] + wj.y * jac[o + 10] + wj.z * jac[o + 11]))
  );
}

/** Writes the friction's Jacobian row at `o` and its B (FrictionEquation.computeB) at `o + b`. */
export function frictionRow(f: FrictionEquation, jac: Float64Array, o: number, b: number, h: number, acc: Float64Array): void {
  const t = f.t;
  const ri = f.ri;
  const rj = f.rj;
  const bi = f.bi;
  const bj = f.bj;
  jac[o] = -t.x;
  jac[o + 1] = -t.y;
  jac[o + 2] = -t.z;
  jac[o + 3] = -(ri.y * t.z - ri.z * t.y);
  jac[o + 4] = -(ri.z * t.x - ri.x * t.z);
  jac[o + 5] = -(ri.x * t.y - ri.y * t.x);
  jac[o + 6] = t.x;
  jac[o + 7] = t.y;
  jac[o + 8] = t.z;
  jac[o + 9] = rj.y * t.z - rj.z * t.y;
  jac[o + 10] = rj.z * t.x - rj.x * t.z;
  jac[o + 11] = rj.x * t.y - rj.y * t.x;
  const GW = gw(jac, o, bi, bj);
  const GiMf = giMf(jac, o, acc, 6 * bi.index, 6 * bj.index);
  jac[o + b] = -GW * f.b - h * GiMf;
}

/**
 * Writes a plain equation's Jacobian row at `o` (its elements as they are) and its B at `o + b`:
 * Equation.computeB with the equation's own a and b, −Gq·a − GW·b − GiMf·h, each term summed
 * as Vec3.dot and JacobianElement.multiplyVectors sum it, read from the row just written. For
 * the twisting rows of friction per pair (pair-friction.ts).
 */
export function plainRow(e: Equation, jac: Float64Array, o: number, b: number, h: number, acc: Float64Array): void {
  copyJacobian(e, jac, o);
  const bi = e.bi;
  const bj = e.bj;
  const xi = bi.position;
  const xj = bj.position;
  const Gq = jac[o] * xi.x + jac[o + 1] * xi.y + jac[o + 2] * xi.z + (jac[o + 6] * xj.x + jac[o + 7] * xj.y + jac[o + 8] * xj.z);
  const GW = gw(jac, o, bi, bj);
  const GiMf = giMf(jac, o, acc, 6 * bi.index, 6 * bj.index);
  jac[o + b] = -Gq * e.a - GW * e.b - GiMf * h;
}

/** An equation's Jacobian elements as they are (spatial and rotational, body i's then body j's), into the row at `o`. */
export function copyJacobian(e: Equation, jac: Float64Array, o: number): void {
  const GA = e.jacobianElementA;
  const GB = e.jacobianElementB;
  jac[o] = GA.spatial.x;
  jac[o + 1] = GA.spatial.y;
  jac[o + 2] = GA.spatial.z;
  jac[o + 3] = GA.rotational.x;
  jac[o + 4] = GA.rotational.y;
  jac[o + 5] = GA.rotational.z;
  jac[o + 6] = GB.spatial.x;
  jac[o + 7] = GB.spatial.y;
  jac[o + 8] = GB.spatial.z;
  jac[o + 9] = GB.rotational.x;
  jac[o + 10] = GB.rotational.y;
  jac[o + 11] = GB.rotational.z;
}
