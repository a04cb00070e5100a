import { describe, expect, it } from "vitest";
import { NEW_RECORD } from "../games/rykestra/practice/drills";
import { EMPTY_PROGRESS, ProgressStore, progressFileText, progressFromText, readProgress, withAttempt } from "./drill-progress";
import { memoryBackend } from "./save-store";

const attempt = { drill: "fs-centre", at: 1, points: 5, throws: [{ heading: 3, speed: 120, spin: 4 }] };

describe("drill progress", () => {
  it("reads nothing stored as empty progress", () => {
    expect(readProgress(undefined)).toEqual({ ok: true, progress: EMPTY_PROGRESS });
  });

  it("keeps a record and an attempt through a save, a load, an export and an import", async () => {
    const p = withAttempt(EMPTY_PROGRESS, "fs-centre", { ...NEW_RECORD, set: [5], streak: 1, bestStreak: 1, attempts: 1, passes: 1 }, attempt);
    const store = new ProgressStore(memoryBackend());
    await store.save(p);
    expect(await store.load()).toEqual({ ok: true, progress: p });
    expect(progressFromText(progressFileText(p))).toEqual({ ok: true, progress: p });
  });

  it("names what is wrong with a damaged store", () => {
    const r = readProgress({ format: 1, drills: { "fs-centre": { ...NEW_RECORD, medal: "platinum" } }, attempts: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain("drills.fs-centre.medal");
    expect(progressFromText("{not json").ok).toBe(false);
  });
});
