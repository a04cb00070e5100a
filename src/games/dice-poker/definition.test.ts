import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SettledDie } from "../../geometry/types";
import { diceFrom, pick, seeded } from "../../test-prng";
import { notYourTurn } from "../definition";
import { deepFreeze, expectSafeApply, expectSafeSetup, garbage, garbageMove } from "../definition-fuzz";
import { expectJsonSafeMove } from "../definition-testing";
import { must, refusal } from "../test-moves";
import { dicePokerBotAction } from "./bot";
import { bounceTargets, legalSquares } from "./legal";
import { runsOf } from "./state";
import { dicePokerGame as game, type DicePokerMove, type DicePokerTable } from "./definition";

const TWO = { sides: [{ name: "Red", players: ["Ann"] }, { name: "Blue", players: ["Ben"] }] };
const TEAMS = {
  sides: [
    { name: "Red", players: ["Ann", "Al"] },
    { name: "Blue", players: ["Ben", "Bo"] },
    { name: "Green", players: ["Cy", "Cat"] },
  ],
};

/** A die at rest in the tray showing `value`, as the table would hand it over. */
const settledD6 = (id: string, value: number): SettledDie => ({
  id,
  kind: "d6",
  faceIndex: 0,
  value,
  label: String(value),
  tilt: 0 as SettledDie["tilt"],
  cocked: false,
  position: [0, 1, 0],
  quaternion: [0, 0, 0, 1],
  offMat: false,
  settled: true,
});

/**
 * Any legal move for a seat that may act now, the throws read from seeded dice through
 * throwMove. Sides in `bots` choose as the engine's computer player does, so games end in
 * reasonable time (purely random placing can take very long to make two runs).
 */
function randomMove(state: DicePokerTable, random: () => number, bots: readonly boolean[]): { seat: number; move: DicePokerMove } {
  const request = game.throwRequest(state);
  if (request) {
    const values = diceFrom(random, request.dice.length);
    return { seat: request.seat, move: game.throwMove(state, request.dice.map((d, i) => settledD6(d.id, values[i]))) };
  }
  const seat = pick(random, game.actors(state));
  const g = state.game;
  if (g.phase === "over") return { seat, move: { type: "next-game" } };
  const bot = g.current !== null && bots[g.current] ? dicePokerBotAction(g) : null;
  if (bot && bot.type !== "throw") return { seat, move: bot };
  if (g.phase === "placing") {
    const moves: DicePokerMove[] = [
      ...legalSquares(g).map((square) => ({ type: "place" as const, square })),
      ...bounceTargets(g).map((square) => ({ type: "bounce" as const, square })),
    ];
    return { seat, move: pick(random, moves) };
  }
  const positions = [0, 1, 2, 3, 4].filter(() => random() < 0.5);
  return { seat, move: random() < 0.3 || positions.length === 0 ? { type: "stand" } : { type: "rethrow", positions } };
}

function playOut(seed: number, options: unknown = TWO, onStep?: (state: DicePokerTable, seat: number, move: DicePokerMove) => void) {
  const random = seeded(seed);
  let state = must(game.setup(options));
  const bots = state.game.sides.map(() => random() < 0.6);
  let steps = 0;
  while (!game.isOver(state) && steps++ < 50000) {
    const { seat, move } = randomMove(state, random, bots);
    onStep?.(state, seat, move);
    state = must(game.apply(state, seat, move));
  }
  return state;
}

describe("Dice Poker's setup", () => {
  it("accepts two single players, three teams and chips of its own", () => {
    expect(game.seats(must(game.setup(TWO)))).toBe(2);
    expect(game.seats(must(game.setup(TEAMS)))).toBe(6);
    expect(must(game.setup({ ...TWO, chips: [20, 30] })).game.sides.map((s) => s.chipsLeft)).toEqual([20, 30]);
  });

  it.each([
    ["no options", undefined],
    ["a list instead of options", [TWO]],
    ["no sides", {}],
    ["one side", { sides: [TWO.sides[0]] }],
    ["four sides", { sides: [...TEAMS.sides, { name: "Gold", players: ["Di", "Dee"] }] }],
    ["a side without a name", { sides: [{ players: ["Ann"] }, TWO.sides[1]] }],
    ["a side with a blank name", { sides: [{ name: "  ", players: ["Ann"] }, TWO.sides[1]] }],
    ["players that are not a list", { sides: [{ name: "Red", players: "Ann" }, TWO.sides[1]] }],
    ["a player that is a number", { sides: [{ name: "Red", players: [7] }, TWO.sides[1]] }],
    ["a side of nobody", { sides: [{ name: "Red", players: [] }, TWO.sides[1]] }],
    ["teams of different sizes", { sides: [{ name: "Red", players: ["Ann", "Al"] }, TWO.sides[1]] }],
    ["too many players", { sides: TWO.sides.map((s, i) => ({ ...s, players: Array.from({ length: 7 }, (_, j) => `P${i}${j}`) })) }],
    ["two sides of one name", { sides: [TWO.sides[0], { ...TWO.sides[1], name: "Red" }] }],
    ["chips that are NaN", { ...TWO, chips: [NaN, 50] }],
    ["no chips at all", { ...TWO, chips: [0, 50] }],
    ["chips for the wrong number of sides", { ...TWO, chips: [50] }],
    ["a field it does not know", { ...TWO, target: 3 }],
  ])("refuses %s with a reason", (_, options) => {
    expect(refusal(game.setup(options)).length).toBeGreaterThan(0);
  });

  it("refuses garbage options without throwing", () => {
    fc.assert(fc.property(garbage(), (options) => expectSafeSetup(game, options)), { numRuns: 300 });
    fc.assert(
      fc.property(fc.record({ sides: fc.array(fc.record({ name: garbage(), players: garbage() }), { maxLength: 4 }), chips: garbage() }), (o) =>
        expectSafeSetup(game, o),
      ),
      { numRuns: 300 },
    );
  });
});

describe("Dice Poker's moves", () => {
  it("asks the first player of each side for one roll-off die, then the winner for five", () => {
    let state = must(game.setup(TEAMS));
    expect(game.throwRequest(state)).toEqual({ seat: 0, dice: [{ id: "d0", kind: "d6" }] });
    state = must(game.apply(state, 0, { type: "throw", dice: [2] }));
    expect(game.actors(state)).toEqual([2]);
    state = must(game.apply(state, 2, { type: "throw", dice: [6] }));
    state = must(game.apply(state, 4, { type: "throw", dice: [3] }));
    expect(game.throwRequest(state)?.seat).toBe(2);
    expect(game.throwRequest(state)?.dice.map((d) => d.id)).toEqual(["d0", "d1", "d2", "d3", "d4"]);
  });

  it("re-throws only the dice picked up, their new faces in position order", () => {
    let state = must(game.apply(must(game.apply(must(game.setup(TWO)), 0, { type: "throw", dice: [6] })), 1, { type: "throw", dice: [1] }));
    state = must(game.apply(state, 0, { type: "throw", dice: [1, 2, 3, 4, 6] }));
    expect(game.throwRequest(state)).toBeNull();
    expect(refusal(game.apply(state, 0, { type: "throw", dice: [5] }))).toMatch(/pick up/i);
    state = must(game.apply(state, 0, { type: "rethrow", positions: [4, 0] }));
    expect(game.throwRequest(state)?.dice.map((d) => d.id)).toEqual(["d0", "d4"]);
    state = must(game.apply(state, 0, game.throwMove(state, [settledD6("d0", 5), settledD6("d4", 5)])));
    expect(state.game.dice).toEqual([5, 2, 3, 4, 5]);
    expect(state.rethrow).toBeNull();
  });

  it("refuses a move from a seat that may not act and leaves the state as it was", () => {
    const state = deepFreeze(must(game.setup(TWO)));
    const before = JSON.stringify(state);
    expect(refusal(game.apply(state, 1, { type: "throw", dice: [4] }))).toBe(notYourTurn(1));
    expect(refusal(game.apply(state, 5, { type: "throw", dice: [4] }))).toBe(notYourTurn(5));
    expect(JSON.stringify(state)).toBe(before);
  });

  it("names what is wrong with a malformed move", () => {
    const state = must(game.setup(TWO));
    expect(refusal(game.apply(state, 0, { type: "throw", dice: [NaN] }))).toMatch(/whole numbers/);
    expect(refusal(game.apply(state, 0, { type: "throw" }))).toMatch(/dice/);
    expect(refusal(game.apply(state, 0, { type: "roll" }))).toMatch(/no move "roll"/);
    expect(refusal(game.apply(state, 0, { type: "stand", square: 3 }))).toMatch(/no field "square"/);
  });

  it("gives moves that survive a JSON round trip and apply the same", () => {
    let compared = 0;
    playOut(7, TEAMS, (state, seat, move) => {
      expectJsonSafeMove(game, state, seat, move);
      compared++;
    });
    expect(compared).toBeGreaterThan(50);
  });

  it("starts the next game with the same sides once the game is over, from any seat", () => {
    const over = playOut(3, TEAMS);
    expect(game.actors(over)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(refusal(game.apply(over, 0, { type: "throw", dice: [1] }))).toMatch(/over/);
    const next = must(game.apply(over, 5, { type: "next-game" }));
    expect(next.game.phase).toBe("rolloff");
    expect(next.game.sides.map((s) => s.players)).toEqual(TEAMS.sides.map((s) => s.players));
    expect(refusal(game.apply(next, 0, { type: "next-game" }))).toMatch(/still being played/);
  });
});

describe("Dice Poker under garbage moves", () => {
  const states: DicePokerTable[] = [];
  [TWO, TEAMS].forEach((options, k) =>
    playOut(11 + k, options, (state) => {
      if (states.length < 400 && (states.length % 3 === 0 || state.game.phase !== "throwing")) states.push(state);
    }),
  );
  states.push(playOut(13));

  it("refuses every garbage move from any seat with a reason, changing nothing", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: states.length - 1 }),
        fc.oneof(fc.integer({ min: -2, max: 8 }), garbage()),
        garbageMove(game.moveTypes, ["dice", "positions", "square"]),
        (i, seat, move) => expectSafeApply(game, structuredClone(states[i]), seat, move),
      ),
      { numRuns: 600 },
    );
  });
});

describe("Dice Poker played only through its definition", () => {
  it("ends every seeded game with one side holding two runs", () => {
    for (let seed = 1; seed <= 100; seed++) {
      const state = playOut(seed, seed % 2 === 0 ? TWO : TEAMS);
      expect(game.isOver(state), `seed ${seed}`).toBe(true);
      const winner = state.game.winner!;
      expect(winner).toBeGreaterThanOrEqual(0);
      expect(runsOf(state.game, winner).length).toBeGreaterThanOrEqual(2);
      expect(game.throwRequest(state)).toBeNull();
    }
  });
});
