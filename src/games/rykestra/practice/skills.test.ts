import { describe, expect, it } from "vitest";
import { DRILLS, TIERS, gradeAttempt } from "./drills";
import { off, settle } from "./drills/test-mats";
import { practiceDieIds } from "./position";
import { RATING_MARKS, SKILLS_LENGTH, SKILLS_TEST, compareRating, ratingWords, skillsRating, throwScore } from "./skills";

describe("the skills test's sequence", () => {
  it("is 20 different drills from the library", () => {
    expect(SKILLS_LENGTH).toBe(20);
    expect(new Set(SKILLS_TEST.map((d) => d.id)).size).toBe(20);
    for (const d of SKILLS_TEST) expect(DRILLS).toContain(d);
  });

  it("takes every kind of goal and every tier, easiest tier first", () => {
    expect(new Set(SKILLS_TEST.map((d) => d.goal.kind))).toEqual(new Set(DRILLS.map((d) => d.goal.kind)));
    const tiers = SKILLS_TEST.map((d) => TIERS.indexOf(d.tier));
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2]));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });
});

describe("a throw's score", () => {
  const drill = SKILLS_TEST.find((d) => d.id === "fs-edge-north")!;
  const scoreOf = (m: ReturnType<typeof settle>) => throwScore(drill, [m], gradeAttempt(drill, [m], practiceDieIds(drill.position)));

  it("is 100 for a pass and a whole number below it for a throw that came near", () => {
    expect(scoreOf(settle(drill, { x: 0, z: -12 }, { changes: { "d10-1-0": off(0, -17) }, struck: ["d10-1-0"] }))).toBe(100);
    const touch = scoreOf(settle(drill, { x: 0, z: -12 }, { changes: { "d10-1-0": { centre: { x: 0, z: -14.5 } } }, struck: ["d10-1-0"] }));
    expect(Number.isInteger(touch)).toBe(true);
    expect(touch).toBeGreaterThan(40);
    expect(touch).toBeLessThan(80);
  });

  it("is near 0 for a throw nowhere near, however near the edge the target lay", () => {
    expect(scoreOf(settle(drill, { x: 12, z: 12 }))).toBeLessThan(5);
  });
});

describe("the rating", () => {
  it("is the mean of the 20 scores to one decimal", () => {
    expect(skillsRating(Array.from({ length: 20 }, (_, i) => (i < 10 ? 100 : 0)))).toBe(50);
    expect(skillsRating([...Array(19).fill(0), 1])).toBe(0.1);
    expect(skillsRating([...Array(19).fill(100), 99])).toBe(100);
    expect(skillsRating(Array.from({ length: 20 }, (_, i) => i * 5))).toBe(47.5);
  });

  it("does not exist until every throw is in", () => {
    expect(skillsRating(Array(19).fill(100))).toBeNull();
  });

  it("compares with the best and the last of the earlier ratings", () => {
    expect(compareRating(40, [])).toEqual({ best: null, last: null, newBest: false });
    const earlier = [
      { at: 3, rating: 35 },
      { at: 1, rating: 52 },
      { at: 2, rating: 44 },
    ];
    expect(compareRating(50, earlier)).toEqual({ best: 52, last: 35, newBest: false });
    expect(compareRating(52.1, earlier).newBest).toBe(true);
  });
});

describe("what a rating means", () => {
  it("places a rating against the measured marks of random flicks and the steady hand", () => {
    expect(ratingWords(3)).toContain("below what random flicks make");
    expect(ratingWords(RATING_MARKS.random)).toContain("about what random flicks make");
    expect(ratingWords(20.3)).toContain("between random flicks and the strong computer's steady hand");
    expect(ratingWords(RATING_MARKS.steady + 1)).toContain("about the strong computer's steady hand");
    expect(ratingWords(60)).toContain("above the strong computer's steady hand");
    expect(ratingWords(20.3)).toMatch(/^Out of 100: the mean of your 20 throws' scores/);
  });
});
