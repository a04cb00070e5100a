import { describe, expect, it } from "vitest";
import { dailyChallenge, dayNumber, dayOf } from "../../../../games/rykestra/practice/daily";
import { dailyGoalOf } from "./daily-goal";

const TODAY = dayOf(dayNumber(2026, 12, 5));
const day = dayOf(dayNumber(2026, 12, 3));
const options = { position: dailyChallenge(day).drill.position };

describe("a daily attempt's goal in its replay", () => {
  it("is the named day's goal when the record starts from that day's set-up", () => {
    expect(dailyGoalOf(options, day.text, TODAY)?.id).toBe(dailyChallenge(day).drill.id);
  });
  it("is none for another day's set-up, a date that is no challenge day, or no day named", () => {
    expect(dailyGoalOf(options, "2026-12-02", TODAY)).toBeNull();
    expect(dailyGoalOf(options, "2026-02-30", TODAY)).toBeNull();
    expect(dailyGoalOf(options, undefined, TODAY)).toBeNull();
  });
});
