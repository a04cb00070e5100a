// Drill progress kept between visits: every drill's record (the set under way, best set, medal,
// streaks) and the last attempts, in IndexedDB (idb-keyval, a database of its own) behind a
// valibot schema. A stored value the schema refuses is "corrupt": the screen names it and
// offers its download and a fresh start, and nothing is overwritten until the player chooses.
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import * as v from "valibot";
import { MEDALS, NEW_RECORD, type DrillRecord } from "../games/rykestra/practice/drills";
import type { KeyValue } from "./save-store";

export const PROGRESS_FORMAT = 1;
export const PROGRESS_KEY = "drill-progress";
/** Attempts kept for the history (the oldest go first). */
export const ATTEMPT_LIMIT = 1000;

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e9));
const points = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5));
const finite = v.pipe(v.number(), v.finite());

const RecordSchema = v.strictObject({
  set: v.pipe(v.array(points), v.maxLength(9)),
  sets: count,
  best: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50))),
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
  /** The hand's throw of each die: heading (degrees), speed (cm/s), spin (rad/s). */
  throws: v.pipe(v.array(v.strictObject({ heading: finite, speed: finite, spin: finite })), v.maxLength(2)),
});

export const ProgressSchema = v.strictObject({
  format: v.literal(PROGRESS_FORMAT),
  drills: v.record(v.pipe(v.string(), v.maxLength(64)), RecordSchema),
  attempts: v.pipe(v.array(AttemptSchema), v.maxLength(ATTEMPT_LIMIT)),
});

export type Progress = v.InferOutput<typeof ProgressSchema>;
export type AttemptEntry = Progress["attempts"][number];

export const EMPTY_PROGRESS: Progress = { format: PROGRESS_FORMAT, drills: {}, attempts: [] };

export type ProgressReading = { readonly ok: true; readonly progress: Progress } | { readonly ok: false; readonly reason: string; readonly raw: unknown };

/** Reads stored or imported progress; the reason names the first field the schema refused. */
export function readProgress(x: unknown): ProgressReading {
  if (x === undefined) return { ok: true, progress: EMPTY_PROGRESS };
  const r = v.safeParse(ProgressSchema, x);
  if (r.success) return { ok: true, progress: r.output };
  const issue = r.issues[0];
  const path = v.getDotPath(issue);
  return { ok: false, reason: `${path ? `at “${path}”: ` : ""}${issue.message}`, raw: x };
}

export const recordOf = (p: Progress, drill: string): DrillRecord => p.drills[drill] ?? NEW_RECORD;

/** Progress after an attempt: the drill's new record and the attempt at the end of the history. */
export function withAttempt(p: Progress, drill: string, record: DrillRecord, attempt: AttemptEntry): Progress {
  const attempts = [...p.attempts, attempt].slice(-ATTEMPT_LIMIT);
  return { ...p, drills: { ...p.drills, [drill]: { ...record, set: [...record.set] } }, attempts };
}

export function progressBackend(): KeyValue {
  let store: UseStore | null = null;
  const s = () => (store ??= createStore("dice-tabletop-drills", "progress"));
  return {
    get: (k) => get(k, s()),
    set: (k, val) => set(k, val, s()),
    del: (k) => del(k, s()),
    keys: async () => [PROGRESS_KEY],
  };
}

/** One place the screens read and write progress through; writes are queued in order. */
export class ProgressStore {
  private queue: Promise<unknown> = Promise.resolve();
  constructor(private readonly kv: KeyValue = progressBackend()) {}

  async load(): Promise<ProgressReading | { ok: false; reason: string; raw: undefined; unavailable: true }> {
    try {
      return readProgress(await this.kv.get(PROGRESS_KEY));
    } catch (e) {
      return { ok: false, reason: `storage is unavailable (${String(e)})`, raw: undefined, unavailable: true };
    }
  }

  save(p: Progress): Promise<void> {
    const next = this.queue.then(() => this.kv.set(PROGRESS_KEY, p));
    this.queue = next.catch(() => undefined);
    return next;
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
