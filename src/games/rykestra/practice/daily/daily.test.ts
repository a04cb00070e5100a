import { describe, expect, it } from "vitest";
import { sectorOf } from "../../../../geometry/mat";
import { drillById } from "../drills";
import { positionRefusal, practiceDieIds } from "../position";
import { FIRST_DAY, dailyChallenge, dayAt, dayNumber, dayOf, readDay, TIER_OF_WEEKDAY, type Day } from ".";

const TODAY = dayOf(dayNumber(2026, 12, 2));
const day = (text: string): Day => {
  const r = readDay(text, TODAY);
  if (!r.ok) throw new Error(r.reason);
  return r.day;
};
const refusal = (text: string, today = TODAY): string => {
  const r = readDay(text, today);
  if (r.ok) throw new Error(`${text} was taken`);
  return r.reason;
};

describe("challenge days", () => {
  it("counts days from 1970-01-01 both ways, through leap days and centuries", () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayOf(0).text).toBe("1970-01-01");
    expect(dayNumber(2000, 3, 1) - dayNumber(2000, 2, 28)).toBe(2);
    expect(dayNumber(2100, 3, 1) - dayNumber(2100, 2, 28)).toBe(1);
    for (let n = dayNumber(2024, 1, 1); n < dayNumber(2029, 1, 1); n++) {
      const d = dayOf(n);
      expect(dayNumber(d.year, d.month, d.date)).toBe(n);
    }
    expect(TODAY.weekday).toBe(2); // a Wednesday
  });

  it("puts a moment in its UTC day, whatever the machine's time zone", () => {
    const midnight = Date.UTC(2026, 11, 2);
    expect(dayAt(midnight - 1).text).toBe("2026-12-01");
    expect(dayAt(midnight).text).toBe("2026-12-02");
    expect(dayAt(midnight + 86_400_000 - 1).text).toBe("2026-12-02");
  });

  it("takes real dates from the first challenge to today", () => {
    expect(day("2026-12-02")).toEqual(TODAY);
    expect(day("2026-01-01")).toEqual(FIRST_DAY);
    const leap = readDay("2028-02-29", dayOf(dayNumber(2028, 3, 1)));
    expect(leap.ok && leap.day.text).toBe("2028-02-29");
  });

  it("refuses in words what is not a challenge day", () => {
    expect(refusal("2026-02-30")).toBe("There is no 30 February 2026: February 2026 has 28 days.");
    expect(refusal("2026-13-01")).toContain("months 01 to 12");
    expect(refusal("2026-04-31")).toContain("April 2026 has 30 days");
    expect(refusal("yesterday")).toBe("“yesterday” is not a date. Write it as year-month-day, like 2026-12-02.");
    expect(refusal("2026-12-2")).toContain("is not a date");
    expect(refusal("2025-12-31")).toContain("began on Thursday 1 January 2026");
    expect(refusal("2026-12-03")).toBe(
      "The challenge for Thursday 3 December 2026 is not out yet: each day's opens at midnight UTC, and today (UTC) is Wednesday 2 December 2026.",
    );
    expect(refusal("9999-12-31")).toContain("not out yet");
    expect(refusal("x".repeat(200)).length).toBeLessThan(120);
  });
});

describe("the daily challenge", () => {
  it("is the same position, goal and seed for the same date", () => {
    const a = dailyChallenge(day("2026-12-02"));
    const b = dailyChallenge(dayOf(dayNumber(2026, 12, 2)));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    // Pinned: a change here changes every device's table for this day.
    expect({ base: a.base, mirrored: a.mirrored, seed: a.seed }).toMatchSnapshot();
    expect({ position: a.drill.position, goal: a.drill.goal }).toMatchSnapshot();
  });

  it("differs from day to day", () => {
    const seen = new Set<string>();
    for (let n = 0; n < 60; n++) {
      const c = dailyChallenge(dayOf(TODAY.number - n));
      seen.add(JSON.stringify([c.drill.position, c.drill.goal]));
      expect(c.drill.id).toBe(`daily-${dayOf(TODAY.number - n).text}`);
    }
    expect(seen.size).toBe(60);
    expect(dailyChallenge(day("2026-12-01")).seed).not.toBe(dailyChallenge(TODAY).seed);
  });

  it("takes no drill twice in a week", () => {
    for (let monday = dayNumber(2026, 1, 5); monday < dayNumber(2027, 1, 4); monday += 7) {
      const bases = Array.from({ length: 7 }, (_, i) => dailyChallenge(dayOf(monday + i)).base);
      expect(new Set(bases).size).toBe(7);
    }
  });

  it("makes a fair one-throw position of its weekday's tier every day of a year", () => {
    for (let n = FIRST_DAY.number; n < FIRST_DAY.number + 366; n++) {
      const c = dailyChallenge(dayOf(n));
      const { drill } = c;
      expect(drill.tier).toBe(TIER_OF_WEEKDAY[c.day.weekday]);
      expect(drill.throws).toBe(1);
      expect(positionRefusal(drill.position)).toBeNull();
      const base = drillById(c.base)!;
      expect(drill.goal.kind).toBe(base.goal.kind);
      expect(drill.position.dice.length).toBe(base.position.dice.length);
      // Every die within the nudge of where the drill (mirrored or not) has it.
      drill.position.dice.forEach((d, i) => {
        const b = base.position.dice[i];
        expect(Math.abs(d.x - (c.mirrored ? -b.x : b.x))).toBeLessThanOrEqual(1.25);
        expect(Math.abs(d.z - b.z)).toBeLessThanOrEqual(1.25);
      });
      const g = drill.goal;
      if (g.kind === "clear-sector") {
        const t = drill.position.dice[practiceDieIds(drill.position).indexOf(g.target)];
        expect(sectorOf(t)).toBe(g.sector);
      }
      if (g.kind === "land-in") {
        expect(Math.max(Math.abs(g.area.x), Math.abs(g.area.z)) + g.area.r).toBeLessThanOrEqual(15);
      }
    }
  });
});
