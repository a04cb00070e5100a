import { describe, expect, it } from "vitest";
import { NEW_RECORD } from "../games/rykestra/practice/drills";
import { EMPTY_PROGRESS, progressFileText, withAttempt } from "./drill-progress";
import { EMPTY_DAILY, withDailyAttempt } from "./daily-progress";
import { practiceFileText, practiceFromText } from "./practice-file";

const progress = withAttempt(EMPTY_PROGRESS, "fs-near", NEW_RECORD, { drill: "fs-near", at: 1_780_000_000_000, points: 5, throws: [{ heading: 2, speed: 180, spin: 9 }] });
const daily = withDailyAttempt(EMPTY_DAILY, "2026-12-02", { at: 1_780_000_000_000, points: 3, passed: false, nearness: 0.5, reason: "near", code: null })!;

describe("the practice file", () => {
  it("carries the drills' progress and the daily results there and back", () => {
    expect(practiceFromText(practiceFileText(progress, daily))).toEqual({ ok: true, progress, daily });
    expect(practiceFromText(practiceFileText(progress, null))).toEqual({ ok: true, progress, daily: null });
  });
  it("still imports a file of the drills' progress alone, as exported before", () => {
    expect(practiceFromText(progressFileText(progress))).toEqual({ ok: true, progress, daily: null });
  });
  it("names what is wrong: not JSON, damaged drills, damaged daily results", () => {
    expect(practiceFromText("{nope")).toEqual({ ok: false, reason: "the file is not JSON" });
    const bad = JSON.parse(practiceFileText(progress, daily));
    expect(practiceFromText(JSON.stringify({ ...bad, progress: { format: 99 } }))).toMatchObject({ ok: false, reason: expect.stringMatching(/^drills: /) });
    expect(practiceFromText(JSON.stringify({ ...bad, daily: { format: 1, days: { yesterday: [] } } }))).toMatchObject({ ok: false, reason: expect.stringMatching(/^daily challenge: .*YYYY-MM-DD/) });
  });
});
