import { describe, expect, it } from "vitest";
import { AIM_SWING, aimAt } from "./aim";

describe("aimAt", () => {
  it("sets a planned offset and power straight onto the aim, bit for bit", () => {
    expect(aimAt(Math.PI, 0.3125, 0.625)).toEqual({ heading: Math.PI + 0.3125, power: 0.625 });
  });

  it("keeps the aim within the swing and the power within 0..1", () => {
    expect(aimAt(0, 3, 1.5)).toEqual({ heading: AIM_SWING, power: 1 });
    expect(aimAt(1, -3, -0.2)).toEqual({ heading: 1 - AIM_SWING, power: 0 });
  });
});
