// A drill is practised in sets of ten attempts. Each attempt is scored by its flick's quality
// (training/flick-quality.ts: the flick thrown again 64 times with a freshly shaken die): its
// mean points, 0–5, not the points of the one bounce that happened. A finished set's quality
// points (0–50) earn a medal at the drill's own marks (MedalMarks: where a beginner's, a club
// player's and a steady hand's sets land, measured by bench:drills), or the tier's marks where a
// drill has not been measured. The streak counts flicks in a row at the silver mark's standard
// (a tenth of it each); the passes counted are what happened. The best set, the best medal and
// the best streak are kept. Pure: the progress store saves these records as they are.
import type { Tier } from "./goals";

export const SET_SIZE = 10;
export type Medal = "bronze" | "silver" | "gold";
export const MEDALS: readonly Medal[] = ["bronze", "silver", "gold"];

/** Quality points a set of ten needs for each medal (of 50). */
export type MedalMarks = Readonly<Record<Medal, number>>;

/** The tier's marks, for a drill bench:drills has not measured: lower where the tier is harder. */
export const MEDAL_POINTS: Readonly<Record<Tier, Readonly<Record<Medal, number>>>> = {
  "first steps": { bronze: 20, silver: 30, gold: 40 },
  club: { bronze: 15, silver: 25, gold: 35 },
  expert: { bronze: 10, silver: 20, gold: 30 },
};

export interface DrillRecord {
  /** Quality points of each attempt of the set under way (fewer than SET_SIZE), 0–5 to the hundredth. */
  readonly set: readonly number[];
  /** Sets finished. */
  readonly sets: number;
  /** Quality points of the best finished set, or null before the first. */
  readonly best: number | null;
  readonly medal: Medal | null;
  /** Flicks in a row at the silver standard (quality points ≥ a tenth of the silver mark), up to the last attempt. */
  readonly streak: number;
  readonly bestStreak: number;
  readonly attempts: number;
  /** Attempts that passed as they happened. */
  readonly passes: number;
}

export const NEW_RECORD: DrillRecord = { set: [], sets: 0, best: null, medal: null, streak: 0, bestStreak: 0, attempts: 0, passes: 0 };

/** The medal a set of `points` earns at these marks, or null. */
export function medalFor(t: MedalMarks, points: number): Medal | null {
  return points >= t.gold ? "gold" : points >= t.silver ? "silver" : points >= t.bronze ? "bronze" : null;
}

export const betterMedal = (a: Medal | null, b: Medal | null): Medal | null => (a === null ? b : b === null ? a : MEDALS.indexOf(a) >= MEDALS.indexOf(b) ? a : b);

export interface Recorded {
  readonly record: DrillRecord;
  /** The set this attempt finished, with its medal, or null while the set goes on. */
  readonly finished: { readonly points: number; readonly medal: Medal | null; readonly newBest: boolean } | null;
}

/** One graded attempt: its flick's quality points (0–5) and whether it passed as it happened. */
export interface Scored {
  readonly points: number;
  readonly passed: boolean;
}

/** Quality points kept to the hundredth, so stored sets add up the same everywhere. */
export const keptPoints = (points: number): number => Math.round(Math.min(5, Math.max(0, points)) * 100) / 100;

/** Whether an attempt's quality meets the silver standard: the streak's test. */
export const atSilver = (marks: MedalMarks, points: number): boolean => points * SET_SIZE >= marks.silver;

/** The record after one graded attempt. */
export function recordAttempt(record: DrillRecord, marks: MedalMarks, scored: Scored): Recorded {
  const points = keptPoints(scored.points);
  const streak = atSilver(marks, points) ? record.streak + 1 : 0;
  const set = [...record.set, points];
  const base = { ...record, streak, bestStreak: Math.max(record.bestStreak, streak), attempts: record.attempts + 1, passes: record.passes + (scored.passed ? 1 : 0) };
  if (set.length < SET_SIZE) return { record: { ...base, set }, finished: null };
  const total = setPoints({ ...record, set });
  const medal = medalFor(marks, total);
  const newBest = record.best === null || total > record.best;
  return {
    record: { ...base, set: [], sets: record.sets + 1, best: newBest ? total : record.best, medal: betterMedal(record.medal, medal) },
    finished: { points: total, medal, newBest },
  };
}

/** Points so far in the set under way. */
export const setPoints = (record: Pick<DrillRecord, "set">): number => Math.round(record.set.reduce((a, b) => a + b, 0) * 100) / 100;

/** Mean points per attempt (0–5) measured for three hands of the ladder on one drill. */
export interface HandPoints {
  readonly beginner: number;
  readonly club: number;
  readonly steady: number;
}

/**
 * A drill's marks from what the hands' sets are expected to score (ten × mean points each, a
 * set's quality points averaging the hand's mean points): bronze where a beginner's set lands,
 * silver a club player's, gold a steady hand's. Each to the half point, at least a point above the
 * one below (bronze at least 2), gold at most 50, so the three are always in order and reachable.
 */
export function marksFromHands(h: HandPoints): MedalMarks {
  const half = (x: number) => Math.round(x * 2) / 2;
  let gold = Math.min(50, half(SET_SIZE * h.steady));
  let silver = half(SET_SIZE * h.club);
  let bronze = half(SET_SIZE * h.beginner);
  bronze = Math.max(2, bronze);
  silver = Math.max(bronze + 1, silver);
  gold = Math.max(silver + 1, gold);
  if (gold > 50) {
    const over = gold - 50;
    gold -= over;
    silver = Math.min(silver, gold - 1);
    bronze = Math.min(bronze, silver - 1);
  }
  return { bronze, silver, gold };
}
