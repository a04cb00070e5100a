import { describe, expect, it } from "vitest";
import { DRILLS, TIERS, gradeAttempt } from "./drills";
import { off, settle } from "./drills/test-mats";
import { practiceDieIds } from "./position";
import { RATING_BAND, RATING_MARKS, SKILLS_LENGTH, SKILLS_TEST, compareRating, ratingWords, skillsRating, throwScore } from "./skills";

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
  const m = RATING_MARKS;
  it("rests on marks that fall down the ladder of hands", () => {
    expect(m.perfect).toBeGreaterThan(m.steady);
    expect(m.steady).toBeGreaterThan(m.club);
    expect(m.club).toBeGreaterThan(m.beginner);
    expect(m.beginner).toBeGreaterThan(m.random);
  });

  it("places a rating against the measured marks of the ladder", () => {
    expect(ratingWords(m.random - 5)).toContain("yours is below random flicks");
    expect(ratingWords(m.random + 1)).toContain("yours is about random flicks");
    expect(ratingWords(m.club)).toContain("yours is about a club player's hand");
    expect(ratingWords((m.beginner + m.club) / 2)).toContain("yours is between a beginner's hand and a club player's hand");
    expect(ratingWords(m.perfect + 5)).toContain("yours is above a perfect hand");
  });

  it("says what the rating is out of, its band and the scale", () => {
    const words = ratingWords(40);
    expect(words).toMatch(/^Out of 100: the mean of your 20 throws' scores/);
    expect(words).toContain(`± ${RATING_BAND}`);
    expect(words).toContain(`random flicks ${m.random}`);
  });
});
