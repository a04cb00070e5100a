// Daily challenge results kept between visits: for each challenge day, up to three graded
// attempts (points, pass, how near, when, and the attempt's replay code to share), in
// IndexedDB (idb-keyval, the drills' database, a key of its own) behind a valibot schema. A
// stored value the schema refuses is "corrupt": the screen names it and offers its download
// and a fresh start; nothing is overwritten until the player chooses.
import { PracticeStore } from "./practice-store";
import * as v from "valibot";
import { PASS_POINTS } from "../games/rykestra/practice/drills";
import { dayAt, dayOf, type Day } from "../games/rykestra/practice/daily";
import { MAX_SHARE_CODE_CHARS } from "../runtime/record/share-link";
import type { KeyValue } from "./save-store";

export const DAILY_FORMAT = 1;
export const DAILY_KEY = "daily-progress";
export const DAILY_ATTEMPTS = 3;

const AttemptSchema = v.strictObject({
  /** ms since 1970, when the attempt was thrown. */
  at: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /** The attempt's score: its flick's quality's mean points, 0–5 to the hundredth (whole points before quality). */
  points: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(PASS_POINTS)),
  /** The points of what happened, whole; absent before quality. */
  happened: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PASS_POINTS))),
  /** The flick's pass rate over its re-throws; absent before quality. */
  passRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  /** Whether it passed as it happened. */
  passed: v.boolean(),
  /** 0–1: how near the goal it came (drills' nearness), on average over the flick's re-throws (the one throw's before quality). */
  nearness: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  reason: v.pipe(v.string(), v.maxLength(200)),
  /** The replay code of the attempt (share-link.ts), or null when it could not be made. */
  code: v.nullable(v.pipe(v.string(), v.maxLength(MAX_SHARE_CODE_CHARS))),
  /** What the page showed (training/daily-score.ts attemptDigest): sent with the attempt to the day's board; absent without quality. */
  digest: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/))),
  /** The attempt's number on the day's board once the server took it; absent while unsent. */
  board: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/))),
});

export const DailySchema = v.strictObject({
  format: v.literal(DAILY_FORMAT),
  days: v.record(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "a day must be written YYYY-MM-DD")), v.pipe(v.array(AttemptSchema), v.maxLength(DAILY_ATTEMPTS))),
});

export type DailyProgress = v.InferOutput<typeof DailySchema>;
export type DailyAttempt = DailyProgress["days"][string][number];

export const EMPTY_DAILY: DailyProgress = { format: DAILY_FORMAT, days: {} };

export type DailyReading = { readonly ok: true; readonly progress: DailyProgress } | { readonly ok: false; readonly reason: string; readonly raw: unknown };

/** Reads stored daily results; the reason names the first field the schema refused. */
export function readDaily(x: unknown): DailyReading {
  if (x === undefined) return { ok: true, progress: EMPTY_DAILY };
  const r = v.safeParse(DailySchema, x);
  if (r.success) return { ok: true, progress: r.output };
  const issue = r.issues[0];
  const path = v.getDotPath(issue);
  return { ok: false, reason: `${path ? `at “${path}”: ` : ""}${issue.message}`, raw: x };
}

export const attemptsOf = (p: DailyProgress, day: string): readonly DailyAttempt[] => p.days[day] ?? [];

/** The results after one more attempt on `day`, or null when its three are used. */
export function withDailyAttempt(p: DailyProgress, day: string, attempt: DailyAttempt): DailyProgress | null {
  const had = attemptsOf(p, day);
  if (had.length >= DAILY_ATTEMPTS) return null;
  return { ...p, days: { ...p.days, [day]: [...had, attempt] } };
}

/** The results with the day's attempt thrown at `at` marked as on the board under `id` (null: no such attempt). */
export function withBoardId(p: DailyProgress, day: string, at: number, id: string): DailyProgress | null {
  const had = attemptsOf(p, day);
  if (!had.some((a) => a.at === at)) return null;
  return { ...p, days: { ...p.days, [day]: had.map((a) => (a.at === at ? { ...a, board: id } : a)) } };
}

/** The best of a day's attempts: most points, then nearest, then earliest; null before any. */
export function bestOf(attempts: readonly DailyAttempt[]): DailyAttempt | null {
  let best: DailyAttempt | null = null;
  for (const a of attempts) if (best === null || a.points > best.points || (a.points === best.points && a.nearness > best.nearness)) best = a;
  return best;
}

/** Whether a day's challenge was played on that day itself (a past day played later fills no gap). */
const playedOnTheDay = (p: DailyProgress, day: Day) => attemptsOf(p, day.text).some((a) => dayAt(a.at).number === day.number);

/**
 * Days in a row the challenge was played on its own day, up to today — or up to yesterday
 * while today's is still to play, so the streak is not lost before the day is out.
 */
export function dailyStreak(p: DailyProgress, today: Day): number {
  let n = playedOnTheDay(p, today) ? today.number : today.number - 1;
  let streak = 0;
  while (playedOnTheDay(p, dayOf(n))) {
    streak++;
    n--;
  }
  return streak;
}

/** One place the screens read and write daily results through; writes are queued in order. */
export class DailyStore extends PracticeStore<DailyProgress> {
  constructor(kv?: KeyValue) {
    super(DAILY_KEY, readDaily, kv);
  }
}

let shared: DailyStore | null = null;
export const dailyStore = (): DailyStore => (shared ??= new DailyStore());
