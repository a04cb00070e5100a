// The skills test: one fixed sequence of 20 drill throws, the same for everyone and every
// week, so its rating can be compared over time. Each throw is one attempt at a drill from the
// library (the double knock throws both dice), scored 0–100 by its flick's quality: 100 × the
// mean nearness (drills/nearness.ts: 1 a pass, a miss scored by how close it came) of the flick
// thrown again with a freshly shaken die (training/flick-quality.ts), so the bounce's luck is
// averaged out. The rating is the mean of the 20 scores, to one decimal. Pure.
import { drillById, nearness, type Drill, type DrillMat, type Grade } from "./drills";

/** Raise when the sequence or the scoring changes: ratings of different versions do not compare. */
export const SKILLS_VERSION = 2;

/** In order: first steps, club, then expert, every kind of goal within the tiers. */
const SEQUENCE = [
  "fs-centre",
  "fs-far",
  "fs-edge-north",
  "fs-sector-sw",
  "fs-clean",
  "fs-left",
  "fs-edge-corner",
  "club-gap",
  "club-keep-own",
  "club-clean-ring",
  "club-carreau",
  "club-sector-ne",
  "club-side-se",
  "club-two-knock",
  "club-edge-angle",
  "ex-ringed",
  "ex-deep-knock",
  "ex-carreau",
  "ex-clean-deep",
  "ex-sector-nw",
] as const;

function drillOf(id: string): Drill {
  const d = drillById(id);
  if (d === undefined) throw new Error(`the skills test names no drill “${id}”`);
  return d;
}

/** The 20 drills of the test, in order. */
export const SKILLS_TEST: readonly Drill[] = SEQUENCE.map(drillOf);
export const SKILLS_LENGTH = SKILLS_TEST.length;

/** One throw's score from its flick's quality, 0–100 in whole points: 100 × the mean nearness of the re-throws. */
export const qualityScore = (meanNearness: number): number => Math.round(100 * Math.min(1, Math.max(0, meanNearness)));

/** One throw's score from what happened, 0–100 in whole points: 100 × how near the attempt came (100 for a pass); used where no quality could be had. */
export function throwScore(drill: Drill, mats: readonly DrillMat[], grade: Grade): number {
  return Math.round(100 * nearness(drill, mats[mats.length - 1], grade.passed));
}

/**
 * What ratings mean, measured by `npm run bench:skills` (16 tests a hand; README, "Skills
 * test"): honest random flicks from the seat rate about 11, the strong computer's planned flicks
 * with its steady hand's wobble about 30. Re-measure when the test or its scoring changes.
 */
export const RATING_MARKS = { random: 11, steady: 30 } as const;

/** Where a rating stands against the measured marks, said for a player. */
export function ratingWords(rating: number): string {
  const { random, steady } = RATING_MARKS;
  const where =
    rating < random - 3
      ? "below what random flicks make"
      : rating <= random + 3
        ? "about what random flicks make"
        : rating < steady - 3
          ? "between random flicks and the strong computer's steady hand"
          : rating <= steady + 3
            ? "about the strong computer's steady hand"
            : "above the strong computer's steady hand";
  return `Out of 100: the mean of your ${SKILLS_LENGTH} throws' scores (100 a pass, a miss scored by how near it came). For scale, random flicks rate about ${random} and the strong computer's steady hand about ${steady}: yours is ${where}.`;
}

/** The rating of a finished test: the mean of its 20 scores, to one decimal; null until all 20 are in. */
export function skillsRating(scores: readonly number[]): number | null {
  if (scores.length !== SKILLS_LENGTH) return null;
  return Math.round((10 * scores.reduce((a, b) => a + b, 0)) / SKILLS_LENGTH) / 10;
}

export interface DatedRating {
  /** ms since 1970. */
  readonly at: number;
  readonly rating: number;
}

export interface RatingComparison {
  /** Best of the earlier ratings, or null for a first test. */
  readonly best: number | null;
  /** The rating just before this one, or null. */
  readonly last: number | null;
  /** Higher than every earlier rating (a first test is not a new best: there is nothing to beat). */
  readonly newBest: boolean;
}

/** A rating against the ones before it (`earlier` in any order; only their values count). */
export function compareRating(rating: number, earlier: readonly DatedRating[]): RatingComparison {
  if (earlier.length === 0) return { best: null, last: null, newBest: false };
  const byDate = [...earlier].sort((a, b) => a.at - b.at);
  const best = Math.max(...byDate.map((r) => r.rating));
  return { best, last: byDate[byDate.length - 1].rating, newBest: rating > best };
}
