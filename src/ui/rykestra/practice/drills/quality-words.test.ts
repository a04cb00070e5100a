import { describe, expect, it } from "vitest";
import { drillById } from "../../../../games/rykestra/practice/drills";
import type { AttemptOutcome } from "../../../../games/rykestra/practice";
import type { FlickQuality } from "../../../../training/flick-quality";
import { jobWords, luckLine, qualityLine, timesIn100 } from "./quality-words";

const q = (over: Partial<FlickQuality>): FlickQuality => ({ throws: 64, passes: 26, passRate: 26 / 64, meanPoints: 3.2, meanNearness: 0.8, meanStop: { x: 0, z: 0 }, stayedOn: 1, ...over });
const at = (x: number, z: number, off = false) => ({ thrown: { centre: { x, z } }, thrownOff: off }) as unknown as AttemptOutcome;

describe("quality words", () => {
  it("says a pass rate as times in 100", () => {
    expect(timesIn100(26 / 64)).toBe("41 times in 100");
    expect(timesIn100(1)).toBe("every time");
    expect(timesIn100(0.01)).toBe("1 time in 100");
    expect(timesIn100(0.004)).toBe("less than once in 100");
    expect(timesIn100(0)).toBe("never in its re-throws");
  });

  it("names the drill's job and its target die", () => {
    expect(jobWords(drillById("fs-edge-north")!)).toBe("knocks the Blue 5 off and stays on");
    expect(qualityLine(drillById("fs-centre")!, q({}))).toBe("This flick stops in the circle 41 times in 100 (3.2 points on average over 64 re-throws).");
  });

  it("tells luck from the flick, and where this bounce went against the flick's usual stop", () => {
    const pass = { points: 5, passed: true, reason: "" };
    const miss = { points: 3, passed: false, reason: "" };
    expect(luckLine(q({ passRate: 0.2 }), pass, at(-3, 2))).toBe("A lucky pass: this flick usually misses. This time it tumbled 3 cm further left and 2 cm shorter than this flick usually goes.");
    expect(luckLine(q({ passRate: 0.8 }), miss, at(0.2, -4))).toBe("An unlucky miss: this flick usually passes. This time it tumbled 4 cm longer than this flick usually goes.");
    expect(luckLine(q({ passRate: 0.8 }), pass, at(0.2, 0.3))).toBe("A pass this flick earns more often than not. This time it stopped where this flick usually takes it.");
    expect(luckLine(q({ passRate: 0.1, stayedOn: 0.9 }), miss, at(0, 0, true))).toContain("went off the mat, which this flick does 10 times in 100");
  });
});
