import { describe, expect, it } from "vitest";
import { recentVelocity } from "./gesture";
import { flickFromSamples } from "../../physics/flick";

describe("drag velocity for the aim guide", () => {
  it("is zero before the pointer has moved twice", () => {
    expect(recentVelocity([{ t: 1, x: 0, z: 0 }])).toEqual({ vx: 0, vz: 0 });
  });

  it("measures the last stretch of the drag in cm/s", () => {
    const v = recentVelocity([
      { t: 0, x: 0, z: 0 },
      { t: 0.5, x: 0, z: 0 },
      { t: 0.55, x: 0, z: -5 },
      { t: 0.6, x: 0, z: -10 },
    ]);
    expect(v.vz).toBeCloseTo(-100);
    expect(v.vx).toBeCloseTo(0);
  });
});

describe("one gesture for mouse and touch", () => {
  const from = { dieId: "d0", position: [0, 7, 13] as const, quaternion: [0, 0, 0, 1] as const };
  /** A flick straight away from the player at 100 cm/s over the table, sampled every `dt` s. */
  const path = (dt: number, n: number, t0 = 1) => Array.from({ length: n }, (_, i) => ({ t: t0 + i * dt, x: 0, z: 13 - 100 * i * dt }));

  it("throws a thumb's flick (60 Hz touch moves, the lift repeating the last point 8 ms later) like a mouse drag of the same path", () => {
    const mouse = path(1 / 125, 14);
    const moves = path(1 / 60, 7);
    const last = moves[moves.length - 1];
    const thumb = [{ t: moves[0].t - 0.06, x: 0, z: 13 }, ...moves, { t: last.t + 0.008, x: last.x, z: last.z }];
    const a = flickFromSamples(mouse, from)!;
    const b = flickFromSamples(thumb, from)!;
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    // Same direction; the thumb's lift pause costs it a little speed, not the throw.
    expect(Math.sign(b.velocity[2])).toBe(-1);
    expect(Math.abs(b.velocity[0])).toBeLessThan(1e-9);
    expect(b.velocity[2] / a.velocity[2]).toBeGreaterThan(0.7);
    expect(b.velocity[2] / a.velocity[2]).toBeLessThan(1.05);
  });

  it("treats a thumb resting on a die and lifting as a tap, not a throw", () => {
    const still = Array.from({ length: 10 }, (_, i) => ({ t: 1 + i / 60, x: 0.01 * (i % 2), z: 13 }));
    expect(flickFromSamples(still, from)).toBeNull();
  });
});
