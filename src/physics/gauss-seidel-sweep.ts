// The projected Gauss–Seidel sweeps of the Coulomb solver (coulomb-solver.ts) over rows laid
// out as solver-row-layout.ts says: each row's impulse moved towards its target and clamped to
// its bounds — a friction row's to ±μ times its contact's impulse so far in this solve.
import { B_, COUNT, EPS, HI, INV_C, KICK, LO, MU, ROW, STILL_ZERO } from "./solver-row-layout";

/**
 * The Gauss–Seidel sweeps over rows `from` to `to` (one island's, or all; their own function: small enough for the engine to
 * optimise soon and keep optimised). Returns the number of sweeps made.
 */
export function sweep(from: number, to: number, iterations: number, tolSquared: number, R: Float64Array, L: Int32Array, dv_: Float64Array, lambda_: Float64Array): number {
  let iter = 0;
  for (; iter !== iterations; iter++) {
    let total = 0;
    for (let q = from; q !== to; q++) {
      const o = ROW * q;
      const l = 4 * q;
      const a = L[l];
      const b = L[l + 1];
      const side = L[l + 2];
      // Gw summed left to right as cannon-es does; a still body's part is its exact zero.
      let gw: number;
      if (side === 2) {
        gw =
          R[o + STILL_ZERO] +
          R[o + 6] * dv_[b] + R[o + 7] * dv_[b + 1] + R[o + 8] * dv_[b + 2] +
          R[o + 9] * dv_[b + 3] + R[o + 10] * dv_[b + 4] + R[o + 11] * dv_[b + 5];
      } else if (side === 3) {
        gw =
          R[o] * dv_[a] + R[o + 1] * dv_[a + 1] + R[o + 2] * dv_[a + 2] +
          R[o + 3] * dv_[a + 3] + R[o + 4] * dv_[a + 4] + R[o + 5] * dv_[a + 5] +
          R[o + 6] * dv_[b] + R[o + 7] * dv_[b + 1] + R[o + 8] * dv_[b + 2] +
          R[o + 9] * dv_[b + 3] + R[o + 10] * dv_[b + 4] + R[o + 11] * dv_[b + 5];
      } else if (side === 1) {
        gw =
          R[o] * dv_[a] + R[o + 1] * dv_[a + 1] + R[o + 2] * dv_[a + 2] +
          R[o + 3] * dv_[a + 3] + R[o + 4] * dv_[a + 4] + R[o + 5] * dv_[a + 5] +
          R[o + STILL_ZERO];
      } else {
        gw = R[o + STILL_ZERO];
      }
      const lj = lambda_[q];
      let delta = R[o + INV_C] * (R[o + B_] - gw - R[o + EPS] * lj);
      let min = R[o + LO];
      let max = R[o + HI];
      const ci = L[l + 3];
      if (ci !== -1) {
        if (ci >= 0) {
          // μ times its contact's impulse, or a pair's points' together (pair-friction.ts).
          let pushing = lambda_[ci];
          const count = R[o + COUNT];
          for (let k = 1; k < count; k++) pushing += lambda_[ci + k];
          max = R[o + MU] * pushing;
        } else max = 0;
        min = -max;
      }
      if (lj + delta < min) delta = min - lj;
      else if (lj + delta > max) delta = max - lj;
      lambda_[q] = lj + delta;
      total += delta > 0 ? delta : -delta;
      applyImpulse(delta, R, o, side, a, b, dv_);
    }
    if (total * total < tolSquared) break;
  }
  return iter;
}

/**
 * The velocity changes an impulse `delta` on row `o` makes (its kicks times delta), added to the
 * bodies that move (side bit 1: body i at offset a, bit 2: body j at b). A still body's change
 * would only gain delta × ±0: it stays +0.
 */
export function applyImpulse(delta: number, R: Float64Array, o: number, side: number, a: number, b: number, dv_: Float64Array): void {
  const K = o + KICK;
  if (side & 1) {
    dv_[a] += delta * R[K];
    dv_[a + 1] += delta * R[K + 1];
    dv_[a + 2] += delta * R[K + 2];
    dv_[a + 3] += delta * R[K + 3];
    dv_[a + 4] += delta * R[K + 4];
    dv_[a + 5] += delta * R[K + 5];
  }
  if (side & 2) {
    dv_[b] += delta * R[K + 6];
    dv_[b + 1] += delta * R[K + 7];
    dv_[b + 2] += delta * R[K + 8];
    dv_[b + 3] += delta * R[K + 9];
    dv_[b + 4] += delta * R[K + 10];
    dv_[b + 5] += delta * R[K + 11];
  }
}
