import { describe, expect, it } from "vitest";
import { DRILLS, TIERS, gradeAttempt } from "./drills";
import { off, settle } from "./drills/test-mats";
import { practiceDieIds } from "./position";
import { RATING_BAND, RATING_MARKS, SKILLS_LENGTH, SKILLS_TEST, SKILLS_VERSION, compareRating, ratingWords, skillsLengthOf, skillsRating, throwScore } from "./skills";

/** The 20 throws of versions 1 and 2, which versions 3 to 5 keep first in their order. */
const FIRST_20 = ["fs-centre", "fs-far", "fs-edge-north", "fs-sector-sw", "fs-clean", "fs-left", "fs-edge-corner", "club-gap", "club-keep-own", "club-clean-ring", "club-carreau", "club-sector-ne", "club-side-se", "club-two-knock", "club-edge-angle", "ex-ringed", "ex-deep-knock", "ex-carreau", "ex-clean-deep", "ex-sector-nw"];

describe("the skills test's sequence", () => {
  it("is 45 throws: every drill of the library once, then twelve throws again at ten of them", () => {
    expect(SKILLS_VERSION).toBe(5);
    expect(SKILLS_LENGTH).toBe(45);
    for (const d of SKILLS_TEST) expect(DRILLS).toContain(d);
    const firstGo = SKILLS_TEST.slice(0, DRILLS.length).map((d) => d.id);
    expect(new Set(firstGo)).toEqual(new Set(DRILLS.map((d) => d.id)));
    const again = SKILLS_TEST.slice(DRILLS.length);
    expect(again).toHaveLength(12);
    expect(new Set(again.map((d) => d.id)).size).toBe(10);
  });

  it("keeps the 20 throws of versions 1 and 2 first, in their order", () => {
    expect(SKILLS_TEST.slice(0, 20).map((d) => d.id)).toEqual(FIRST_20);
  });

  it("takes every kind of goal and every tier, easiest tier first in each part", () => {
    expect(new Set(SKILLS_TEST.map((d) => d.goal.kind))).toEqual(new Set(DRILLS.map((d) => d.goal.kind)));
    for (const part of [SKILLS_TEST.slice(0, 20), SKILLS_TEST.slice(20, DRILLS.length), SKILLS_TEST.slice(DRILLS.length)]) {
      const tiers = part.map((d) => TIERS.indexOf(d.tier));
      expect(new Set(tiers)).toEqual(new Set([0, 1, 2]));
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    }
  });

  it("knows each version's length: 20 up to version 2, 40 in version 3, 45 since; null for a version it does not know", () => {
    expect([1, 2, 3, 4, 5].map(skillsLengthOf)).toEqual([20, 20, 40, 45, 45]);
    expect(skillsLengthOf(SKILLS_VERSION + 1)).toBeNull();
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
  it("is the mean of the 45 scores to one decimal", () => {
    expect(skillsRating(Array.from({ length: 45 }, (_, i) => (i < 9 ? 100 : 0)))).toBe(20);
    expect(skillsRating([...Array(44).fill(0), 4])).toBe(0.1);
    expect(skillsRating([...Array(44).fill(100), 99])).toBe(100);
    expect(skillsRating(Array.from({ length: 45 }, (_, i) => (i % 9) * 5 + (i < 3 ? 1 : 0)))).toBe(20.1);
  });

  it("does not exist until every throw is in", () => {
    expect(skillsRating(Array(44).fill(100))).toBeNull();
    expect(skillsRating(Array(40).fill(100))).toBeNull();
    expect(skillsRating(Array(20).fill(100))).toBeNull();
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
    expect(words).toMatch(/^Out of 100: the mean of your 45 throws' scores/);
    expect(words).toContain(`± ${RATING_BAND}`);
    expect(words).toContain(`random flicks ${m.random}`);
  });
});
