// A drill is practised in sets of ten attempts. A finished set's points (0–50) earn a medal at
// its tier's thresholds; the best set, the best medal, and the streak of passed attempts in a
// row (across sets) are kept. Pure: the progress store saves these records as they are.
import type { Grade, Tier } from "./goals";
import { PASS_POINTS } from "./goals";

export const SET_SIZE = 10;
export type Medal = "bronze" | "silver" | "gold";
export const MEDALS: readonly Medal[] = ["bronze", "silver", "gold"];

/** Points a set of ten needs for each medal (of 50), lower where the tier is harder. */
export const MEDAL_POINTS: Readonly<Record<Tier, Readonly<Record<Medal, number>>>> = {
  "first steps": { bronze: 20, silver: 30, gold: 40 },
  club: { bronze: 15, silver: 25, gold: 35 },
  expert: { bronze: 10, silver: 20, gold: 30 },
};

export interface DrillRecord {
  /** Points of each attempt of the set under way (fewer than SET_SIZE). */
  readonly set: readonly number[];
  /** Sets finished. */
  readonly sets: number;
  /** Points of the best finished set, or null before the first. */
  readonly best: number | null;
  readonly medal: Medal | null;
  /** Passed attempts in a row, up to the last attempt. */
  readonly streak: number;
  readonly bestStreak: number;
  readonly attempts: number;
  readonly passes: number;
}

export const NEW_RECORD: DrillRecord = { set: [], sets: 0, best: null, medal: null, streak: 0, bestStreak: 0, attempts: 0, passes: 0 };

/** The medal a set of `points` earns at this tier, or null. */
export function medalFor(tier: Tier, points: number): Medal | null {
  const t = MEDAL_POINTS[tier];
  return points >= t.gold ? "gold" : points >= t.silver ? "silver" : points >= t.bronze ? "bronze" : null;
}

export const betterMedal = (a: Medal | null, b: Medal | null): Medal | null => (a === null ? b : b === null ? a : MEDALS.indexOf(a) >= MEDALS.indexOf(b) ? a : b);

export interface Recorded {
  readonly record: DrillRecord;
  /** The set this attempt finished, with its medal, or null while the set goes on. */
  readonly finished: { readonly points: number; readonly medal: Medal | null; readonly newBest: boolean } | null;
}

/** The record after one graded attempt. */
export function recordAttempt(record: DrillRecord, tier: Tier, grade: Grade): Recorded {
  const passed = grade.points >= PASS_POINTS;
  const streak = passed ? record.streak + 1 : 0;
  const set = [...record.set, grade.points];
  const base = { ...record, streak, bestStreak: Math.max(record.bestStreak, streak), attempts: record.attempts + 1, passes: record.passes + (passed ? 1 : 0) };
  if (set.length < SET_SIZE) return { record: { ...base, set }, finished: null };
  const points = set.reduce((a, b) => a + b, 0);
  const medal = medalFor(tier, points);
  const newBest = record.best === null || points > record.best;
  return {
    record: { ...base, set: [], sets: record.sets + 1, best: newBest ? points : record.best, medal: betterMedal(record.medal, medal) },
    finished: { points, medal, newBest },
  };
}

/** Points so far in the set under way. */
export const setPoints = (record: DrillRecord): number => record.set.reduce((a, b) => a + b, 0);
