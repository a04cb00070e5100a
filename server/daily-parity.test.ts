// The server scores a daily attempt exactly as the page does: for every day of a month, one
// attempt made with no screen (the day's table, the arrow's flick) and scored by the client's
// code (training/daily-score.ts: the flick quality's mean points, and the digest of checksum and
// quality the page sends) is thrown again from its replay code by the server's verifier, which
// must give the same score and digest.
import { describe, expect, it } from "vitest";
import { dayNumber } from "../src/games/rykestra/practice/daily";
import { makeAttempt } from "./daily/test-attempts";
import { verifyAttempt } from "./daily/verify";

/** Re-throws per quality on both sides (the page's 64 take 11 s here for the month; the code path is the same). */
const THROWS = 16;

describe("daily scoring, client and server", () => {
  it("gives the same score and digest on the daily of every day of December 2026", () => {
    const first = dayNumber(2026, 12, 1);
    const scores: number[] = [];
    for (let n = first; n < first + 31; n++) {
      const a = makeAttempt(n, 0, THROWS);
      const v = verifyAttempt(a.day.text, a.code, first + 31, THROWS);
      if (!v.ok) throw new Error(`${a.day.text}: ${v.reason}`);
      expect({ day: a.day.text, points: v.value.points, digest: v.value.digest }).toEqual({ day: a.day.text, points: a.points, digest: a.digest });
      scores.push(v.value.points);
    }
    // Not one number every day: the days' tables differ and so do the scores.
    expect(new Set(scores).size).toBeGreaterThan(1);
  }, 120_000);
});
