import { describe, expect, it } from "vitest";
import { lyingPose } from "../../games/rykestra/practice/set-up-dice";
import { DiceTable, createRng, randomQuaternion } from "../../physics";
import { flicksFor } from "./flick-space";
import { TRIAL_SECONDS, TrialTable, type LyingBody } from "./bot-sim";

/** Four dice lying in the throw's way and about the mat. */
const lying: LyingBody[] = [
  { id: "d10-1-0", kind: "d10", pose: lyingPose({ value: 0, x: 0, z: -4, heading: 90 }) },
  { id: "d10-1-1", kind: "d10", pose: lyingPose({ value: 7, x: 5, z: 2, heading: 20 }) },
  { id: "d10-2-0", kind: "d10", pose: lyingPose({ value: 3, x: -6, z: -9, heading: 200 }) },
  { id: "d10-2-1", kind: "d10", pose: lyingPose({ value: 9, x: -2, z: 6, heading: 300 }) },
];

describe("the planner's trial table", () => {
  it("reads a trial once every die has been quiet a tenth of a second, as the table reads it at rest", () => {
    const trials = new TrialTable(lying, ["d10-0-0"], 4);
    const rng = createRng(17);
    let saved = 0;
    for (let k = 0; k < 12; k++) {
      const params = { along: rng.range(-4, 4), heading: rng.range(-0.5, 0.5), power: rng.range(0.1, 0.9), yaw: rng.range(-8, 8), tumble: rng.range(0.6, 1.2) };
      const flicks = flicksFor(0, 3, ["d10-0-0"], params, [randomQuaternion(rng)]);
      const early = trials.run(flicks);
      const table = new DiceTable({ layout: "rykestra", seed: 4, maxSettleSeconds: TRIAL_SECONDS });
      for (const b of lying) table.addDie({ id: b.id, kind: b.kind }, b.pose, { asleep: true });
      table.addDie({ id: "d10-0-0", kind: "d10" }, flicks[0], { asleep: true });
      table.throwDie(flicks[0]);
      const full = table.settleNow();
      saved += table.steps - trials.lastSteps;
      for (const d of full) {
        const e = early.find((x) => x.id === d.id)!;
        expect([e.value, e.cocked, e.offMat, e.settled]).toEqual([d.value, d.cocked, d.offMat, d.settled]);
        expect(Math.hypot(e.position[0] - d.position[0], e.position[2] - d.position[2])).toBeLessThan(0.01);
      }
    }
    // Each trial stops before the table's rest rule would: at least a few steps each.
    expect(saved).toBeGreaterThan(12 * 12);
  }, 30_000);
});
