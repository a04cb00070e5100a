import { describe, expect, it } from "vitest";
import type { Flick } from "../geometry/types";
import { createRng } from "../physics/rng";
import { spreadHandful } from "./handful";

const lead: Flick = {
  dieId: "a",
  position: [0, 7, 12],
  quaternion: [0, 0, 0, 1],
  velocity: [0, 15, -100],
  angularVelocity: [-25, 0, 0],
};
const area = { minX: -20, maxX: 20, minZ: -13, maxZ: 13 };

describe("a handful of dice", () => {
  it("gives every other die its own flick", () => {
    const flicks = spreadHandful(lead, [{ dieId: "b", quaternion: [0, 0, 0, 1] }, { dieId: "c", quaternion: [0, 1, 0, 0] }], createRng(1), area);
    expect(flicks.map((f) => f.dieId)).toEqual(["b", "c"]);
    expect(flicks[1].quaternion).toEqual([0, 1, 0, 0]);
  });

  it("spreads the dice across the direction of travel, on both sides of the lead die", () => {
    const flicks = spreadHandful(lead, [{ dieId: "b", quaternion: [0, 0, 0, 1] }, { dieId: "c", quaternion: [0, 0, 0, 1] }], createRng(2), area);
    const xs = flicks.map((f) => f.position[0]);
    expect(Math.sign(xs[0])).not.toBe(Math.sign(xs[1]));
    for (const f of flicks) expect(f.position[2]).toBeCloseTo(12);
  });

  it("keeps the dice moving roughly with the lead die", () => {
    const [f] = spreadHandful(lead, [{ dieId: "b", quaternion: [0, 0, 0, 1] }], createRng(3), area);
    const cos = (f.velocity[0] * lead.velocity[0] + f.velocity[2] * lead.velocity[2]) / (Math.hypot(f.velocity[0], f.velocity[2]) * 100);
    expect(cos).toBeGreaterThan(Math.cos((5 * Math.PI) / 180));
  });

  it("never holds a die outside the hold area", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ dieId: `d${i}`, quaternion: [0, 0, 0, 1] as const }));
    for (const f of spreadHandful(lead, many, createRng(4), area)) {
      expect(f.position[0]).toBeGreaterThanOrEqual(area.minX);
      expect(f.position[0]).toBeLessThanOrEqual(area.maxX);
    }
  });
});
