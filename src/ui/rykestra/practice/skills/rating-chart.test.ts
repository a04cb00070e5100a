import { describe, expect, it } from "vitest";
import { RATING_BAND, RATING_SD, ratingWithBand } from "../../../../games/rykestra/practice/skills";
import { chartPoints, dateWords } from "./RatingChart";

const DAY = 86_400_000;
const at = Date.UTC(2026, 11, 2, 10);

describe("the rating chart's drawing", () => {
  it("puts a lone rating in the middle, at its height on the 0–100 scale", () => {
    const [p] = chartPoints([{ at, rating: 50 }]);
    const [top] = chartPoints([{ at, rating: 100 }]);
    const [bottom] = chartPoints([{ at, rating: 0 }]);
    expect(p.x).toBeCloseTo((44 + 480 - 16) / 2);
    expect(p.y).toBeCloseTo((top.y + bottom.y) / 2);
    expect(top.y).toBeLessThan(bottom.y);
  });

  it("spaces ratings by date, oldest first whatever order they were kept in", () => {
    const ps = chartPoints([
      { at: at + 10 * DAY, rating: 40 },
      { at, rating: 20 },
      { at: at + 2 * DAY, rating: 30 },
    ]);
    expect(ps.map((p) => p.rating.rating)).toEqual([20, 30, 40]);
    expect((ps[1].x - ps[0].x) / (ps[2].x - ps[0].x)).toBeCloseTo(0.2);
  });

  it("spreads ratings taken on one day evenly rather than on top of each other", () => {
    const ps = chartPoints([0, 1, 2].map((i) => ({ at: at + i * 60_000, rating: 50 })));
    expect(ps[1].x - ps[0].x).toBeCloseTo(ps[2].x - ps[1].x);
    expect(ps[1].x - ps[0].x).toBeGreaterThan(100);
  });

  it("draws each rating's 95 % band, 1.96 measured SDs either side, kept within 0–100", () => {
    expect(RATING_SD).toBeGreaterThan(0);
    expect(RATING_BAND).toBe(Math.round(1.96 * RATING_SD));
    const [p] = chartPoints([{ at, rating: 50 }]);
    const [lo] = chartPoints([{ at, rating: 50 - RATING_BAND }]);
    const [hi] = chartPoints([{ at, rating: 50 + RATING_BAND }]);
    expect(p.yHigh).toBeCloseTo(hi.y);
    expect(p.yLow).toBeCloseTo(lo.y);
    expect(p.yLow - p.y).toBeCloseTo(p.y - p.yHigh);
    const [top] = chartPoints([{ at, rating: 100 }]);
    const [nearTop] = chartPoints([{ at, rating: 100 - RATING_BAND / 2 }]);
    expect(nearTop.yHigh).toBeCloseTo(top.y);
    expect(ratingWithBand(32.4)).toBe(`32.4 ± ${RATING_BAND}`);
  });

  it("names dates in UTC, the same on every device", () => {
    expect(dateWords(at)).toBe("2 Dec 2026");
    expect(dateWords(Date.UTC(2027, 0, 1, 23, 59), false)).toBe("1 Jan");
  });
});
