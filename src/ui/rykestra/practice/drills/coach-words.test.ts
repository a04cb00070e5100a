import { describe, expect, it } from "vitest";
import { createRng, randomQuaternion } from "../../../../physics";
import { flicksFor } from "../../../../bots/rykestra-flick-space";
import { adviceSentence, changes, coachDidBetter, lineWords, paceWords, releaseWords, shapeOf, spinWords, type ThrowShape } from "./coach-words";

const shape = (s: Partial<ThrowShape> = {}): ThrowShape => ({ heading: 0, speed: 150, spin: 20, side: 0, along: 0, ...s });
const rec = (passes: number, points: number, tries = 32) => ({ passes, points, rate: passes / tries });
const better = { player: rec(3, 1.5), coach: rec(12, 3.2) };

describe("the coach's words", () => {
  it("says the pace as a player would, and nothing for a speed within 6 %", () => {
    expect(paceWords(150, 147)).toBeNull();
    expect(paceWords(150, 135)).toBe("a touch softer");
    expect(paceWords(150, 110)).toBe("softer");
    expect(paceWords(150, 60)).toBe("much softer");
    expect(paceWords(100, 112)).toBe("a touch harder");
    expect(paceWords(100, 130)).toBe("harder");
    expect(paceWords(100, 190)).toBe("much harder");
  });

  it("says the line in whole degrees, left or right, and nothing under 2°", () => {
    expect(lineWords(3, -3)).toBe("6° further left");
    expect(lineWords(-1, 4.4)).toBe("5° further right");
    expect(lineWords(2, 3.2)).toBeNull();
  });

  it("speaks of spin and the release point only when they differ enough to matter", () => {
    expect(spinWords(20, 18)).toBeNull();
    expect(spinWords(30, 12)).toBe("with less spin");
    expect(spinWords(5, 15)).toBe("with more spin");
    expect(releaseWords(0, 1)).toBeNull();
    expect(releaseWords(1, -2)).toBe("letting go 3 cm further left");
  });

  it("puts the changes in one sentence: “Throw it a touch softer and 6° further left.”", () => {
    expect(adviceSentence([shape({ heading: 3, speed: 150 })], [shape({ heading: -3, speed: 135 })], better)).toBe("Throw it a touch softer and 6° further left.");
    expect(adviceSentence([shape({ spin: 30, along: 2 })], [shape({ speed: 200, heading: 4, spin: 10, along: -1 })], better)).toBe(
      "Throw it harder, 4° further right, with less spin and letting go 3 cm further left.",
    );
  });

  it("tells each die of a two-throw drill apart", () => {
    const s = adviceSentence([shape(), shape({ speed: 100 })], [shape(), shape({ speed: 130 })], better);
    expect(s).toBe("First die: as you did. Second die: harder.");
  });

  it("says to keep a throw that did as well as the coach's over the same re-throws", () => {
    const level = { player: rec(10, 3), coach: rec(10, 3) };
    expect(coachDidBetter(level.player, level.coach)).toBe(false);
    expect(adviceSentence([shape()], [shape({ speed: 90 })], level)).toMatch(/^Keep that throw/);
    expect(adviceSentence([shape()], [shape({ speed: 90 })], { player: rec(0, 0), coach: rec(0, 0) })).toMatch(/hard, keep trying/);
    // As many passes but more points is better.
    expect(coachDidBetter(rec(0, 0.5), rec(0, 1.2))).toBe(true);
    expect(adviceSentence([shape()], [shape({ speed: 152 })], better)).toMatch(/almost as you did/);
  });

  it("reads a flick's release point along the seat's edge and its heading, as the hand gave them", () => {
    const f = flicksFor(0, 4, ["d10-0-0"], { along: 2, heading: 0.1, power: 0.5, yaw: 0, tumble: 1 }, [randomQuaternion(createRng(1))])[0];
    const s = shapeOf(f, 0, 4);
    expect(s.along).toBeCloseTo(2, 6);
    expect(s.heading).toBeCloseTo((0.1 * 180) / Math.PI, 6);
    expect(changes(s, s)).toEqual([]);
  });
});
