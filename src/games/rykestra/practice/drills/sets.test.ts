import { describe, expect, it } from "vitest";
import type { Grade } from "./goals";
import { NEW_RECORD, SET_SIZE, medalFor, recordAttempt, type DrillRecord } from "./sets";

const g = (points: number): Grade => ({ points, passed: points >= 5, reason: "" });
const play = (points: number[], from: DrillRecord = NEW_RECORD) => points.reduce((r, p) => recordAttempt(r, "club", g(p)).record, from);

describe("a set of ten attempts", () => {
  it("awards the medal of the set's points at the tier's thresholds", () => {
    expect(medalFor("club", 14)).toBeNull();
    expect(medalFor("club", 15)).toBe("bronze");
    expect(medalFor("club", 25)).toBe("silver");
    expect(medalFor("club", 35)).toBe("gold");
    expect(medalFor("first steps", 35)).toBe("silver");
  });

  it("finishes a set on the tenth attempt and starts the next empty", () => {
    const nine = play(new Array(SET_SIZE - 1).fill(5));
    expect(nine.set).toHaveLength(9);
    const tenth = recordAttempt(nine, "club", g(3));
    expect(tenth.finished).toEqual({ points: 48, medal: "gold", newBest: true });
    expect(tenth.record).toMatchObject({ set: [], sets: 1, best: 48, medal: "gold" });
  });

  it("keeps the best set and the best medal when a later set is worse", () => {
    const good = play(new Array(10).fill(4));
    const worse = play(new Array(10).fill(1), good);
    expect(worse).toMatchObject({ best: 40, medal: "gold", sets: 2 });
  });

  it("counts passes in a row across sets and breaks the streak on a miss", () => {
    const r = play([5, 5, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(r.streak).toBe(9);
    expect(r.bestStreak).toBe(9);
    expect(play([0], r)).toMatchObject({ streak: 0, bestStreak: 9 });
  });
});
