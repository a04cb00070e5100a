import { describe, expect, it } from "vitest";
import type { MoveResult } from "../move-result";
import { hooliganBotAction, type HooliganAction } from "./bot";
import { CATEGORIES, isNumberCategory, isStraight, type HooliganCategory } from "./categories";
import { choose, keep, score, throwDice } from "./moves";
import { diceToThrow, newHooliganGame, sheetTotal, totals, type HooliganState } from "./state";
import { diceFrom, pick, seeded } from "../../test-prng";

function perform(state: HooliganState, action: HooliganAction, random: () => number): MoveResult<HooliganState> {
  switch (action.type) {
    case "throw":
      return throwDice(state, diceFrom(random, action.count));
    case "choose":
      return choose(state, action.category);
    case "keep":
      return keep(state, action.positions);
    case "score":
      return score(state);
  }
}

/** Any move at all, legal or not: the engine must refuse the illegal ones. */
function randomAction(state: HooliganState, random: () => number): HooliganAction {
  const roll = random();
  if (roll < 0.45) return { type: "throw", count: Math.max(diceToThrow(state), 1) };
  if (roll < 0.75) return { type: "choose", category: pick(random, CATEGORIES) };
  if (roll < 0.92) return { type: "keep", positions: [0, 1, 2, 3, 4].filter(() => random() < 0.3) };
  return { type: "score" };
}

/** Fair dice, or for some games dice loaded towards one face so bonuses and straights come up often. */
function diceSource(random: () => number): () => number {
  if (random() < 0.5) return random;
  const favourite = 1 + Math.floor(random() * 6);
  return () => (random() < 0.6 ? (favourite - 0.5) / 6 : random());
}

/**
 * Recomputes every score from the throws in the log alone: bonus dice are banked only when all
 * five show the chosen number, and the last throw decides the rest.
 */
function checkScoresAgainstThrows(state: HooliganState, seed: number) {
  let dice: readonly number[] = [];
  let chosen: HooliganCategory | null = null;
  let bonuses = 0;
  let diceBanked = false;
  for (const e of state.log) {
    if (e.type === "throw") {
      dice = e.dice;
      diceBanked = false;
    } else if (e.type === "choose") chosen = e.category;
    else if (e.type === "bonus") {
      expect(dice.every((d) => d === chosen), `seed ${seed}: bonus without five of a kind`).toBe(true);
      bonuses++;
      diceBanked = true;
      expect(e.banked).toBe(5 * bonuses);
    } else if (e.type === "scored") {
      const expected =
        e.category === "H"
          ? isStraight(dice) ? 20 : 0
          : e.category * (5 * bonuses + (diceBanked ? 0 : dice.filter((d) => d === e.category).length));
      expect(e.points, `seed ${seed}: ${e.category} scored from ${dice.join(",")}`).toBe(expected);
      chosen = null;
      bonuses = 0;
      diceBanked = false;
    }
  }
}

function playOut(seed: number): { state: HooliganState; refusals: number } {
  const random = seeded(seed);
  const dice = diceSource(random);
  const names = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, i) => `P${i}`);
  const bots = names.map(() => random() < 0.5);
  let state = (newHooliganGame(names) as { ok: true; state: HooliganState }).state;
  let refusals = 0;
  for (let step = 0; step < 20000 && state.phase !== "over"; step++) {
    const seat = state.turn?.player ?? 0;
    const botTurn = state.phase === "playing" && bots[seat];
    const action = botTurn ? hooliganBotAction(state)! : randomAction(state, random);
    const result = perform(state, action, action.type === "throw" ? dice : random);
    if (result.ok) state = result.state;
    else if (botTurn) throw new Error(`the bot's move was refused: ${result.reason}`);
    else refusals++;
  }
  return { state, refusals };
}

describe("Hooligan under random legal play", () => {
  it("always finishes seven full rounds with totals that add up and the right winners", () => {
    const seen = { fifteenDice: 0, firstThrowHooligan: 0, missedH: 0, discarded: 0, ties: 0 };
    for (let seed = 1; seed <= 300; seed++) {
      const { state } = playOut(seed);
      for (const e of state.log) {
        if (e.type === "scored" && e.category !== "H" && e.points === 15 * e.category) seen.fifteenDice++;
        if (e.type === "hooligan") seen.firstThrowHooligan++;
        if (e.type === "scored" && e.category === "H" && e.points === 0) seen.missedH++;
        if (e.type === "throw-discarded") seen.discarded++;
      }
      if (state.winners.length > 1) seen.ties++;
      expect(state.phase, `seed ${seed}`).toBe("over");
      state.sheets.forEach((sheet, player) => {
        for (const c of CATEGORIES) {
          const value = sheet[c];
          expect(value, `seed ${seed} player ${player} box ${c}`).not.toBeNull();
          if (isNumberCategory(c)) {
            expect(value! % c).toBe(0);
            expect(value!).toBeLessThanOrEqual(15 * c);
          } else {
            expect([0, 20]).toContain(value);
          }
        }
        const scored = state.log.filter((e) => e.type === "scored" && e.player === player);
        expect(scored).toHaveLength(7);
        expect(new Set(scored.map((e) => (e.type === "scored" ? e.category : null))).size).toBe(7);
        expect(scored.reduce((sum, e) => sum + (e.type === "scored" ? e.points : 0), 0)).toBe(sheetTotal(sheet));
      });
      const all = totals(state);
      const best = Math.max(...all);
      expect(state.winners.length).toBeGreaterThan(0);
      expect(state.winners).toEqual(all.flatMap((t, i) => (t === best ? [i] : [])));
      checkScoresAgainstThrows(state, seed);
      const over = state.log[state.log.length - 1];
      expect(over.type === "game-over" && over.totals).toEqual(all);
    }
    // The random games must actually reach the rare paths for the checks above to mean much.
    for (const [path, count] of Object.entries(seen)) expect(count, path).toBeGreaterThan(0);
  });
});
