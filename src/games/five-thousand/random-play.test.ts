// Hundreds of seeded games of random legal play, checked against what the log says happened.
import { describe, expect, it } from "vitest";
import { dieFrom, seeded } from "../../test-prng.ts";
import { fiveThousandBotChoice } from "./bot.ts";
import { rollOffThrow } from "./roll-off.ts";
import { scoreSelection, subsetsOf } from "./scoring.ts";
import { newFiveThousandGame, type FiveThousandOptions, type FiveThousandState } from "./state.ts";
import { must } from "./test-helpers.ts";
import { bank, setAside, throwDice } from "./turn.ts";
import { diceToThrow } from "./turn-total.ts";

function step(s: FiveThousandState, random: () => number): FiveThousandState {
  const d6 = () => dieFrom(random);
  const throwHand = (st: FiveThousandState) =>
    must(throwDice(st, Array.from({ length: diceToThrow(st.turn!) }, d6)));
  if (s.rollOff) return must(rollOffThrow(s, d6()));
  const turn = s.turn!;
  if (!turn.thrown) return throwHand(s);
  if (random() < 0.6) {
    const choice = fiveThousandBotChoice(s)!;
    const picked = choice.setAside.length > 0 ? must(setAside(s, choice.setAside)) : s;
    return choice.then === "bank" ? must(bank(picked)) : throwHand(picked);
  }
  const free = turn.thrown.flatMap((_, i) => (turn.picked.includes(i) ? [] : [i]));
  const picks = subsetsOf(free.length)
    .map((sub) => setAside(s, sub.map((k) => free[k])))
    .flatMap((r) => (r.ok ? [r.state] : []));
  const next = turn.picked.length > 0 && random() < 0.3 ? s : picks[Math.floor(random() * picks.length)];
  const banked = random() < 0.35 ? bank(next) : null;
  return banked?.ok ? banked.state : throwHand(next);
}

function play(seed: number, options: Partial<FiveThousandOptions>): FiveThousandState {
  const random = seeded(seed);
  const names = ["Ana", "Ben", "Cy", "Dee"].slice(0, 1 + Math.floor(random() * 4));
  let s = must(newFiveThousandGame({ players: names, options }));
  for (let moves = 0; !s.winners; moves++) {
    if (moves > 20000) expect.fail(`game ${seed} did not end`);
    s = step(s, random);
  }
  return s;
}

/** Re-adds every turn from the set-aside dice in the log and checks each bank against it. */
function checkBanks(s: FiveThousandState) {
  const cycleValue = (groups: number[][]) =>
    s.options.recombine
      ? groups.flat().length && scoreSelection(groups.flat()).points
      : groups.reduce((sum, g) => sum + scoreSelection(g).points, 0);
  const banked = s.players.map(() => 0);
  const turns = s.players.map(() => 0);
  let closed = 0;
  let groups: number[][] = [];
  let current: number[] = [];
  const closeGroup = () => {
    if (current.length) groups.push(current);
    current = [];
  };
  for (const e of s.log) {
    if (e.type === "throw") closeGroup();
    if (e.type === "set-aside") current.push(...e.dice);
    if (e.type === "hot-dice") {
      closeGroup();
      closed += cycleValue(groups);
      groups = [];
    }
    if (e.type === "bank" || e.type === "lost") {
      closeGroup();
      const total = closed + cycleValue(groups);
      expect(e.points).toBe(total);
      if (e.type === "bank") {
        expect(total).toBeGreaterThanOrEqual(s.options.minimumToBank);
        banked[e.player] += total;
      }
      turns[e.player]++;
      closed = 0;
      groups = [];
    }
  }
  expect(s.players.map((p) => p.score)).toEqual(banked);
  expect(s.players.map((p) => p.turns)).toEqual(turns);
}

describe.each([
  ["the default table", {}],
  ["a 350 minimum", { minimumToBank: 350 }],
  ["recombining", { recombine: true }],
])("random legal play with %s", (_, options) => {
  it("always ends with the highest total winning after equal turns, and totals that add up", () => {
    for (let seed = 1; seed <= 150; seed++) {
      const s = play(seed * 7919, options);
      const scores = s.players.map((p) => p.score);
      const top = Math.max(...scores);
      expect(top).toBeGreaterThanOrEqual(5000);
      expect(s.winners).toEqual(scores.flatMap((v, i) => (v === top ? [i] : [])));
      expect(new Set(s.players.map((p) => p.turns)).size).toBe(1);
      checkBanks(s);
    }
  });
});
