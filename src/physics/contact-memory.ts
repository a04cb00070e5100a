// Contacts kept between steps (warm starting, as Jolt, Box2D and Bullet do). A die resting on
// the felt pushes on it with nearly the same impulse every step; cannon-es starts every step's
// solve from nothing and needs all ten Gauss–Seidel sweeps to build that impulse up again.
// Here each contact is matched with last step's contact of the same pair at the same point of
// the die (within MATCH_DISTANCE, in the die's own frame), and the solve starts from the
// impulses that contact ended with: its normal impulse, and its friction as a vector on the
// new contact's tangents (bounded by μ times the normal impulse, as every friction impulse
// is). The solve then stops once a sweep changes the impulses by less than its tolerance.
//
// What is remembered is part of the table's state: DiceTable forgets it whenever a die is
// set, thrown, nudged, added or taken off, and at the end of every step that leaves the table
// settled, so a table rebuilt from restState() (taken only when settled) steps on exactly as
// the one it was taken from.
import { COUNT, MU, ROW } from "./solver-row-layout";
import { applyImpulse } from "./gauss-seidel-sweep";

/** cm: a contact this close (in the die's frame) to one of last step's, on the same pair, is that contact again. */
export const MATCH_DISTANCE = 0.02;

/** Per remembered contact: the point on body j in j's frame (3), normal impulse, friction impulse vector (3). */
const STRIDE = 7;

/**
 * A solve's contact rows, as the solver lays them out: per row, its pair (−1: not a contact;
 * body i's index × pairs + body j's) and, for a contact, body j's contact point from its
 * centre in j's frame (3 numbers per row).
 */
export interface ContactRows {
  readonly n: number;
  /** Body count: pair keys are below its square. */
  readonly bodies: number;
  readonly pair: Int32Array;
  readonly anchor: Float64Array;
}

export class ContactMemory {
  private last = new Float64Array(0);
  private lastCount = 0;
  private next = new Float64Array(0);
  /** Per pair key: where its remembered contacts start and how many (valid where stamp is current). */
  private runStart = new Int32Array(0);
  private runLength = new Int32Array(0);
  private stamp = new Int32Array(0);
  private generation = 0;
  /** The body count the pair keys were made with. */
  private bodies = 0;
  /** Per row of this solve: the remembered contact it matched, or its slot when remembering (−1: none). */
  private matched = new Int32Array(0);

  /** Nothing remembered: the next solve starts cold. */
  forget(): void {
    this.lastCount = 0;
  }

  /** Contacts remembered. */
  get size(): number {
    return this.lastCount;
  }

  /**
   * Starts the solve's impulses (`lambda`) from last step's and applies them to the velocity
   * changes (`dv`) as a sweep would. Rows are laid out as solver-row-layout.ts says; links
   * (4 per row) give body offsets, which sides move and, for a friction row, its contact's row.
   */
  recall(src: ContactRows, R: Float64Array, L: Int32Array, lambda: Float64Array, dv: Float64Array): void {
    if (this.lastCount === 0 || src.bodies !== this.bodies) return;
    const n = src.n;
    if (this.matched.length < n) this.matched = new Int32Array(Math.max(n, 2 * this.matched.length, 64));
    const matched = this.matched;
    const last = this.last;
    const pair = src.pair;
    const anchor = src.anchor;
    const limit = MATCH_DISTANCE * MATCH_DISTANCE;
    const keys = this.stamp.length;
    let any = false;
    for (let q = 0; q !== n; q++) {
      matched[q] = -1;
      const key = pair[q];
      if (key < 0 || key >= keys || this.stamp[key] !== this.generation) continue;
      const from = this.runStart[key];
      const to = from + this.runLength[key];
      const px = anchor[3 * q];
      const py = anchor[3 * q + 1];
      const pz = anchor[3 * q + 2];
      let best = -1;
      let bestD = limit;
      for (let k = from; k !== to; k++) {
        const m = STRIDE * k;
        const dx = last[m] - px;
        const dy = last[m + 1] - py;
        const dz = last[m + 2] - pz;
        const d = dx * dx + dy * dy + dz * dz;
        if (d < bestD) {
          bestD = d;
          best = k;
        }
      }
      if (best < 0) continue;
      const ln = last[STRIDE * best + 3];
      if (!(ln > 0)) continue;
      matched[q] = best;
      lambda[q] = ln;
      any = true;
    }
    if (!any) return;
    for (let q = 0; q !== n; q++) {
      const ci = L[4 * q + 3];
      if (ci < 0 || matched[ci] < 0) continue;
      // Last step's friction on the new tangent (the Jacobian's body-j linear part), within its cone.
      const o = ROW * q;
      const m = STRIDE * matched[ci] + 4;
      let lt = last[m] * R[o + 6] + last[m + 1] * R[o + 7] + last[m + 2] * R[o + 8];
      let pushing = lambda[ci];
      for (let k = 1; k < R[o + COUNT]; k++) pushing += lambda[ci + k];
      const max = R[o + MU] * pushing;
      if (lt > max) lt = max;
      else if (lt < -max) lt = -max;
      lambda[q] = lt;
    }
    for (let q = 0; q !== n; q++) {
      const lq = lambda[q];
      const l = 4 * q;
      if (lq !== 0) applyImpulse(lq, R, ROW * q, L[l + 2], L[l], L[l + 1], dv);
    }
  }

  /** Remembers this solve's contacts and the impulses they ended with, for the next step. */
  remember(src: ContactRows, R: Float64Array, L: Int32Array, lambda: Float64Array): void {
    const n = src.n;
    if (this.next.length < STRIDE * n) this.next = new Float64Array(Math.max(STRIDE * n, 2 * this.next.length, STRIDE * 64));
    if (this.matched.length < n) this.matched = new Int32Array(Math.max(n, 2 * this.matched.length, 64));
    const keys = src.bodies * src.bodies;
    if (this.stamp.length < keys) {
      this.stamp = new Int32Array(keys);
      this.runStart = new Int32Array(keys);
      this.runLength = new Int32Array(keys);
    }
    const gen = ++this.generation;
    this.bodies = src.bodies;
    const out = this.next;
    const slot = this.matched;
    const pair = src.pair;
    const anchor = src.anchor;
    let count = 0;
    for (let q = 0; q !== n; q++) {
      slot[q] = -1;
      const key = pair[q];
      if (key < 0) continue;
      // A pair's contacts are consecutive rows: the first opens its run.
      if (this.stamp[key] !== gen) {
        this.stamp[key] = gen;
        this.runStart[key] = count;
        this.runLength[key] = 0;
      } else if (this.runStart[key] + this.runLength[key] !== count) continue;
      this.runLength[key]++;
      const m = STRIDE * count;
      out[m] = anchor[3 * q];
      out[m + 1] = anchor[3 * q + 1];
      out[m + 2] = anchor[3 * q + 2];
      out[m + 3] = lambda[q];
      out[m + 4] = 0;
      out[m + 5] = 0;
      out[m + 6] = 0;
      slot[q] = count++;
    }
    for (let q = 0; q !== n; q++) {
      const ci = L[4 * q + 3];
      if (ci < 0 || slot[ci] < 0) continue;
      const o = ROW * q;
      const m = STRIDE * slot[ci] + 4;
      const lq = lambda[q];
      out[m] += lq * R[o + 6];
      out[m + 1] += lq * R[o + 7];
      out[m + 2] += lq * R[o + 8];
    }
    this.next = this.last;
    this.last = out;
    this.lastCount = count;
  }
}
