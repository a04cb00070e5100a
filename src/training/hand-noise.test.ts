import { describe, expect, it } from "vitest";
import { createRng, randomQuaternion } from "../physics";
import { PLAN_EFFORT } from "../bots/rykestra/plan-effort";
import { flicksFor, type FlickParams } from "../bots/rykestra/flick-space";
import { paramsOfFlick, shakenFlick } from "./hand-noise";

const STILL = { along: 0, heading: 0, power: 0, yaw: 0, tumble: 0 };
const flickOf = (p: FlickParams, seat = 0, seats = 4) => flicksFor(seat, seats, ["d10-0-0"], p, [randomQuaternion(createRng(1))])[0];
const heading = (v: readonly number[]) => Math.atan2(v[0], -v[2]);

describe("a hand's wobble on any flick", () => {
  it("changes nothing but the shake when the hand is perfectly steady", () => {
    const f = flickOf({ along: 1, heading: 0.2, power: 0.5, yaw: 3, tumble: 1 });
    const g = shakenFlick(f, 0, 4, STILL, createRng(5));
    for (let k = 0; k < 3; k++) {
      expect(g.position[k]).toBeCloseTo(f.position[k], 9);
      expect(g.velocity[k]).toBeCloseTo(f.velocity[k], 9);
      expect(g.angularVelocity[k]).toBeCloseTo(f.angularVelocity[k], 9);
    }
    expect(g.quaternion).not.toEqual(f.quaternion);
  });

  it("gives two different flicks the same shake and the same turn from the same seed (paired re-throws)", () => {
    const a = flickOf({ along: -2, heading: -0.3, power: 0.2, yaw: 0, tumble: 0.8 });
    const b = flickOf({ along: 3, heading: 0.4, power: 0.9, yaw: 5, tumble: 1.2 });
    const noise = PLAN_EFFORT.easy.noise;
    const sa = shakenFlick(a, 0, 4, noise, createRng(77));
    const sb = shakenFlick(b, 0, 4, noise, createRng(77));
    expect(sa.quaternion).toEqual(sb.quaternion);
    expect(heading(sa.velocity) - heading(a.velocity)).toBeCloseTo(heading(sb.velocity) - heading(b.velocity), 9);
    expect(sa.position[0] - a.position[0]).toBeCloseTo(sb.position[0] - b.position[0], 9);
    // A different seed wobbles differently.
    expect(shakenFlick(a, 0, 4, noise, createRng(78)).velocity).not.toEqual(sa.velocity);
  });

  it("keeps speed and spin within the table's caps however hard the wobble", () => {
    const f = flickOf({ along: 0, heading: 0, power: 1, yaw: 20, tumble: 1.6 });
    const rng = createRng(3);
    const wild = { along: 3, heading: 0.5, power: 2, yaw: 40, tumble: 3 };
    for (let i = 0; i < 50; i++) {
      const g = shakenFlick(f, 0, 4, wild, rng);
      expect(Math.hypot(...g.velocity)).toBeLessThanOrEqual(250 + 1e-9);
      expect(Math.hypot(...g.angularVelocity)).toBeLessThanOrEqual(60 + 1e-9);
    }
  });

  it("wobbles a drag slower than any keyboard throw round its own speed, never up to the box's", () => {
    const f = flickOf(STILL);
    const slow = { ...f, velocity: [0, 2, -27] as [number, number, number] };
    const rng = createRng(8);
    const speeds = Array.from({ length: 40 }, () => Math.hypot(...shakenFlick(slow, 0, 4, PLAN_EFFORT.strong.noise, rng).velocity));
    const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
    expect(mean).toBeGreaterThan(25);
    expect(mean).toBeLessThan(29);
  });
});

describe("a flick read back as the seat's flick box", () => {
  it("finds the parameters a planned flick was made from, at every seat", () => {
    const params: FlickParams[] = [
      { along: 2.5, heading: -0.4, power: 0.3, yaw: 4, tumble: 0.9 },
      { along: -1, heading: 0.6, power: 0.8, yaw: -6, tumble: 0.4 },
    ];
    for (const seat of [0, 1, 2]) {
      for (const p of params) {
        const back = paramsOfFlick(flickOf(p, seat, 3), seat, 3);
        for (const k of Object.keys(p) as (keyof FlickParams)[]) expect(back[k], `${k} at seat ${seat}`).toBeCloseTo(p[k], 6);
      }
    }
  });
});
