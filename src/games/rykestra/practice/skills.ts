// The skills test: one fixed sequence of 45 drill throws, the same for everyone and every
// week, so its rating can be compared over time. Each throw is one attempt at a drill from the
// library (the double knock throws both dice), scored 0–100 by its flick's quality: 100 × the
// mean nearness (drills/nearness.ts: 1 a pass, a miss scored by how close it came) of the flick
// thrown again with a freshly shaken die (training/flick-quality.ts), so the bounce's luck is
// averaged out. The rating is the mean of the 45 scores, to one decimal. Pure.
import { drillById, nearness, type Drill, type DrillMat, type Grade } from "./drills";

/**
 * Raise when the sequence or the scoring changes: ratings of different versions do not compare.
 * 1 and 2: the first 20 throws below (2 scored by the flick's quality); 3: 40 throws (the 33
 * drills, then seven again); 4: the 33, then the twelve below, so a rating moves less from one
 * test to the next (docs/trainer.md, "Skills test"); 5: the same 45, their flicks' qualities
 * thrown again by the physics of save format 3 (a flick's re-throws land elsewhere than in 4).
 */
export const SKILLS_VERSION = 5;

/**
 * In order: first steps, club, then expert, every kind of goal within the tiers (the 20 of
 * versions 1–2); then the library's other 13 drills; then twelve throws again at ten drills that spread little for one hand.
 */
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
  // Version 3: the rest of the library, each tier in turn …
  "fs-near",
  "fs-right",
  "fs-edge-pair",
  "fs-sector-se",
  "club-corner-nw",
  "club-clean-side",
  "club-two-circle",
  "ex-corner-nw",
  "ex-corner-ne",
  "ex-side-knock",
  "ex-carreau-angle",
  "ex-clean-crowd",
  "ex-two-far",
  // Version 4: then twelve throws again at drills a hand of a given steadiness scores alike from
  // one throw to the next (a beginner's throws spread 5–14 points on them, against up to 47 on the
  // edge knocks), so the rating moves less between tests while still falling down the ladder of
  // hands (docs/trainer.md, "Skills test": the pilot that chose them, and the bench that checked them).
  "fs-centre",
  "club-two-circle",
  "club-side-se",
  "club-corner-nw",
  "club-gap",
  "club-sector-ne",
  "club-two-circle",
  "ex-ringed",
  "ex-corner-ne",
  "ex-two-far",
  "ex-sector-nw",
  "ex-ringed",
] as const;

function drillOf(id: string): Drill {
  const d = drillById(id);
  if (d === undefined) throw new Error(`the skills test names no drill “${id}”`);
  return d;
}

/** The 45 drills of the test, in order (ten of them twice or three times). */
export const SKILLS_TEST: readonly Drill[] = SEQUENCE.map(drillOf);
export const SKILLS_LENGTH = SKILLS_TEST.length;

/** How many throws a test of each version had: 20 up to version 2, 40 in version 3, 45 in 4, SKILLS_LENGTH since. */
const LENGTHS: Readonly<Record<number, number>> = { 1: 20, 2: 20, 3: 40, 4: 45, [SKILLS_VERSION]: SKILLS_LENGTH };

/**
 * The number of throws in a test of `version`, or null for a version this app does not know
 * (one written by a newer app: its ratings are kept as they are, not shown).
 */
export const skillsLengthOf = (version: number): number | null => LENGTHS[version] ?? null;

/** One throw's score from its flick's quality, 0–100 in whole points: 100 × the mean nearness of the re-throws. */
export const qualityScore = (meanNearness: number): number => Math.round(100 * Math.min(1, Math.max(0, meanNearness)));

/** One throw's score from what happened, 0–100 in whole points: 100 × how near the attempt came (100 for a pass); used where no quality could be had. */
export function throwScore(drill: Drill, mats: readonly DrillMat[], grade: Grade): number {
  return Math.round(100 * nearness(drill, mats[mats.length - 1], grade.passed));
}

/**
 * What ratings mean, measured by `npm run bench:skills` (30 tests a hand of the 45-throw test,
 * version 5, 2026-12-07; docs/trainer.md, "Skills test"): each hand of the ladder (training/hands.ts)
 * throwing the drills' stored plans, random flicks from the seat at the bottom; mean ratings
 * 79.6, 75.0, 63.5, 50.2, 19.8, here rounded. Re-measure when the test, its scoring, the
 * stored plans or the physics change.
 */
export const RATING_MARKS = { perfect: 80, steady: 75, club: 64, beginner: 50, random: 20 } as const;

/**
 * A rating's test-retest standard deviation: how far one hand's ratings spread when it takes
 * the test again. Measured by `npm run bench:skills` on 2026-12-07 (30 tests a hand of the
 * 45-throw test, version 5): SD steady 1.3, club 3.0, beginner 3.1, random 3.1 (perfect 0: the
 * same flick has the same quality); this is those four pooled, the root mean square of their
 * SDs. A person's own spread may differ from the simulated hands'.
 */
export const RATING_SD = 2.7;

/** A rating's 95 % band: ± 1.96 × RATING_SD, in whole points. */
export const RATING_BAND = Math.round(1.96 * RATING_SD);

/** A rating with its band, said: "32.4 ± 5". */
export const ratingWithBand = (rating: number): string => `${rating} ± ${RATING_BAND}`;

/** The band's ends, kept within 0–100. */
export const ratingRange = (rating: number): readonly [number, number] => [Math.max(0, rating - RATING_BAND), Math.min(100, rating + RATING_BAND)];

type Mark = keyof typeof RATING_MARKS;
/** The marks from the top down, each said as a player would. */
const MARK_WORDS: readonly (readonly [Mark, string])[] = [
  ["perfect", "a perfect hand"],
  ["steady", "the strong computer's steady hand"],
  ["club", "a club player's hand"],
  ["beginner", "a beginner's hand"],
  ["random", "random flicks"],
];
/** Within this many points of a mark, a rating is "about" it. */
const ABOUT = 2;

/** Where a rating stands against the measured marks, said for a player. */
export function ratingWords(rating: number): string {
  const marks = MARK_WORDS.map(([m, words]) => ({ at: RATING_MARKS[m], words }));
  const nearest = marks.reduce((a, b) => (Math.abs(b.at - rating) < Math.abs(a.at - rating) ? b : a));
  const above = [...marks].reverse().find((m) => m.at > rating);
  const below = marks.find((m) => m.at < rating);
  const where =
    Math.abs(nearest.at - rating) <= ABOUT
      ? `about ${nearest.words}`
      : below === undefined
        ? `below ${marks[marks.length - 1].words}`
        : above === undefined
          ? `above ${marks[0].words}`
          : `between ${below.words} and ${above.words}`;
  const scale = marks.map((m) => `${m.words} ${m.at}`).join(", ");
  return `Out of 100: the mean of your ${SKILLS_LENGTH} throws' scores (each 100 × how near its flick came to the goal over 64 re-throws; 100 a sure pass). Taking the test again moves a rating by up to about ${RATING_BAND} either way (± ${RATING_BAND}, 19 times in 20). For scale, on this test ${scale}: yours is ${where}.`;
}

/** The rating of a finished test: the mean of its SKILLS_LENGTH scores, to one decimal; null until all are in. */
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
