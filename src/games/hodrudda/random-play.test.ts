// Hundreds of seeded games of random legal play, checked against what the log says happened.
import { describe, expect, it } from "vitest";
import { dieFrom, seeded } from "../../test-prng.ts";
import { hodruddaBotDecision } from "./bot.ts";
import { throwSpikes, winkee } from "./moves.ts";
import { newGame, setupHodrudda, TARGET, type HodruddaState } from "./state.ts";
import { must } from "./test-helpers.ts";

function playOut(start: HodruddaState, random: () => number): HodruddaState {
  const d6 = () => dieFrom(random);
  let s = start;
  for (let moves = 0; !s.outcome; moves++) {
    if (moves > 500) expect.fail("game did not end");
    const choice = random() < 0.5 ? hodruddaBotDecision(s) : s.caller !== null && random() < 0.3 ? "winkee" : "throw";
    s = choice === "winkee" ? must(winkee(s)) : must(throwSpikes(s, [d6(), d6()]));
  }
  return s;
}

/** Checks one finished game against its own log. */
function checkGame(s: HodruddaState) {
  const sums = s.players.map(() => 0);
  const out = new Set<number>();
  const busted = new Set<number>();
  let last: readonly [number, number] = [0, 0];
  for (const e of s.log) {
    if (e.type === "throw") {
      expect(out.has(e.player)).toBe(false);
      sums[e.player] += e.sum;
      last = e.dice;
    }
    if (e.type === "bust") {
      if (e.reason === "zilla") expect(last).toEqual([1, 1]);
      else expect(sums[e.player]).toBeGreaterThan(TARGET);
      busted.add(e.player);
    }
    if (e.type === "bust" || e.type === "winkee") out.add(e.player);
  }
  expect(s.players.map((p) => p.total)).toEqual(sums);
  s.players.forEach((p, i) => {
    expect(p.status === "bust").toBe(busted.has(i));
    if (p.status !== "bust") expect(p.total).toBeLessThanOrEqual(TARGET);
  });
  const o = s.outcome!;
  if (o.kind === "exact") {
    expect(s.players[o.winner].total).toBe(TARGET);
  } else if (o.kind === "highest") {
    expect(s.players.every((p) => p.status !== "in")).toBe(true);
    const w = s.players[o.winner];
    expect(w.status).toBe("stood");
    s.players.forEach((p, i) => {
      if (p.status !== "stood" || i === o.winner) return;
      expect(p.total).toBeLessThanOrEqual(w.total);
      if (p.total === w.total) expect(s.standOrder.indexOf(i)).toBeGreaterThan(s.standOrder.indexOf(o.winner));
    });
  } else {
    expect(s.players.every((p) => p.status === "bust")).toBe(true);
    expect(o.carried).toBe(s.pot);
  }
  expect(s.players.reduce((sum, p) => sum + p.chips, 0) + s.pot).toBe(0);
}

describe("random legal play of Hodrudda", () => {
  it("always ends with a valid winner or everyone bust, totals that add up and a pot that carries", () => {
    const kinds = { exact: 0, highest: 0, "all-bust": 0 };
    for (let session = 1; session <= 60; session++) {
      const random = seeded(session * 104729);
      const names = ["Ana", "Ben", "Cy", "Dee", "Eli"].slice(0, 2 + Math.floor(random() * 4));
      let s = playOut(must(setupHodrudda({ players: names, options: { ante: 1 + Math.floor(random() * 3) } })), random);
      for (let game = 1; game <= 8; game++) {
        checkGame(s);
        kinds[s.outcome!.kind]++;
        const carried = s.outcome!.kind === "all-bust" ? s.pot : 0;
        const next = must(newGame(s));
        expect(next.pot).toBe(carried + s.options.ante * names.length);
        s = playOut(next, random);
      }
    }
    expect(kinds.exact).toBeGreaterThan(0);
    expect(kinds.highest).toBeGreaterThan(0);
    expect(kinds["all-bust"]).toBeGreaterThan(0);
  });
});
