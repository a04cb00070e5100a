import { describe, expect, it } from "vitest";
import { StepAccumulator } from "./step-accumulator";
import { FIXED_DT, MAX_STEPS_PER_ADVANCE } from "./constants";

describe("the step accumulator", () => {
  it("runs the whole steps a frame holds and keeps the rest for the next frame", () => {
    const pace = new StepAccumulator();
    let steps = 0;
    const step = () => steps++;
    expect(pace.run(2.5 * FIXED_DT, step)).toBe(2);
    expect(pace.run(0.6 * FIXED_DT, step)).toBe(1);
    expect(steps).toBe(3);
  });

  it("never runs more than its most steps a call, and drops time it could not catch up", () => {
    const pace = new StepAccumulator();
    const step = () => {};
    expect(pace.run(10, step)).toBe(MAX_STEPS_PER_ADVANCE);
    expect(pace.run(0, step)).toBe(0);
  });

  it("ignores negative time and starts afresh when reset", () => {
    const pace = new StepAccumulator();
    const step = () => {};
    expect(pace.run(-1, step)).toBe(0);
    pace.run(0.9 * FIXED_DT, step);
    pace.reset();
    expect(pace.run(0.5 * FIXED_DT, step)).toBe(0);
  });
});
