// Restitution at the contact point. cannon-es scales only the bodies' linear velocities by
// (1 + e), so the speed a corner strikes with because the die is turning is never given back,
// and a tumbling die dies on its first roll over an edge. Here an impact faster than
// RESTITUTION_THRESHOLD leaves at e times the contact point's whole normal speed, turning
// included (the textbook rule); slower touches keep cannon-es's damped contact, so resting dice
// do not chatter. cannon-es also pushes overlapping bodies apart as a velocity, which returns a
// fast landing (sunk deep in one step) with more bounce than e allows: that push is capped at
// MAX_DEPENETRATION_SPEED.
import { MAX_DEPENETRATION_SPEED, RESTITUTION_THRESHOLD } from "./constants";
import type { SoftContact } from "./materials";
import { B_ } from "./solver-row-layout";

/**
 * The contact's B with restitution on the contact point's whole normal speed. cannon-es's B is
 * −a·g − b·((1 + e)·lin + ang) − h·GiMf, where lin and ang are the linear and turning parts of
 * the normal speed (negative when closing), b < 1 its damping and −a·g its push out of an
 * overlap. An impact aims for a leaving speed of e times its closing speed (on a soft pair, e
 * times no more than softSpeed); a slower touch for cannon-es's −b·(lin + ang) with e = 0.
 * Reads the Jacobian row at `o`, which contactRow has just written, and rewrites its B.
 */
export function withRestitution(c: SoftContact, jac: Float64Array, o: number): void {
  const B = jac[o + B_];
  const vi = c.bi.velocity;
  const wi = c.bi.angularVelocity;
  const vj = c.bj.velocity;
  const wj = c.bj.angularVelocity;
  const lin = jac[o] * vi.x + jac[o + 1] * vi.y + jac[o + 2] * vi.z + jac[o + 6] * vj.x + jac[o + 7] * vj.y + jac[o + 8] * vj.z;
  const ang = jac[o + 3] * wi.x + jac[o + 4] * wi.y + jac[o + 5] * wi.z + jac[o + 9] * wj.x + jac[o + 10] * wj.y + jac[o + 11] * wj.z;
  const e = c.restitution;
  // Undo cannon-es's restitution and damping terms, keep its position and force terms.
  let rest = B + c.b * ((1 + e) * lin + ang);
  // The push out of an overlap is a velocity the body keeps: a landing that sank half a
  // centimetre in one step would otherwise be thrown back out at 30 cm/s.
  const n = c.ni;
  const pi = c.bi.position;
  const pj = c.bj.position;
  const g = n.x * (pj.x + c.rj.x - pi.x - c.ri.x) + n.y * (pj.y + c.rj.y - pi.y - c.ri.y) + n.z * (pj.z + c.rj.z - pi.z - c.ri.z);
  const push = -c.a * g;
  if (push > MAX_DEPENETRATION_SPEED) rest -= push - MAX_DEPENETRATION_SPEED;
  const closing = lin + ang;
  if (closing >= -RESTITUTION_THRESHOLD) {
    jac[o + B_] = rest - c.b * closing;
    return;
  }
  const soft = c.softSpeed;
  const leaving = e * (soft !== undefined && -closing > soft ? soft : -closing);
  jac[o + B_] = rest - closing + leaving;
}
