import { describe, expect, it } from "vitest";
import { choose, keep, score, throwDice } from "./moves";
import { diceToThrow } from "./state";
import { must, play, solo, soloWith } from "./test-helpers";

describe("a Hooligan turn", () => {
  it("scores a first-throw straight as Hooligan at once and ends the turn", () => {
    const s = play(solo(), [2, 4, 3, 6, 5]);
    expect(s.sheets[0].H).toBe(20);
    expect(s.round).toBe(2);
    expect(s.turn?.throwsMade).toBe(0);
    expect(s.log.some((e) => e.type === "hooligan")).toBe(true);
  });

  it("does not give a first-throw straight to a player whose H is already filled", () => {
    const s = play(soloWith({ H: 0 }), [1, 2, 3, 4, 5]);
    expect(s.sheets[0].H).toBe(0);
    expect(s.turn?.throwsMade).toBe(1);
  });

  it("refuses a box before the first throw and one already filled", () => {
    expect(choose(solo(), 3).ok).toBe(false);
    const s = play(soloWith({ 3: 6 }), [3, 3, 1, 2, 2]);
    const r = choose(s, 3);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/already filled/);
  });

  it("sets aside the chosen number and throws only the other dice", () => {
    const s = play(solo(), [4, 1, 4, 2, 6], 4);
    expect(s.turn?.setAside).toEqual([true, false, true, false, false]);
    expect(diceToThrow(s)).toBe(3);
    const wrong = throwDice(s, [1, 2, 3, 4, 5]);
    expect(wrong.ok).toBe(false);
    const next = must(throwDice(s, [4, 3, 5]));
    expect(next.turn?.dice).toEqual([4, 4, 4, 3, 5]);
    expect(next.turn?.setAside).toEqual([true, true, true, false, false]);
  });

  it("never throws a set-aside die again", () => {
    const s = play(solo(), [4, 1, 4, 2, 6], 4, [1, 1, 1]);
    expect(s.turn?.dice).toEqual([4, 1, 4, 1, 1]);
    expect(diceToThrow(s)).toBe(3);
    const done = play(s, [4, 2, 2]);
    expect(done.sheets[0][4]).toBe(12);
  });

  it("refuses to let a player pick dice by hand when playing for a number", () => {
    const s = play(solo(), [4, 1, 4, 2, 6], 4);
    const r = keep(s, [1]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/set aside for you/);
  });

  it("throws all five again and forgets the throw when no box was chosen", () => {
    const s = play(solo(), [6, 6, 6, 2, 1]);
    expect(diceToThrow(s)).toBe(5);
    const next = play(s, [1, 1, 2, 3, 3]);
    expect(next.log.some((e) => e.type === "throw-discarded")).toBe(true);
    expect(next.turn?.dice).toEqual([1, 1, 2, 3, 3]);
    const done = play(next, 6, [2, 2, 5, 1, 1]);
    expect(done.sheets[0][6]).toBe(0);
  });

  it("scores the chosen number by itself after the third throw", () => {
    const s = play(solo(), [5, 1, 2, 2, 3], 5, [5, 1, 1, 1], [5, 2, 1]);
    expect(s.sheets[0][5]).toBe(15);
    expect(s.round).toBe(2);
  });

  it("makes the player choose after the third throw, even for a zero", () => {
    const s = play(solo(), [1, 2, 2, 3, 3], [1, 1, 2, 3, 4], [2, 2, 3, 4, 4]);
    expect(throwDice(s, [1, 2, 3, 4, 5]).ok).toBe(false);
    expect(score(s).ok).toBe(false);
    const done = play(s, 6);
    expect(done.sheets[0][6]).toBe(0);
    expect(done.round).toBe(2);
  });

  it("lets a player stop early once a box is chosen", () => {
    const s = play(solo(), [6, 6, 6, 6, 1], 6, "score");
    expect(s.sheets[0][6]).toBe(24);
  });
});

describe("the Hooligan bonus", () => {
  it("banks five of the chosen number after the first throw and throws all five again", () => {
    const s = play(solo(), [3, 3, 3, 3, 3], 3);
    expect(s.turn?.banked).toBe(5);
    expect(diceToThrow(s)).toBe(5);
    const done = play(s, [3, 1, 2, 3, 6], [3, 3, 1]);
    expect(done.sheets[0][3]).toBe(3 * (5 + 4));
  });

  it("counts at most fifteen dice when the bonus comes twice", () => {
    const once = play(solo(), [2, 2, 2, 2, 1], 2, [2]);
    expect(once.turn?.banked).toBe(5);
    const s = play(solo(), [2, 2, 2, 2, 2], 2, [2, 2, 2, 2, 2]);
    expect(s.turn?.banked).toBe(10);
    const done = play(s, [2, 2, 2, 2, 2]);
    expect(done.sheets[0][2]).toBe(2 * 15);
    expect(done.round).toBe(2);
  });

  it("gives no bonus for five of a kind on the third throw", () => {
    const s = play(solo(), [1, 2, 3, 3, 4], [1, 1, 2, 3, 4], [5, 5, 5, 5, 5]);
    const done = play(s, 5);
    expect(done.sheets[0][5]).toBe(25);
    expect(done.log.some((e) => e.type === "bonus")).toBe(false);
  });

  it("counts the banked five when the player stops right after a bonus", () => {
    const s = play(solo(), [4, 4, 4, 4, 4], 4, "score");
    expect(s.sheets[0][4]).toBe(20);
  });
});

describe("going for Hooligan", () => {
  it("keeps dice towards a straight and scores 20 when it is completed", () => {
    const s = play(solo(), [1, 2, 2, 4, 6], "H", { keep: [1, 3] });
    expect(diceToThrow(s)).toBe(3);
    const missed = play(s, [3, 3, 6]);
    expect(missed.turn?.throwsMade).toBe(2);
    const done = play(missed, { keep: [0, 4] }, [5]);
    expect(done.turn?.dice ?? []).toEqual([]);
    expect(done.sheets[0].H).toBe(20);
  });

  it("refuses kept dice that cannot be part of one straight", () => {
    const s = play(solo(), [1, 2, 2, 4, 6], "H");
    expect(keep(s, [1, 2]).ok).toBe(false);
    expect(keep(s, [0, 4]).ok).toBe(false);
    const kept = play(s, { keep: [0] });
    expect(keep(kept, [0]).ok).toBe(false);
    expect(keep(kept, [4]).ok).toBe(false);
  });

  it("scores 0 in H after three throws without a straight, for good", () => {
    const s = play(solo(), [1, 1, 1, 4, 4], "H", [1, 1, 1, 4, 4], [1, 1, 1, 4, 4]);
    expect(s.sheets[0].H).toBe(0);
    const later = play(s, [1, 2, 3, 4, 5]);
    expect(later.sheets[0].H).toBe(0);
    expect(later.turn?.throwsMade).toBe(1);
    expect(choose(later, "H").ok).toBe(false);
  });

  it("forces H in the seventh round when it is still empty", () => {
    const s = soloWith({ 1: 3, 2: 4, 3: 9, 4: 8, 5: 10, 6: 18 });
    expect(s.round).toBe(7);
    expect(s.turn?.chosen).toBe("H");
    expect(choose(play(s, [1, 1, 2, 3, 3]), 1).ok).toBe(false);
    const done = play(s, [1, 1, 2, 3, 3], { keep: [0, 2, 3] }, [5, 5], { keep: [1] }, [4]);
    expect(done.sheets[0].H).toBe(20);
    expect(done.phase).toBe("over");
    expect(done.winners).toEqual([0]);
  });

  it("still pays 20 for a first-throw straight in the seventh round", () => {
    const done = play(soloWith({ 1: 3, 2: 4, 3: 9, 4: 8, 5: 10, 6: 18 }), [6, 5, 4, 3, 2]);
    expect(done.sheets[0].H).toBe(20);
    expect(done.phase).toBe("over");
  });
});
