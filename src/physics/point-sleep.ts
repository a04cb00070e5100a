// Sleep by how far a die's points move, as Jolt Physics decides it (a candidate for the next save
// format, off on the app's tables: TableWorldOptions.pointSleep, `bench:physics -- --point-sleep`).
//
// cannon-es puts a body to sleep once |v|² + |ω|² has stayed under its sleep speed squared for
// its sleep time, step by step: a die still rocking in place, however little, restarts the
// clock at every swing. Jolt follows three points of the body instead (its centre and the ends
// of its two longest local half-axes) and lets it sleep once each has stayed inside a sphere of
// radius sleep speed × sleep time (0.6 cm/s × 0.2 s = 0.12 cm here) for the sleep time: the
// clock starts while a die still rocks within that reach. Each sphere starts at its point and
// grows just enough to take each new position in (Jolt's Sphere::EncapsulatePoint); once any
// outgrows the reach, all three start again where the points are.
//
// Only square roots and plain arithmetic: the same bits in every engine.
import { Body } from "cannon-es";

const AWAKE = Body.AWAKE;
const SLEEPY = Body.SLEEPY;
const sleepyEvent = Body.sleepyEvent;
const sleepEvent = Body.sleepEvent;

// A body's test: three spheres (centre x, y, z, radius), when they last started again, and the
// two half-axes followed (their lengths and which local axes: 0 x, 1 y, 2 z).
const RESET_AT = 12;
const LENGTH_A = 13;
const LENGTH_B = 14;
const AXIS_A = 15;
const AXIS_B = 16;
const SIZE = 17;

/** Each die's sleep test (sleep-tick.ts gives surfaces cannon-es's); forgotten whenever the table is changed from outside. */
export class PointSleep {
  // Each body's test at its index in the world, with the body it belongs to (a body added or
  // removed shifts the indices: a test whose owner is not the body there is not its own).
  private readonly tests: (Float64Array | null)[] = [];
  private readonly owners: (Body | null)[] = [];
  private count = 0;
  private readonly points = new Float64Array(9);

  /** Bodies whose test is under way. */
  get size(): number {
    return this.count;
  }

  /** Every test starts again (a table rebuilt from its rest state has none under way). */
  forget(): void {
    this.tests.length = 0;
    this.owners.length = 0;
    this.count = 0;
  }

  /** Body.sleepTick with the points' test for the speed test. Returns the body's sleep state after it. */
  tick(b: Body, time: number): number {
    if (!b.allowSleep) return b.sleepState;
    const slot = b.index;
    let test = this.owners[slot] === b ? this.tests[slot] : null;
    if (test === null) {
      test = newTest(b);
      while (this.tests.length <= slot) {
        this.tests.push(null);
        this.owners.push(null);
      }
      if (this.tests[slot] === null) this.count++;
      this.tests[slot] = test;
      this.owners[slot] = b;
      this.place(b, test);
      restart(test, this.points, time);
      return b.sleepState;
    }
    this.place(b, test);
    const p = this.points;
    const reach = b.sleepSpeedLimit * b.sleepTimeLimit;
    for (let i = 0; i !== 3; i++) {
      const o = 4 * i;
      const dx = p[3 * i] - test[o];
      const dy = p[3 * i + 1] - test[o + 1];
      const dz = p[3 * i + 2] - test[o + 2];
      const dSquared = dx * dx + dy * dy + dz * dz;
      const r = test[o + 3];
      if (dSquared > r * r) {
        // The smallest sphere holding the old one and the point.
        const d = Math.sqrt(dSquared);
        const k = (0.5 * (d - r)) / d;
        test[o] += k * dx;
        test[o + 1] += k * dy;
        test[o + 2] += k * dz;
        test[o + 3] = 0.5 * (r + d);
      }
      if (test[o + 3] > reach) {
        restart(test, p, time);
        if (b.sleepState === SLEEPY) b.wakeUp();
        return b.sleepState;
      }
    }
    if (b.sleepState === AWAKE) {
      b.sleepState = SLEEPY;
      b.timeLastSleepy = test[RESET_AT];
      b.dispatchEvent(sleepyEvent);
    }
    if (time - test[RESET_AT] > b.sleepTimeLimit) {
      b.sleep();
      b.dispatchEvent(sleepEvent);
      // Asleep, it has nothing to follow; woken, it starts afresh.
      this.tests[slot] = null;
      this.owners[slot] = null;
      this.count--;
    }
    return b.sleepState;
  }

  /** The body's three points in the world, into `points`. */
  private place(b: Body, test: Float64Array): void {
    const p = this.points;
    const c = b.position;
    const q = b.quaternion;
    p[0] = c.x;
    p[1] = c.y;
    p[2] = c.z;
    axisEnd(q.x, q.y, q.z, q.w, test[AXIS_A], test[LENGTH_A], c.x, c.y, c.z, p, 3);
    axisEnd(q.x, q.y, q.z, q.w, test[AXIS_B], test[LENGTH_B], c.x, c.y, c.z, p, 6);
  }
}

/** A new test for the body: its two longest local half-axes (the extents of its shapes' vertices, or its bounding radius). */
function newTest(b: Body): Float64Array {
  const test = new Float64Array(SIZE);
  const extent = [0, 0, 0];
  for (const shape of b.shapes) {
    const vertices = (shape as { vertices?: { x: number; y: number; z: number }[] }).vertices;
    if (vertices === undefined || vertices.length === 0) {
      const r = shape.boundingSphereRadius;
      for (let a = 0; a !== 3; a++) extent[a] = Math.max(extent[a], r);
      continue;
    }
    for (const v of vertices) {
      extent[0] = Math.max(extent[0], Math.abs(v.x));
      extent[1] = Math.max(extent[1], Math.abs(v.y));
      extent[2] = Math.max(extent[2], Math.abs(v.z));
    }
  }
  // Jolt drops the shortest (the first of equals); the other two, in axis order.
  let shortest = 0;
  for (let a = 1; a !== 3; a++) if (extent[a] < extent[shortest]) shortest = a;
  const a = shortest === 0 ? 1 : 0;
  const c = shortest === 2 ? 1 : 2;
  test[AXIS_A] = a;
  test[AXIS_B] = c;
  test[LENGTH_A] = extent[a];
  test[LENGTH_B] = extent[c];
  return test;
}

/** The spheres start again at the points, with no radius. */
function restart(test: Float64Array, p: Float64Array, time: number): void {
  for (let i = 0; i !== 3; i++) {
    test[4 * i] = p[3 * i];
    test[4 * i + 1] = p[3 * i + 1];
    test[4 * i + 2] = p[3 * i + 2];
    test[4 * i + 3] = 0;
  }
  test[RESET_AT] = time;
}

/** centre + length × the quaternion's local axis (0 x, 1 y, 2 z) in the world, into out[at..at+2]. */
function axisEnd(x: number, y: number, z: number, w: number, axis: number, length: number, cx: number, cy: number, cz: number, out: Float64Array, at: number): void {
  let ax: number;
  let ay: number;
  let az: number;
  if (axis === 0) {
    ax = 1 - 2 * (y * y + z * z);
    ay = 2 * (x * y + w * z);
    az = 2 * (x * z - w * y);
  } else if (axis === 1) {
    ax = 2 * (x * y - w * z);
    ay = 1 - 2 * (x * x + z * z);
    az = 2 * (y * z + w * x);
  } else {
    ax = 2 * (x * z + w * y);
    ay = 2 * (y * z - w * x);
    az = 1 - 2 * (x * x + y * y);
  }
  out[at] = cx + length * ax;
  out[at + 1] = cy + length * ay;
  out[at + 2] = cz + length * az;
}

