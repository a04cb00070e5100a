import { describe, expect, it } from "vitest";
import type { MoveResult } from "../move-result";
import { hooliganBotAction, type HooliganAction } from "./bot";
import { CATEGORIES, isNumberCategory } from "./categories";
import { choose, keep, score, throwDice } from "./moves";
import { diceToThrow, newHooliganGame, sheetTotal, totals, type HooliganState } from "./state";
import { diceFrom, pick, prng } from "./test-prng";

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

function playOut(seed: number): { state: HooliganState; refusals: number } {
  const random = prng(seed);
  const names = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, i) => `P${i}`);
  const bots = names.map(() => random() < 0.5);
  let state = (newHooliganGame(names) as { ok: true; state: HooliganState }).state;
  let refusals = 0;
  for (let step = 0; step < 20000 && state.phase !== "over"; step++) {
    const seat = state.turn?.player ?? 0;
    const botTurn = state.phase === "playing" && bots[seat];
    const action = botTurn ? hooliganBotAction(state)! : randomAction(state, random);
    const result = perform(state, action, random);
    if (result.ok) state = result.state;
    else if (botTurn) throw new Error(`the bot's move was refused: ${result.reason}`);
    else refusals++;
  }
  return { state, refusals };
}

describe("Hooligan under random legal play", () => {
  it("always finishes seven full rounds with totals that add up and the right winners", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { state } = playOut(seed);
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
      const over = state.log[state.log.length - 1];
      expect(over.type === "game-over" && over.totals).toEqual(all);
    }
  });
});
