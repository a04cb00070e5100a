import { describe, expect, it } from "vitest";
import { MEDAL_POINTS, NEW_RECORD, SET_SIZE, atSilver, keptPoints, marksFromHands, medalFor, recordAttempt, setPoints, type DrillRecord } from "./sets";

const CLUB = MEDAL_POINTS.club;
const s = (points: number, passed = points >= 5) => ({ points, passed });
const play = (points: number[], from: DrillRecord = NEW_RECORD) => points.reduce((r, p) => recordAttempt(r, CLUB, s(p)).record, from);

describe("a set of ten attempts scored by quality", () => {
  it("awards the medal of the set's quality points at the marks, boundaries included", () => {
    expect(medalFor(CLUB, 14.99)).toBeNull();
    expect(medalFor(CLUB, 15)).toBe("bronze");
    expect(medalFor(CLUB, 24.99)).toBe("bronze");
    expect(medalFor(CLUB, 25)).toBe("silver");
    expect(medalFor(CLUB, 35)).toBe("gold");
    expect(medalFor(MEDAL_POINTS["first steps"], 35)).toBe("silver");
  });

  it("finishes a set on the tenth attempt, adding fractional quality points to the hundredth", () => {
    const nine = play(new Array(SET_SIZE - 1).fill(3.456));
    expect(nine.set).toHaveLength(9);
    expect(nine.set[0]).toBe(3.46);
    const tenth = recordAttempt(nine, CLUB, s(3.1));
    expect(tenth.finished).toEqual({ points: 34.24, medal: "silver", newBest: true });
    expect(tenth.record).toMatchObject({ set: [], sets: 1, best: 34.24, medal: "silver" });
  });

  it("keeps the best set and the best medal when a later set is worse", () => {
    const good = play(new Array(10).fill(4));
    const worse = play(new Array(10).fill(1), good);
    expect(worse).toMatchObject({ best: 40, medal: "gold", sets: 2 });
  });

  it("counts flicks at the silver standard in a row, not what happened", () => {
    // Club silver is 25 of 50: 2.5 a flick.
    expect(atSilver(CLUB, 2.5)).toBe(true);
    expect(atSilver(CLUB, 2.49)).toBe(false);
    const r = [2.5, 4, 3, 1].reduce((rec, p, i) => recordAttempt(rec, CLUB, s(p, i === 3)).record, NEW_RECORD);
    expect(r).toMatchObject({ streak: 0, bestStreak: 3, passes: 1, attempts: 4 });
    // A flick that passed by luck does not make a streak; a good flick that missed does.
    const lucky = recordAttempt(NEW_RECORD, CLUB, s(0.4, true)).record;
    expect(lucky).toMatchObject({ streak: 0, passes: 1 });
    const unlucky = recordAttempt(NEW_RECORD, CLUB, s(4.2, false)).record;
    expect(unlucky).toMatchObject({ streak: 1, passes: 0 });
  });

  it("keeps points between 0 and 5 to the hundredth", () => {
    expect(keptPoints(5.3)).toBe(5);
    expect(keptPoints(-1)).toBe(0);
    expect(keptPoints(1.005)).toBeCloseTo(1, 2);
    expect(setPoints({ set: [0.1, 0.2] })).toBe(0.3);
  });
});

describe("a drill's marks from the hands' measured points", () => {
  it("puts bronze at a beginner's set, silver at a club player's, gold at a steady hand's", () => {
    expect(marksFromHands({ beginner: 2.04, club: 3.1, steady: 4.26 })).toEqual({ bronze: 20.5, silver: 31, gold: 42.5 });
  });

  it("keeps the marks in order, a point apart, bronze at least 2 and gold at most 50", () => {
    expect(marksFromHands({ beginner: 0.1, club: 0.1, steady: 0.1 })).toEqual({ bronze: 2, silver: 3, gold: 4 });
    expect(marksFromHands({ beginner: 5, club: 5, steady: 5 })).toEqual({ bronze: 48, silver: 49, gold: 50 });
    const m = marksFromHands({ beginner: 3, club: 2, steady: 4 });
    expect(m.bronze).toBeLessThan(m.silver);
    expect(m.silver).toBeLessThan(m.gold);
  });
});
