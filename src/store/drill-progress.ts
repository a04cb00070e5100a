// Drill progress kept between visits: every drill's record (the set under way, best set, medal,
// streaks), the last attempts, the skills test's dated ratings and a test under way, in IndexedDB (idb-keyval, a database of its own) behind a
// valibot schema. A stored value the schema refuses is "corrupt": the screen names it and
// offers its download and a fresh start, and nothing is overwritten until the player chooses.
// Format 1 (before the skills test) is read by upgrading it: its records and attempts are kept
// as they are, with no ratings and no test under way; the next save writes format 2.
import { PracticeStore } from "./practice-store";
import * as v from "valibot";
import { MEDALS, NEW_RECORD, type DrillRecord } from "../games/rykestra/practice/drills";
import { skillsLengthOf } from "../games/rykestra/practice/skills";
import type { KeyValue } from "./save-store";

export const PROGRESS_FORMAT = 2;
export const PROGRESS_KEY = "drill-progress";
/** Attempts kept for the history (the oldest go first). */
export const ATTEMPT_LIMIT = 1000;
/** Skills ratings kept (the oldest go first): years of weekly tests. */
export const RATING_LIMIT = 1000;

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e9));
/** An attempt's points as graded: its flick's quality, 0–5 to the hundredth (whole points before quality). */
const points = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(5));
const wholePoints = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5));
const finite = v.pipe(v.number(), v.finite());

const RecordSchema = v.strictObject({
  set: v.pipe(v.array(points), v.maxLength(9)),
  sets: count,
  best: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(50))),
  medal: v.nullable(v.picklist(MEDALS)),
  streak: count,
  bestStreak: count,
  attempts: count,
  passes: count,
});

const AttemptSchema = v.strictObject({
  drill: v.pipe(v.string(), v.maxLength(64)),
  /** ms since 1970. */
  at: finite,
  points,
  /** The points of what happened (the one bounce), whole; absent before quality. */
  happened: v.optional(wholePoints),
  /** The flick's quality: its pass rate over the re-throws; absent before quality. */
  passRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  /** The hand's throw of each die: heading (degrees), speed (cm/s), spin (rad/s). */
  throws: v.pipe(v.array(v.strictObject({ heading: finite, speed: finite, spin: finite })), v.maxLength(2)),
});

const score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));
const version = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000));

/** Most scores a test of a version this app does not know (a newer app's) may hold. */
const MOST_SCORES = 200;
const scores = v.pipe(v.array(score), v.maxLength(MOST_SCORES));
const testLength = (version: number): number => skillsLengthOf(version) ?? MOST_SCORES;

/**
 * A finished test's rating. Each version of the test has its own length (skills.ts
 * skillsLengthOf: 20 throws up to version 2, 40 in version 3, 45 since), so a rating holds exactly its version's
 * number of scores; a version this app does not know is kept as it is (1 to 200 scores).
 */
const RatingSchema = v.pipe(
  v.strictObject({
    /** When the test finished, ms since 1970. */
    at: finite,
    /** The mean of its scores, 0–100. */
    rating: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    /** The skills test's version (skills.ts SKILLS_VERSION). */
    version,
    scores,
  }),
  v.forward(
    v.check(
      (r) => (skillsLengthOf(r.version) === null ? r.scores.length > 0 : r.scores.length === skillsLengthOf(r.version)),
      (issue) => {
        const r = issue.input as { version: number; scores: readonly number[] };
        const n = skillsLengthOf(r.version);
        return n === null ? "a rating holds no scores" : `a rating of version ${r.version} of the skills test holds ${n} scores, this one ${r.scores.length}`;
      },
    ),
    ["scores"],
  ),
);

/**
 * A skills test under way: the scores so far (fewer than its version's length);
 * `inFlight` while a throw rolls (left then, it scores 0).
 */
const SkillsTestSchema = v.pipe(
  v.strictObject({
    started: finite,
    version,
    scores,
    inFlight: v.boolean(),
  }),
  v.forward(
    v.check(
      (t) => t.scores.length < testLength(t.version),
      (issue) => {
        const t = issue.input as { version: number; scores: readonly number[] };
        return `a test under way of version ${t.version} of the skills test holds fewer than ${testLength(t.version)} scores, this one ${t.scores.length}`;
      },
    ),
    ["scores"],
  ),
);

const drillsPart = {
  drills: v.record(v.pipe(v.string(), v.maxLength(64)), RecordSchema),
  attempts: v.pipe(v.array(AttemptSchema), v.maxLength(ATTEMPT_LIMIT)),
};

/** Format 1: drills and attempts only. */
const ProgressV1Schema = v.strictObject({ format: v.literal(1), ...drillsPart });

export const ProgressSchema = v.strictObject({
  format: v.literal(PROGRESS_FORMAT),
  ...drillsPart,
  ratings: v.pipe(v.array(RatingSchema), v.maxLength(RATING_LIMIT)),
  skillsTest: v.nullable(SkillsTestSchema),
});

export type Progress = v.InferOutput<typeof ProgressSchema>;
export type AttemptEntry = Progress["attempts"][number];
export type RatingEntry = Progress["ratings"][number];
export type SkillsTestEntry = NonNullable<Progress["skillsTest"]>;

export const EMPTY_PROGRESS: Progress = { format: PROGRESS_FORMAT, drills: {}, attempts: [], ratings: [], skillsTest: null };

export type ProgressReading = { readonly ok: true; readonly progress: Progress } | { readonly ok: false; readonly reason: string; readonly raw: unknown };

const refused = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]], raw: unknown): ProgressReading => {
  const path = v.getDotPath(issues[0]);
  return { ok: false, reason: `${path ? `at “${path}”: ` : ""}${issues[0].message}`, raw };
};

/** Reads stored or imported progress, upgrading format 1; the reason names the first field the schema refused. */
export function readProgress(x: unknown): ProgressReading {
  if (x === undefined) return { ok: true, progress: EMPTY_PROGRESS };
  const format = typeof x === "object" && x !== null && "format" in x ? (x as { format: unknown }).format : undefined;
  if (format === 1) {
    const old = v.safeParse(ProgressV1Schema, x);
    if (!old.success) return refused(old.issues, x);
    return { ok: true, progress: { ...old.output, format: PROGRESS_FORMAT, ratings: [], skillsTest: null } };
  }
  if (typeof format === "number" && format > PROGRESS_FORMAT) {
    return { ok: false, reason: `it is format ${format}, written by a newer version of this site (this one reads formats 1 to ${PROGRESS_FORMAT})`, raw: x };
  }
  const r = v.safeParse(ProgressSchema, x);
  return r.success ? { ok: true, progress: r.output } : refused(r.issues, x);
}

export const recordOf = (p: Progress, drill: string): DrillRecord => p.drills[drill] ?? NEW_RECORD;

/** Progress after an attempt: the drill's new record and the attempt at the end of the history. */
export function withAttempt(p: Progress, drill: string, record: DrillRecord, attempt: AttemptEntry): Progress {
  const attempts = [...p.attempts, attempt].slice(-ATTEMPT_LIMIT);
  return { ...p, drills: { ...p.drills, [drill]: { ...record, set: [...record.set] } }, attempts };
}

/** Progress after a finished skills test: its rating at the end of the history, no test under way. */
export function withRating(p: Progress, rating: RatingEntry): Progress {
  return { ...p, ratings: [...p.ratings, { ...rating, scores: [...rating.scores] }].slice(-RATING_LIMIT), skillsTest: null };
}

/** Progress with the skills test under way as given (null: none). */
export const withSkillsTest = (p: Progress, test: SkillsTestEntry | null): Progress => ({ ...p, skillsTest: test === null ? null : { ...test, scores: [...test.scores] } });

/** One place the screens read and write progress through; writes are queued in order. */
export class ProgressStore extends PracticeStore<Progress> {
  constructor(kv?: KeyValue) {
    super(PROGRESS_KEY, readProgress, kv);
  }
}

let shared: ProgressStore | null = null;
export const progressStore = (): ProgressStore => (shared ??= new ProgressStore());

/** The progress as a file's text, and read back from one. */
export const progressFileText = (p: unknown): string => JSON.stringify(p, null, 1);
export function progressFromText(text: string): ProgressReading {
  try {
    return readProgress(JSON.parse(text));
  } catch {
    return { ok: false, reason: "the file is not JSON", raw: text };
  }
}
