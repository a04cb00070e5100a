import { describe, expect, it } from "vitest";
import { NEW_RECORD } from "../games/rykestra/practice/drills";
import { EMPTY_PROGRESS, PROGRESS_FORMAT, ProgressStore, progressFileText, progressFromText, readProgress, withAttempt, withRating, withSkillsTest } from "./drill-progress";
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

  it("upgrades format 1 without losing a record or an attempt, and saves it as format 2", async () => {
    const record = { ...NEW_RECORD, set: [5, 3], sets: 2, best: 41, medal: "gold" as const, streak: 1, bestStreak: 6, attempts: 22, passes: 12 };
    const v1 = { format: 1, drills: { "fs-centre": record }, attempts: [attempt, { ...attempt, at: 2, points: 3 }] };
    const r = readProgress(structuredClone(v1));
    expect(r).toEqual({ ok: true, progress: { format: PROGRESS_FORMAT, drills: v1.drills, attempts: v1.attempts, ratings: [], skillsTest: null } });
    const store = new ProgressStore(memoryBackend());
    if (r.ok) await store.save(r.progress);
    const again = await store.load();
    expect(again.ok && again.progress.format).toBe(2);
    expect(again.ok && again.progress.drills["fs-centre"]).toEqual(record);
    // A format-1 file exported before the upgrade imports the same way.
    expect(progressFromText(JSON.stringify(v1))).toEqual(r);
  });

  it("still names the fault in a damaged format-1 store", () => {
    const r = readProgress({ format: 1, drills: { "fs-near": { set: "lots" } }, attempts: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain("drills.fs-near");
  });

  it("refuses a store from a newer version in words", () => {
    const r = readProgress({ ...EMPTY_PROGRESS, format: 3 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain("newer version");
  });

  it("keeps dated ratings and a test under way through a save, a load, an export and an import", async () => {
    const scores = Array.from({ length: 20 }, (_, i) => i * 5);
    let p = withSkillsTest(EMPTY_PROGRESS, { started: 10, version: 1, scores: [100, 35], inFlight: true });
    p = withRating(withRating(p, { at: 100, rating: 47.5, version: 1, scores }), { at: 200, rating: 52.1, version: 1, scores });
    expect(p.skillsTest).toBeNull();
    expect(p.ratings.map((r) => r.rating)).toEqual([47.5, 52.1]);
    p = withSkillsTest(p, { started: 300, version: 1, scores: [12], inFlight: false });
    const store = new ProgressStore(memoryBackend());
    await store.save(p);
    expect(await store.load()).toEqual({ ok: true, progress: p });
    expect(progressFromText(progressFileText(p))).toEqual({ ok: true, progress: p });
  });

  it("refuses a rating out of range, one short of its 20 scores, or a test under way with all 20", () => {
    const scores = Array(20).fill(50);
    const bad = [
      { ...EMPTY_PROGRESS, ratings: [{ at: 1, rating: 101, version: 1, scores }] },
      { ...EMPTY_PROGRESS, ratings: [{ at: 1, rating: 50, version: 1, scores: scores.slice(1) }] },
      { ...EMPTY_PROGRESS, skillsTest: { started: 1, version: 1, scores, inFlight: false } },
      { ...EMPTY_PROGRESS, skillsTest: { started: 1, version: 1, scores: [50.5], inFlight: false } },
    ];
    for (const b of bad) expect(readProgress(b).ok).toBe(false);
  });

  it("loads ratings of every version, each with its own version's number of scores: 20 up to version 2, 40 in version 3, 45 since", async () => {
    const v1 = { at: 50, rating: 40, version: 1, scores: Array(20).fill(40) };
    const v2 = { at: 100, rating: 47.5, version: 2, scores: Array.from({ length: 20 }, (_, i) => i * 5) };
    const v3 = { at: 200, rating: 52.5, version: 3, scores: Array.from({ length: 40 }, (_, i) => (i < 20 ? 100 : 5)) };
    const v4 = { at: 250, rating: 20, version: 4, scores: Array.from({ length: 45 }, (_, i) => (i < 9 ? 100 : 0)) };
    const v5 = { at: 280, rating: 22.5, version: 5, scores: Array.from({ length: 45 }, (_, i) => (i < 10 ? 100 : 1)) };
    const p = { ...EMPTY_PROGRESS, ratings: [v1, v2, v3, v4, v5], skillsTest: { started: 300, version: 5, scores: Array(44).fill(60), inFlight: false } };
    expect(readProgress(structuredClone(p))).toEqual({ ok: true, progress: p });
    const store = new ProgressStore(memoryBackend());
    await store.save(p);
    expect(await store.load()).toEqual({ ok: true, progress: p });
    // A version-2, 3 or 4 test left under way loads too (the skills page starts afresh rather than resume it).
    expect(readProgress({ ...EMPTY_PROGRESS, skillsTest: { started: 1, version: 2, scores: Array(19).fill(60), inFlight: true } }).ok).toBe(true);
    expect(readProgress({ ...EMPTY_PROGRESS, skillsTest: { started: 1, version: 3, scores: Array(39).fill(60), inFlight: true } }).ok).toBe(true);
    expect(readProgress({ ...EMPTY_PROGRESS, skillsTest: { started: 1, version: 4, scores: Array(30).fill(60), inFlight: true } }).ok).toBe(true);
    // A rating of a version this app does not know (a newer app's) is kept as it is.
    expect(readProgress({ ...EMPTY_PROGRESS, ratings: [{ at: 1, rating: 50, version: 6, scores: Array(55).fill(50) }] }).ok).toBe(true);
  });

  it("refuses a rating with another version's number of scores, and says why", () => {
    const cases = [
      [{ at: 1, rating: 50, version: 2, scores: Array(21).fill(50) }, "version 2 of the skills test holds 20 scores, this one 21"],
      [{ at: 1, rating: 50, version: 2, scores: Array(40).fill(50) }, "version 2 of the skills test holds 20 scores, this one 40"],
      [{ at: 1, rating: 50, version: 3, scores: Array(20).fill(50) }, "version 3 of the skills test holds 40 scores, this one 20"],
      [{ at: 1, rating: 50, version: 4, scores: Array(40).fill(50) }, "version 4 of the skills test holds 45 scores, this one 40"],
      [{ at: 1, rating: 50, version: 5, scores: Array(20).fill(50) }, "version 5 of the skills test holds 45 scores, this one 20"],
    ] as const;
    for (const [rating, why] of cases) {
      const r = readProgress({ ...EMPTY_PROGRESS, ratings: [{ ...rating, scores: [...rating.scores] }] });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toBe(`at “ratings.0.scores”: a rating of ${why}`);
    }
    const full = readProgress({ ...EMPTY_PROGRESS, skillsTest: { started: 1, version: 3, scores: Array(40).fill(50), inFlight: false } });
    expect(full.ok).toBe(false);
    if (!full.ok) expect(full.reason).toBe("at “skillsTest.scores”: a test under way of version 3 of the skills test holds fewer than 40 scores, this one 40");
    expect(readProgress({ ...EMPTY_PROGRESS, skillsTest: { started: 1, version: 2, scores: Array(20).fill(50), inFlight: false } }).ok).toBe(false);
  });
});
