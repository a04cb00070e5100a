import { describe, expect, it } from "vitest";
import { DISPERSION_N, biasOf, ellipseOf, scaled, spreadAlong, spreadOf, withStop, type DispersionLog } from "./dispersion";

const close = (a: number, b: number, digits = 9) => expect(a).toBeCloseTo(b, digits);

/** Angles of axes are equal up to a half turn. */
function sameAxis(angle: number, expected: number) {
  const d = (((angle - expected) % Math.PI) + Math.PI) % Math.PI;
  expect(Math.min(d, Math.PI - d)).toBeLessThan(1e-9);
}

describe("the ellipse of a known covariance", () => {
  it("lies along x for a spread wider in x than in z", () => {
    const e = ellipseOf({ xx: 9, xz: 0, zz: 4 });
    close(e.major, 3);
    close(e.minor, 2);
    sameAxis(e.angle, 0);
  });
  it("lies along z for a spread longer in z", () => {
    const e = ellipseOf({ xx: 1, xz: 0, zz: 16 });
    close(e.major, 4);
    close(e.minor, 1);
    sameAxis(e.angle, Math.PI / 2);
  });
  it("turns 45° when x and z vary together", () => {
    // [[2,1],[1,2]]: eigenvalues 3 along (1,1) and 1 along (1,−1).
    const e = ellipseOf({ xx: 2, xz: 1, zz: 2 });
    close(e.major, Math.sqrt(3));
    close(e.minor, 1);
    sameAxis(e.angle, Math.PI / 4);
    close(Math.hypot(e.axis.x, e.axis.z), 1);
  });
  it("turns −45° when they vary against each other", () => {
    const e = ellipseOf({ xx: 2, xz: -1, zz: 2 });
    sameAxis(e.angle, -Math.PI / 4);
  });
  it("recovers a rotated covariance R·diag(25, 1)·Rᵀ at 30°", () => {
    const t = Math.PI / 6;
    const c = Math.cos(t);
    const s = Math.sin(t);
    const e = ellipseOf({ xx: 25 * c * c + s * s, xz: (25 - 1) * c * s, zz: 25 * s * s + c * c });
    close(e.major, 5);
    close(e.minor, 1);
    sameAxis(e.angle, t);
  });
  it("is a circle along x when the spread is round", () => {
    const e = ellipseOf({ xx: 4, xz: 0, zz: 4 });
    close(e.major, 2);
    close(e.minor, 2);
    expect(e.axis).toEqual({ x: 1, z: 0 });
  });
  it("scales to 2σ by doubling both semi-axes", () => {
    const e = scaled(ellipseOf({ xx: 9, xz: 0, zz: 4 }), 2);
    close(e.major, 6);
    close(e.minor, 4);
  });
});

describe("the spread of stops", () => {
  it("is nothing for no stops", () => {
    expect(spreadOf([])).toBeNull();
  });
  it("is a point for one stop: its mean, no spread", () => {
    const s = spreadOf([{ x: 3, z: -4 }])!;
    expect(s.mean).toEqual({ x: 3, z: -4 });
    expect(s.sigma.major).toBe(0);
    expect(s.sigma.minor).toBe(0);
  });
  it("is a line for two stops: major half their distance·√2, minor 0", () => {
    // Sample variance of two points d apart along a line is d²/2.
    const s = spreadOf([{ x: 0, z: 0 }, { x: 6, z: 8 }])!;
    expect(s.mean).toEqual({ x: 3, z: 4 });
    close(s.sigma.major, 10 / Math.SQRT2);
    close(s.sigma.minor, 0);
    sameAxis(s.sigma.angle, Math.atan2(8, 6));
  });
  it("has no width for collinear stops, however many", () => {
    const s = spreadOf([0, 1, 2, 3, 4, 5].map((k) => ({ x: 1 + k, z: 2 - 2 * k })))!;
    close(s.sigma.minor, 0, 6);
    sameAxis(s.sigma.angle, Math.atan2(-2, 1));
    expect(Number.isNaN(s.sigma.minor)).toBe(false);
  });
  it("gives the sample covariance (n − 1) of a square of stops", () => {
    const s = spreadOf([{ x: -1, z: -1 }, { x: 1, z: -1 }, { x: -1, z: 1 }, { x: 1, z: 1 }])!;
    expect(s.mean).toEqual({ x: 0, z: 0 });
    close(s.covariance.xx, 4 / 3);
    close(s.covariance.zz, 4 / 3);
    close(s.covariance.xz, 0);
    close(s.sigma.major, Math.sqrt(4 / 3));
  });
  it("matches the drawn covariance of many stops from a known tilted spread", () => {
    // A deterministic lattice in (u, v) with sd 3 along 60° and 1 across, then turned.
    const t = Math.PI / 3;
    const pts = [];
    for (let i = -10; i <= 10; i++) for (let j = -10; j <= 10; j++) {
      const u = (3 * i) / Math.sqrt(110 / 3);
      const v = j / Math.sqrt(110 / 3);
      pts.push({ x: 5 + u * Math.cos(t) - v * Math.sin(t), z: -2 + u * Math.sin(t) + v * Math.cos(t) });
    }
    const s = spreadOf(pts)!;
    close(s.mean.x, 5);
    close(s.mean.z, -2);
    // Σi² over −10..10 is 770, each row 21 times, over n − 1 = 440: the lattice's sd per unit is k.
    const k = Math.sqrt((770 * 21) / 440 / (110 / 3));
    close(s.sigma.major, 3 * k, 6);
    close(s.sigma.minor, 1 * k, 6);
    sameAxis(s.sigma.angle, t);
  });
});

describe("bias of the mean from the aim", () => {
  it("reads long and right for a throw from the south edge (travelling −z)", () => {
    const b = biasOf({ x: 2, z: -13 }, { x: 0, z: -10 }, { x: 0, z: -1 });
    close(b.long, 3);
    close(b.right, 2);
    close(b.distance, Math.hypot(2, 3));
  });
  it("reads short and left for a throw from the west edge (travelling +x)", () => {
    // Facing +x, the thrower's right is +z.
    const b = biasOf({ x: 4, z: -1 }, { x: 5, z: 0 }, { x: 1, z: 0 });
    close(b.long, -1);
    close(b.right, -1);
  });
});

describe("spread along and across the aim", () => {
  it("reads a spread long in z as distance spread for a throw travelling −z", () => {
    const s = spreadAlong({ xx: 1, xz: 0, zz: 9 }, { x: 0, z: -1 });
    close(s.along, 3);
    close(s.across, 1);
  });
  it("reads a 45° covariance along its own axis", () => {
    const s = spreadAlong({ xx: 2, xz: 1, zz: 2 }, { x: 1, z: 1 });
    close(s.along, Math.sqrt(3));
    close(s.across, 1);
  });
});

describe("the log of stops", () => {
  it("keeps each series apart and only its last N", () => {
    let log: DispersionLog = {};
    for (let i = 0; i < DISPERSION_N + 5; i++) log = withStop(log, "a", { at: { x: i, z: 0 }, offMat: false });
    log = withStop(log, "b", { at: { x: -1, z: 0 }, offMat: true });
    expect(log.a).toHaveLength(DISPERSION_N);
    expect(log.a[0].at.x).toBe(5);
    expect(log.b).toEqual([{ at: { x: -1, z: 0 }, offMat: true }]);
  });
});
