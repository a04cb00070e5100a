// The practice file a player exports and imports: the drills' progress (records, attempts,
// skills ratings) and the daily challenge's results together. A file exported before the daily
// challenge was kept in it (the drills' progress alone) still imports; its daily results are
// then left as they are.
import { progressFromText, readProgress, type Progress } from "./drill-progress";
import { readDaily, type DailyProgress } from "./daily-progress";

export const PRACTICE_FILE = "dice-tabletop-practice";

export type PracticeFileReading =
  | { readonly ok: true; readonly progress: Progress; readonly daily: DailyProgress | null }
  | { readonly ok: false; readonly reason: string };

export const practiceFileText = (progress: Progress, daily: DailyProgress | null): string =>
  JSON.stringify({ app: PRACTICE_FILE, progress, daily }, null, 1);

/** Reads an exported file: the drills' progress and the daily results, each checked by its own schema. */
export function practiceFromText(text: string): PracticeFileReading {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return { ok: false, reason: "the file is not JSON" };
  }
  if (typeof x !== "object" || x === null || (x as { app?: unknown }).app !== PRACTICE_FILE) {
    const old = progressFromText(text);
    return old.ok ? { ok: true, progress: old.progress, daily: null } : { ok: false, reason: old.reason };
  }
  const file = x as { progress?: unknown; daily?: unknown };
  const progress = readProgress(file.progress ?? null);
  if (!progress.ok) return { ok: false, reason: `drills: ${progress.reason}` };
  if (file.daily === null || file.daily === undefined) return { ok: true, progress: progress.progress, daily: null };
  const daily = readDaily(file.daily);
  if (!daily.ok) return { ok: false, reason: `daily challenge: ${daily.reason}` };
  return { ok: true, progress: progress.progress, daily: daily.progress };
}
