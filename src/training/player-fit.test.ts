import { describe, expect, it } from "vitest";
import { DRILLS } from "../games/rykestra/practice/drills";
import { MEASURED } from "./measured-rates";
import { MIN_FIT_ATTEMPTS, PLACES, TARGET_RATE, fitPlace, fractionWords, placeWords, predictRates, rateAt, suggestNext, suggestionWords, type FitAttempt, type RateTable } from "./player-fit";

/** Attempts whose pass rates are exactly what the table predicts at place `s`, cycling through the drills. */
const attemptsAt = (s: number, n: number, from = 0): FitAttempt[] =>
  Array.from({ length: n }, (_, i) => {
    const d = DRILLS[(from + i) % DRILLS.length];
    return { drill: d.id, passRate: rateAt(MEASURED[d.id].rates, s) };
  });

const rates = (r: number, step = 0.1) => ({ random: r, beginner: r + step, club: r + 2 * step, steady: r + 3 * step, perfect: r + 4 * step });

describe("a drill's predicted pass rate", () => {
  it("is the measured rate at each hand's place and a straight line between", () => {
    const r = MEASURED["fs-far"].rates;
    PLACES.forEach((h, i) => expect(rateAt(r, i)).toBeCloseTo(r[h], 12));
    expect(rateAt(r, 2.25)).toBeCloseTo(0.75 * r.club + 0.25 * r.steady, 12);
  });

  it("holds at the ends beyond the ladder", () => {
    const r = MEASURED["fs-far"].rates;
    expect(rateAt(r, -1)).toBe(r.random);
    expect(rateAt(r, 9)).toBe(r.perfect);
  });

  it("is given for every drill of the library", () => {
    const all = predictRates(2, MEASURED);
    expect(Object.keys(all).sort()).toEqual(DRILLS.map((d) => d.id).sort());
  });
});

describe("the player's place on the ladder", () => {
  it("is found again from attempts made at a known place", () => {
    for (const s of [0.5, 1.7, 2.5, 3.4]) expect(fitPlace(attemptsAt(s, 30), MEASURED)!.s).toBeCloseTo(s, 1);
  });

  it("waits for enough attempts with a quality, ignoring those without", () => {
    const few = attemptsAt(2, MIN_FIT_ATTEMPTS - 1);
    expect(fitPlace(few, MEASURED)).toBeNull();
    const withOld = [...few, { drill: "fs-centre" }, { drill: "fs-near" }];
    expect(fitPlace(withOld, MEASURED)).toBeNull();
    expect(fitPlace([...withOld, ...attemptsAt(2, 1, 20)], MEASURED)!.used).toBe(MIN_FIT_ATTEMPTS);
  });

  it("ignores attempts at drills it has no measurements for", () => {
    const fit = fitPlace([...attemptsAt(3, 10), { drill: "no-such-drill", passRate: 0 }], MEASURED);
    expect(fit!.used).toBe(10);
    expect(fit!.s).toBeCloseTo(3, 1);
  });

  it("follows a player who improves: recent attempts weigh more", () => {
    const fit = fitPlace([...attemptsAt(1, 33), ...attemptsAt(3, 33)], MEASURED)!;
    expect(fit.s).toBeGreaterThan(2.25);
    expect(fitPlace([...attemptsAt(3, 33), ...attemptsAt(1, 33)], MEASURED)!.s).toBeLessThan(1.75);
  });

  it("is said as the nearest hand or between two", () => {
    expect(placeWords(3.1)).toBe("about level with the strong computer's steady hand");
    expect(placeWords(1.5)).toBe("between a beginner's hand and a club player's hand");
  });
});

describe("the next drill", () => {
  it("is the drill predicted nearest a pass 3 times in 4", () => {
    const attempts = attemptsAt(2.2, 25);
    const s = suggestNext(attempts, DRILLS, MEASURED)!;
    expect(s.kind).toBe("fit");
    if (s.kind !== "fit") return;
    const predicted = predictRates(s.fit.s, MEASURED);
    const gaps = DRILLS.map((d) => Math.abs(predicted[d.id] - TARGET_RATE));
    expect(Math.abs(s.predicted - TARGET_RATE)).toBeLessThanOrEqual(Math.min(...gaps) + 0.005);
    expect(s.predicted).toBeCloseTo(predicted[s.drill.id], 12);
  });

  it("of two drills equally fitting, is not the one just played", () => {
    const table: RateTable = { a: { rates: rates(0.35) }, b: { rates: rates(0.35) }, c: { rates: rates(0.05) } };
    const drills = ["a", "b", "c"].map((id) => ({ ...DRILLS[0], id, name: id.toUpperCase() }));
    const played = (last: string): FitAttempt[] => [...Array.from({ length: 6 }, () => ({ drill: "c", passRate: 0.35 })), { drill: last, passRate: 0.75 }];
    expect(suggestNext(played("a"), drills, table)!.drill.id).toBe("b");
    expect(suggestNext(played("b"), drills, table)!.drill.id).toBe("a");
  });

  it("with too few attempts, is the first first-steps drill not yet tried", () => {
    const s = suggestNext([{ drill: DRILLS[0].id, passRate: 0.5 }, { drill: DRILLS[1].id }], DRILLS, MEASURED)!;
    expect(s).toMatchObject({ kind: "start", usable: 1 });
    expect(s.drill.id).toBe(DRILLS[2].id);
    expect(s.drill.tier).toBe("first steps");
    expect(suggestNext([], DRILLS, MEASURED)!.drill.id).toBe(DRILLS[0].id);
  });

  it("is said in plain words", () => {
    const s = suggestNext(attemptsAt(2.2, 25), DRILLS, MEASURED)!;
    expect(suggestionWords(s)).toMatch(new RegExp(`^Suggested next: ${s.drill.name} — you pass about \\d in \\d+ of these$`));
    expect(suggestionWords(suggestNext([], DRILLS, MEASURED)!)).toMatch(/^Suggested next: .+ — a few more drills \(0 of 5 so far\)/);
  });
});

describe("a rate in words", () => {
  it("is the nearest plain fraction", () => {
    expect(fractionWords(0.75)).toBe("about 3 in 4");
    expect(fractionWords(0.52)).toBe("about 1 in 2");
    expect(fractionWords(0.68)).toBe("about 2 in 3");
    expect(fractionWords(0.91)).toBe("about 9 in 10");
    expect(fractionWords(0.1)).toBe("about 1 in 10");
  });

  it("says hardly any and nearly all at the ends", () => {
    expect(fractionWords(0.01)).toBe("hardly any");
    expect(fractionWords(0.99)).toBe("nearly all");
  });
});
