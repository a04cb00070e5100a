import { describe, expect, it } from "vitest";
import { AIMED_DROP, AIMED_LIFT, aimedFlick, DEFAULT_GAIN, FLICK_LIFT, flickFromSamples, randomFlick, type FlickSample } from "./flick";
import { MAX_FLICK_SPEED, MAX_FLICK_SPIN } from "./constants";
import { createRng } from "./rng";
import type { Quat, Vec3 } from "../geometry/types";

const from = { dieId: "a", position: [0, 6, 20] as Vec3, quaternion: [0, 0, 0, 1] as Quat };

/** Pointer samples every 1/60 s along a path x(t), z(t). */
function drag(path: (t: number) => [number, number], seconds = 0.2, hz = 60): FlickSample[] {
  const out: FlickSample[] = [];
  for (let i = 0; i <= Math.round(seconds * hz); i++) {
    const t = 10 + i / hz;
    const [x, z] = path(i / hz);
    out.push({ t, x, z });
  }
  return out;
}

const norm = (v: Vec3) => Math.hypot(v[0], v[1], v[2]);

describe("a flick from pointer samples", () => {
  it("measures the velocity of a straight drag at constant speed", () => {
    const f = flickFromSamples(drag((t) => [30 * t, 5 - 120 * t]), from, { gain: 1 })!;
    expect(f.velocity[0]).toBeCloseTo(30, 9);
    expect(f.velocity[2]).toBeCloseTo(-120, 9);
    expect(f.velocity[1]).toBeCloseTo(FLICK_LIFT * Math.hypot(30, 120), 9);
    expect(f.position).toEqual(from.position);
    expect(f.quaternion).toEqual(from.quaternion);
    expect(f.dieId).toBe("a");
  });

  it("uses only the last moments of the drag, so a slow start does not weaken the throw", () => {
    const f = flickFromSamples(drag((t) => (t < 0.1 ? [0, -5 * t] : [0, -0.5 - 150 * (t - 0.1)]), 0.25), from, { gain: 1 })!;
    expect(f.velocity[2]).toBeCloseTo(-150, 6);
  });

  it("throws the die a little faster than the hand dragged it, by the default gain", () => {
    const f = flickFromSamples(drag((t) => [0, -100 * t]), from)!;
    expect(DEFAULT_GAIN).toBeGreaterThan(1);
    expect(f.velocity[2]).toBeCloseTo(-100 * DEFAULT_GAIN, 9);
  });

  it("treats a tap or a slow push as no throw", () => {
    expect(flickFromSamples([{ t: 1, x: 0, z: 0 }], from)).toBeNull();
    expect(flickFromSamples(drag(() => [3, 4]), from)).toBeNull();
    expect(flickFromSamples(drag((t) => [5 * t, 0]), from)).toBeNull();
  });

  it("caps the power of a very fast drag at the table's limit, keeping its direction", () => {
    const f = flickFromSamples(drag((t) => [3000 * t, -4000 * t]), from)!;
    expect(Math.hypot(f.velocity[0], f.velocity[2])).toBeCloseTo(MAX_FLICK_SPEED, 9);
    expect(f.velocity[0] / f.velocity[2]).toBeCloseTo(-0.75, 9);
    expect(norm(f.angularVelocity)).toBeLessThanOrEqual(MAX_FLICK_SPIN + 1e-9);
  });

  it("tumbles the die forwards: a throw towards −z spins it about −x, one towards +x about −z", () => {
    const away = flickFromSamples(drag((t) => [0, -100 * t]), from)!;
    expect(away.angularVelocity[0]).toBeLessThan(0);
    expect(Math.abs(away.angularVelocity[2])).toBeLessThan(1e-9);
    const right = flickFromSamples(drag((t) => [100 * t, 0]), from)!;
    expect(right.angularVelocity[2]).toBeLessThan(0);
  });

  it("gives no yaw to a straight drag and yaw in the sense of the turn to a curved one", () => {
    const straight = flickFromSamples(drag((t) => [0, -100 * t]), from)!;
    expect(Math.abs(straight.angularVelocity[1])).toBeLessThan(1e-6);
    // Heading −z and bending towards −x: anticlockwise seen from above, positive about +y.
    const left = flickFromSamples(drag((t) => [-300 * t * t, -100 * t]), from)!;
    expect(left.angularVelocity[1]).toBeGreaterThan(1);
    const rightTurn = flickFromSamples(drag((t) => [300 * t * t, -100 * t]), from)!;
    expect(rightTurn.angularVelocity[1]).toBeLessThan(-1);
  });
});

describe("throws made for the player", () => {
  it("sends a random flick towards the aim, inside the table's limits, differently for each draw", () => {
    const rng = createRng(11);
    const flicks = Array.from({ length: 200 }, () => randomFlick(rng, from, { centre: { x: 0, z: 0 }, radius: 5 }));
    for (const f of flicks) {
      expect(norm(f.velocity)).toBeLessThanOrEqual(MAX_FLICK_SPEED * 1.2);
      expect(Math.hypot(f.velocity[0], f.velocity[2])).toBeLessThanOrEqual(MAX_FLICK_SPEED + 1e-9);
      expect(f.velocity[2]).toBeLessThan(0); // from z = 20 towards the centre
      expect(f.velocity[1]).toBeGreaterThan(0);
      expect(norm(f.angularVelocity)).toBeLessThanOrEqual(MAX_FLICK_SPIN + 1e-9);
      expect(Math.hypot(...f.quaternion)).toBeCloseTo(1, 12);
    }
    expect(new Set(flicks.map((f) => f.quaternion[0])).size).toBe(200);
  });

  it("repeats a random flick exactly for the same seed", () => {
    const a = randomFlick(createRng(4), from, { centre: { x: 0, z: 0 }, radius: 5 });
    const b = randomFlick(createRng(4), from, { centre: { x: 0, z: 0 }, radius: 5 });
    expect(a).toEqual(b);
  });

  it("aims a keyboard throw along its heading with speed growing with power", () => {
    const rng = createRng(2);
    const east = aimedFlick(from, Math.PI / 2, 0.2, rng);
    expect(east.velocity[0]).toBeGreaterThan(0);
    expect(Math.abs(east.velocity[2])).toBeLessThan(0.05 * east.velocity[0]);
    const weak = aimedFlick(from, 0, 0, createRng(3));
    const strong = aimedFlick(from, 0, 1, createRng(3));
    expect(weak.velocity[2]).toBeLessThan(0);
    expect(-strong.velocity[2]).toBeGreaterThan(-weak.velocity[2] * 3);
    expect(Math.hypot(strong.velocity[0], strong.velocity[2])).toBeLessThanOrEqual(MAX_FLICK_SPEED);
  });

  it("lobs a soft keyboard throw and drives a hard one down onto the table", () => {
    const soft = aimedFlick(from, 0, 0, createRng(5));
    const hard = aimedFlick(from, 0, 1, createRng(5));
    const horizontal = (v: Vec3) => Math.hypot(v[0], v[2]);
    expect(soft.velocity[1]).toBeCloseTo(AIMED_LIFT * horizontal(soft.velocity), 9);
    expect(hard.velocity[1]).toBeCloseTo((AIMED_LIFT - AIMED_DROP) * horizontal(hard.velocity), 9);
    expect(hard.velocity[1]).toBeLessThan(0);
  });
});
