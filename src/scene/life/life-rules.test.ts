import { describe, expect, it } from "vitest";
import type { Impact } from "../../physics/impacts";
import { copyAt, copyOpacity, HARD_LANDING, markAt, MARK_SECONDS, puffAt, PUFF_SECONDS, traceOf, trailStrength, TRAIL_FROM, TRAIL_FULL, TRAIL_STEP } from "./life-rules";

const impact = (kinds: Impact["kinds"], speed: number): Impact => ({ kinds, speed, dieId: "a", otherDieId: null, point: [1, 0.6, 2] });

describe("traces a die leaves on the table", () => {
  it("draws no trail below its speed, a growing one above, full strength from TRAIL_FULL on", () => {
    expect(trailStrength(TRAIL_FROM - 1)).toBe(0);
    expect(trailStrength(NaN)).toBe(0);
    expect(trailStrength((TRAIL_FROM + TRAIL_FULL) / 2)).toBeCloseTo(0.5);
    expect(trailStrength(TRAIL_FULL * 3)).toBe(1);
  });

  it("draws each copy further back along the die's motion, never under a die rising from a bounce", () => {
    const out = [0, 0, 0];
    copyAt([10, 5, 0], [100, -50, 0], 2, out);
    expect(out[0]).toBeCloseTo(10 - 200 * TRAIL_STEP);
    expect(out[1]).toBeCloseTo(5 + 100 * TRAIL_STEP);
    copyAt([10, 1, 0], [100, 80, 0], 1, out);
    expect(out[1]).toBe(1);
  });

  it("fades each copy further behind the die", () => {
    expect(copyOpacity(1, 1)).toBeGreaterThan(copyOpacity(1, 2));
    expect(copyOpacity(1, 2)).toBeGreaterThan(copyOpacity(1, 3));
    expect(copyOpacity(0, 1)).toBe(0);
  });

  it("leaves a mark and a puff where a die lands hard on felt, only a puff on wood", () => {
    expect(traceOf(impact("die-felt", HARD_LANDING + 50))).toMatchObject({ mark: true, at: [1, 0.63, 2] });
    expect(traceOf(impact("die-wood", HARD_LANDING + 50))).toMatchObject({ mark: false });
  });

  it("leaves nothing for a soft landing, a wall or another die", () => {
    expect(traceOf(impact("die-felt", HARD_LANDING - 1))).toBeNull();
    expect(traceOf(impact("die-wall", 400))).toBeNull();
    expect(traceOf(impact("die-die", 400))).toBeNull();
  });

  it("fades the puff quickly and the felt mark slowly, both gone in the end", () => {
    expect(puffAt(1, 0)!.opacity).toBeGreaterThan(puffAt(1, PUFF_SECONDS / 2)!.opacity);
    expect(puffAt(1, 0)!.radius).toBeLessThan(puffAt(1, PUFF_SECONDS / 2)!.radius);
    expect(puffAt(1, PUFF_SECONDS)).toBeNull();
    expect(markAt(1, PUFF_SECONDS)!.opacity).toBeGreaterThan(0);
    expect(markAt(1, MARK_SECONDS)).toBeNull();
  });
});
