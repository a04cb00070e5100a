import { describe, expect, it } from "vitest";
import { sweep } from "./gauss-seidel-sweep";
import { B_, EPS, HI, INV_C, KICK, LO, MU, ROW, STILL_ZERO } from "./solver-row-layout";

/** Rows for body 0 (moving, unit mass) against a still body 1: a contact along y, then a friction row along x. */
function rows(friction: { mu: number; contactRow: number; wants: number }) {
  const R = new Float64Array(2 * ROW);
  const L = new Int32Array(8);
  const row = (q: number, axis: number, B: number, lo: number, hi: number, contact: number) => {
    const o = ROW * q;
    R[o + axis] = 1;
    R[o + KICK + axis] = 1;
    R[o + B_] = B;
    R[o + INV_C] = 1;
    R[o + EPS] = 0;
    R[o + LO] = lo;
    R[o + HI] = hi;
    R[o + MU] = friction.mu;
    R[o + STILL_ZERO] = 0;
    L.set([0, 6, 1, contact], 4 * q);
  };
  row(0, 1, 10, 0, 1e6, -1);
  row(1, 0, friction.wants, -1e6, 1e6, friction.contactRow);
  return { R, L, dv: new Float64Array(12), lambda: new Float64Array(2) };
}

describe("the Gauss–Seidel sweep", () => {
  it("pushes a contact to its target and stops once nothing changes", () => {
    const { R, L, dv, lambda } = rows({ mu: 0.5, contactRow: 0, wants: 0 });
    const iterations = sweep(0, 2, 10, 1e-14, R, L, dv, lambda);
    expect(lambda[0]).toBe(10);
    expect(dv[1]).toBe(10);
    expect(iterations).toBe(1);
  });

  it("bounds a friction row by μ times its contact's impulse in this solve", () => {
    const { R, L, dv, lambda } = rows({ mu: 0.5, contactRow: 0, wants: 50 });
    sweep(0, 2, 10, 1e-14, R, L, dv, lambda);
    expect(lambda[1]).toBe(5);
    expect(dv[0]).toBe(5);
    // Never touches the still body.
    expect([...dv.slice(6)]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("gives a friction row whose contact is not in this solve no impulse at all", () => {
    const { R, L, dv, lambda } = rows({ mu: 0.5, contactRow: -2, wants: 50 });
    sweep(0, 2, 10, 1e-14, R, L, dv, lambda);
    expect(lambda[1]).toBe(0);
    expect(dv[0]).toBe(0);
  });
});
