import { describe, expect, it } from "vitest";
import type { MoveResult } from "../move-result";
import { CENTRE, RUN_LINES } from "./board";
import { dicePokerBotAction, type DicePokerAction } from "./bot";
import { bounceTargets, legalSquares } from "./legal";
import { bounce, place, rethrow, stand, throwDice } from "./moves";
import { chipsOnBoard, eventsSince, RECENT_EVENTS, newDicePokerGame, runsOf, type DicePokerEvent, type DicePokerState } from "./state";
import { diceFrom, pick, seeded } from "../../test-prng";

function perform(state: DicePokerState, action: DicePokerAction, random: () => number): MoveResult<DicePokerState> {
  switch (action.type) {
    case "throw":
      return throwDice(state, diceFrom(random, action.count));
    case "rethrow":
      return rethrow(state, action.positions, diceFrom(random, action.positions.length));
    case "stand":
      return stand(state);
    case "place":
      return place(state, action.square);
    case "bounce":
      return bounce(state, action.square);
  }
}

/** A random player: any legal move, chosen uniformly among the kinds open to it. */
function randomAction(state: DicePokerState, random: () => number): DicePokerAction {
  if (state.phase === "rolloff") return { type: "throw", count: 1 };
  if (state.phase === "placing") {
    const moves: DicePokerAction[] = [
      ...legalSquares(state).map((square) => ({ type: "place" as const, square })),
      ...bounceTargets(state).map((square) => ({ type: "bounce" as const, square })),
    ];
    return pick(random, moves);
  }
  if (state.throwsMade === 0) return { type: "throw", count: 5 };
  if (random() < 0.3) return { type: "stand" };
  const positions = [0, 1, 2, 3, 4].filter(() => random() < 0.5);
  return positions.length === 0 ? { type: "stand" } : { type: "rethrow", positions };
}

const TEAM_SHAPES = [
  [2, 1],
  [3, 1],
  [2, 2],
  [3, 2],
  [2, 3],
  [3, 3],
  [2, 4],
  [3, 4],
  [2, 6],
];

function playOut(seed: number) {
  const random = seeded(seed);
  const [sideCount, teamSize] = pick(random, TEAM_SHAPES);
  const names = ["Red", "Blue", "Green"].slice(0, sideCount);
  const setup = names.map((name) => ({ name, players: Array.from({ length: teamSize }, (_, i) => `${name}${i}`) }));
  const bots = names.map(() => random() < 0.5);
  let state = (newDicePokerGame(setup) as { ok: true; state: DicePokerState }).state;
  // The whole story, gathered move by move (the state keeps only the latest events).
  const events: DicePokerEvent[] = [];
  for (let step = 0; step < 200000 && state.phase !== "over"; step++) {
    const side = state.current;
    const botTurn = side !== null && bots[side];
    const action = botTurn ? dicePokerBotAction(state)! : randomAction(state, random);
    const result = perform(state, action, random);
    if (!result.ok) throw new Error(`seed ${seed}: ${action.type} refused: ${result.reason}`);
    events.push(...eventsSince(state, result.state));
    state = result.state;
  }
  expect(state.recent).toEqual(events.slice(-RECENT_EVENTS));
  expect(state.eventCount).toBe(events.length);
  return { state, events };
}

describe("Dice Poker under random legal play", () => {
  it("always ends with one side holding two valid runs and every chip accounted for", () => {
    const seen = { bounce: 0, lucky: 0, wild: 0, covered: 0, threeSides: 0, teams: 0 };
    for (let seed = 1; seed <= 200; seed++) {
      const { state, events } = playOut(seed);
      for (const e of events) {
        if (e.type === "bounce") seen.bounce++;
        if (e.type === "place" && e.combination.startsWith("lucky")) seen.lucky++;
        if (e.type === "hand" && e.hand.kind === "five-of-a-kind") seen.wild++;
        if (e.type === "no-chip" && e.reason === "covered") seen.covered++;
      }
      if (state.sides.length === 3) seen.threeSides++;
      if (state.sides[0].players.length > 1) seen.teams++;
      expect(state.phase, `seed ${seed}`).toBe("over");
      const winner = state.winner!;
      const runs = runsOf(state, winner);
      expect(runs.length).toBeGreaterThanOrEqual(2);
      // Each later run holds four chips (the free centre is none) that the earlier one does not.
      runs.forEach((a, i) =>
        runs.slice(i + 1).forEach((b) => expect(b.filter((s) => s !== CENTRE && !a.includes(s)).length).toBeGreaterThanOrEqual(4)),
      );
      for (const run of runs) {
        expect(RUN_LINES.some((line) => line.every((s, i) => s === run[i]))).toBe(true);
        expect(run.every((s) => s === CENTRE || state.board[s] === winner)).toBe(true);
      }
      state.sides.forEach((side, i) => {
        if (i !== winner) expect(runsOf(state, i).length).toBeLessThan(2);
        const placed = events.filter((e) => e.type === "place" && e.side === i).length;
        const bounced = events.filter((e) => e.type === "bounce" && e.owner === i).length;
        expect(chipsOnBoard(state, i)).toBe(placed - bounced);
        expect(side.chipsLeft + chipsOnBoard(state, i)).toBe(i < 2 || state.sides.length === 2 ? 50 : 35);
      });
      expect(state.board[CENTRE]).toBeNull();
      // Two runs need at least eight chips of the winner's own, even crossing on the free centre.
      expect(events.filter((e) => e.type === "place" && e.side === winner).length).toBeGreaterThanOrEqual(8);
      const wins = events.filter((e) => e.type === "win");
      expect(wins).toEqual([{ type: "win", side: winner }]);
    }
    // The random games must actually reach the rare paths for the checks above to mean much.
    for (const [path, count] of Object.entries(seen)) expect(count, path).toBeGreaterThan(0);
  });
});
