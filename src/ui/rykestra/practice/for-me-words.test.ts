import { describe, expect, it } from "vitest";
import type { PracticePlan } from "../../../training/practice-plan";
import { aimWords, flickWords, rateWords, resultWords } from "./for-me-words";

const params = { along: -2, heading: (-6 * Math.PI) / 180, power: 0.62, yaw: 0, tumble: 1 };
const knock: PracticePlan = { intent: { kind: "knock-off", target: "d10-1-0", owner: 1, value: 7, edge: "far", gap: 2.5, others: 2 }, params, passes: 3, jobs: 7, tries: 16 };
const settle: PracticePlan = { intent: { kind: "settle", spot: { x: 0, z: 0 }, r: 3 }, params: { ...params, heading: 0, along: 0 }, passes: 1, jobs: 4, tries: 16 };

describe("Throw for me in words", () => {
  it("says which die it aimed to knock off, over which edge and why", () => {
    expect(aimWords(knock)).toBe("It aimed to knock Blue 7 off over the far edge: it lies 2.5 cm from that edge, the nearest to an edge of the other seats' dice, so the easiest to send off, and to keep your die on the mat.");
  });
  it("says why it aims for the middle with no other die to hit", () => {
    expect(aimWords(settle)).toContain("stop inside a 3 cm circle near the middle");
  });
  it("gives the flick as a player would copy it", () => {
    expect(flickWords(knock)).toBe("The flick: 6° left, power 62%, from 2.0 cm left of your hand's middle.");
    expect(flickWords(settle)).toBe("The flick: straight ahead, power 62%, from the middle of your edge.");
  });
  it("gives how often it works, the job and the clean job apart", () => {
    expect(rateWords(knock)).toContain("knocked the die off 7 times, 3 times with yours still on the mat");
    expect(rateWords({ ...knock, passes: 0, jobs: 2 })).toContain("knocked the die off 2 times, never with yours still on the mat");
    expect(rateWords(settle)).toContain("inside the circle 1 time and near it 3 times more");
  });
  it("says what happened this time", () => {
    expect(resultWords({ points: 3, passed: false, reason: "Knocked it off, but yours went off too." })).toBe("This time: Knocked it off, but yours went off too.");
    expect(resultWords({ points: 5, passed: true, reason: "Inside the circle." })).toBe("This time: Inside the circle. The whole goal, done.");
  });
});
