import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seeded } from "../../test-prng";
import { notYourTurn } from "../definition";
import { deepFreeze, expectSafeApply, expectSafeSetup, garbage, garbageMove } from "../definition-fuzz";
import { expectJsonSafeMove } from "../definition-testing";
import { must, refusal } from "../test-moves";
import { d10At, randomMove, sectorDie } from "./definition-test-kit";
import { markerChoices, rykestraGame as game, type RykestraTable } from "./definition";
import { d10Reading } from "./move-shape";
import { SECTOR_DIE_IDS } from "./settled";
import { findDie, winners } from "./state";

const THREE = { players: ["Ann", "Ben", "Cy"] };

function playOut(seed: number, options: unknown = THREE, onStep?: (state: RykestraTable, seat: number, move: unknown) => void) {
  const random = seeded(seed);
  let state = must(game.setup(options));
  for (let steps = 0; !game.isOver(state) && steps < 2000; steps++) {
    const { seat, move } = randomMove(state, random);
    onStep?.(state, seat, move);
    state = must(game.apply(state, seat, move));
  }
  return state;
}

/** Standard board, red sectors +2, the marker in the first red sector: seat 0 to throw. */
function throwing(options: unknown = THREE): RykestraTable {
  const start = must(game.setup(options));
  const read = must(game.apply(start, 0, { type: "throw", dice: ["red", 2] }));
  return must(game.apply(read, 0, { type: "place-marker", sector: markerChoices(read)[0] }));
}

describe("Rykestra's setup", () => {
  it("accepts three to five named players and the table options", () => {
    expect(game.seats(must(game.setup(THREE)))).toBe(3);
    const five = must(
      game.setup({ players: ["A", "B", "C", "D", "E"], firstPlayer: 4, options: { board: "corellian", bothDiceAtOnce: true, zoneReading: "mirror", bonusOn: "capturer" } }),
    );
    expect(five.game.firstPlayer).toBe(4);
    expect(five.game.options).toEqual({ board: "corellian", bothDiceAtOnce: true, zoneReading: "mirror", bonusOn: "capturer" });
  });

  it.each([
    ["no options", null],
    ["a bare number of players", { players: 3 }],
    ["two players", { players: ["Ann", "Ben"] }],
    ["six players", { players: ["A", "B", "C", "D", "E", "F"] }],
    ["an empty name", { players: ["Ann", "", "Cy"] }],
    ["a name that is not text", { players: ["Ann", 2, "Cy"] }],
    ["a first player that is NaN", { ...THREE, firstPlayer: NaN }],
    ["a first player outside the seats", { ...THREE, firstPlayer: 3 }],
    ["a negative first player", { ...THREE, firstPlayer: -1 }],
    ["a board it does not know", { ...THREE, options: { board: "hex" } }],
    ["a variant that is not true or false", { ...THREE, options: { bothDiceAtOnce: "yes" } }],
    ["table options that are not an object", { ...THREE, options: "corellian" }],
    ["a table option it does not know", { ...THREE, options: { rounds: 5 } }],
    ["a field it does not know", { ...THREE, seed: 4 }],
  ])("refuses %s with a reason", (_, options) => {
    expect(refusal(game.setup(options)).length).toBeGreaterThan(0);
  });

  it("refuses garbage options without throwing", () => {
    fc.assert(fc.property(garbage(), (options) => expectSafeSetup(game, options)), { numRuns: 300 });
    fc.assert(
      fc.property(fc.record({ players: garbage(), firstPlayer: garbage(), options: garbage() }, { requiredKeys: [] }), (o) => expectSafeSetup(game, o)),
      { numRuns: 300 },
    );
  });
});

describe("Rykestra's sector dice", () => {
  it("asks the round's first player for the chance cube and the Kinzo, then for the marker's sector", () => {
    const start = must(game.setup({ ...THREE, firstPlayer: 1 }));
    expect(game.throwRequest(start)).toEqual({
      seat: 1,
      dice: [
        { id: SECTOR_DIE_IDS.chance, kind: "chance" },
        { id: SECTOR_DIE_IDS.kinzo, kind: "kinzo" },
      ],
    });
    const move = game.throwMove(start, [sectorDie(SECTOR_DIE_IDS.chance, "chance", "blue"), sectorDie(SECTOR_DIE_IDS.kinzo, "kinzo", 3)]);
    expect(move).toEqual({ type: "throw", dice: ["blue", 3] });
    const read = must(game.apply(start, 1, move));
    expect(game.throwRequest(read)).toBeNull();
    expect(game.actors(read)).toEqual([1]);
    expect(markerChoices(read)).toHaveLength(2);
    const red = (["NW", "NE", "SW", "SE"] as const).find((s) => !markerChoices(read).includes(s));
    expect(refusal(game.apply(read, 1, { type: "place-marker", sector: red }))).toMatch(/blue sector/);
    const placed = must(game.apply(read, 1, { type: "place-marker", sector: markerChoices(read)[1] }));
    expect(placed.game.sectors?.marker).toMatchObject({ sector: markerChoices(read)[1], value: 3 });
    expect(placed.game.turn).toBe(1);
  });

  it("reads the Hazard die at once on the Corellian board, a void included", () => {
    const start = must(game.setup({ ...THREE, options: { board: "corellian" } }));
    expect(game.throwMove(start, [sectorDie(SECTOR_DIE_IDS.hazard, "hazard", "void")])).toEqual({ type: "throw", dice: ["void"] });
    expect(must(game.apply(start, 0, { type: "throw", dice: ["void"] })).game.sectors?.voidRound).toBe(true);
    expect(must(game.apply(start, 0, { type: "throw", dice: [4] })).game.sectors?.bonus).toBe(2);
    expect(refusal(game.apply(start, 0, { type: "throw", dice: ["red", 2] }))).toMatch(/Hazard/);
  });
});

describe("Rykestra's D10 throws", () => {
  it("asks for one die from the hand and reads every die on the mat as it lies", () => {
    let state = throwing();
    expect(game.throwRequest(state)).toEqual({ seat: 0, dice: [{ id: "d10-0-0", kind: "d10" }], alsoRead: [], asTheyLie: true });
    state = must(game.apply(state, 0, game.throwMove(state, [d10At("d10-0-0", 7, -5, -5)])));
    expect(game.throwRequest(state)).toEqual({ seat: 1, dice: [{ id: "d10-1-0", kind: "d10" }], alsoRead: [{ id: "d10-0-0", kind: "d10" }], asTheyLie: true });
  });

  it("sends an opponent's die knocked off the mat back to its owner's hand", () => {
    let state = throwing();
    state = must(game.apply(state, 0, game.throwMove(state, [d10At("d10-0-0", 7, -5, -5)])));
    const move = game.throwMove(state, [d10At("d10-1-0", 4, 2, 2), d10At("d10-0-0", 7, -20, 3, 0, { offMat: true })]);
    state = must(game.apply(state, 1, move));
    expect(findDie(state.game, "d10-0-0")?.place).toBe("hand");
    expect(state.game.lastThrow?.returned).toEqual([{ id: "d10-0-0", reason: "knocked off" }]);
  });

  it("refuses a throw that leaves out a die lying on the mat", () => {
    let state = throwing();
    state = must(game.apply(state, 0, game.throwMove(state, [d10At("d10-0-0", 7, -5, -5)])));
    expect(refusal(game.apply(state, 1, game.throwMove(state, [d10At("d10-1-0", 4, 2, 2)])))).toMatch(/d10-0-0 is missing/);
  });

  it("scores the round in the throw that empties the last hand, with no further move", () => {
    let state = throwing();
    const spots = [[-8, -8], [8, -8], [-8, 8], [8, 8], [0, -12], [0, 12]];
    for (let i = 0; i < 6; i++) {
      const request = game.throwRequest(state)!;
      const [x, z] = spots[i];
      const lying = request.alsoRead!.map(({ id }) => findDie(state.game, id)!.onMat!);
      // Lying dice keep their spot and face; their kites turn to heading 0, which no rule checked here minds.
      const settled = [d10At(request.dice[0].id, i, x, z, 45 * i), ...lying.map((d) => d10At(d.id, d.value, d.centre.x, d.centre.z))];
      state = must(game.apply(state, request.seat, game.throwMove(state, settled)));
    }
    expect(state.game.history).toHaveLength(1);
    expect(state.game.round).toBe(1);
    expect(state.game.phase).toBe("sector-set");
    expect(game.throwRequest(state)?.seat).toBe(1);
  });

  it("carries what applyThrow needs of each settled D10 in its reading", () => {
    const reading = d10Reading(d10At("d10-2-1", 0, 3.5, -4.2, 90));
    expect(reading).toMatchObject({ id: "d10-2-1", value: 0, centre: { x: 3.5, z: -4.2 }, cocked: false, offMat: false });
    expect(reading.kite.top.x).toBeGreaterThan(3.5);
    const straight = d10Reading(d10At("d10-0-0", 5, 0, 0));
    expect(JSON.parse(JSON.stringify(straight))).toEqual(straight);
  });
});

describe("Rykestra's moves as data", () => {
  it("refuses a move from a seat that may not act and leaves the state as it was", () => {
    const state = deepFreeze(throwing());
    const before = JSON.stringify(state);
    const move = game.throwMove(state, [d10At("d10-1-0", 5, 0, 0)]);
    expect(refusal(game.apply(state, 1, move))).toBe(notYourTurn(1));
    expect(refusal(game.apply(state, 0, { type: "next-game" }))).toMatch(/still being played/);
    expect(JSON.stringify(state)).toBe(before);
  });

  it("names what is wrong with a malformed reading", () => {
    const state = throwing();
    const good = d10Reading(d10At("d10-0-0", 5, 0, 0));
    expect(refusal(game.apply(state, 0, { type: "throw", dice: [{ ...good, centre: { x: NaN, z: 0 } }] }))).toMatch(/centre/);
    expect(refusal(game.apply(state, 0, { type: "throw", dice: [{ ...good, cocked: 1 }] }))).toMatch(/cocked/);
    expect(refusal(game.apply(state, 0, { type: "throw", dice: [{ ...good, id: "d10-9-0" }] }))).toMatch(/no die/);
    expect(refusal(game.apply(state, 0, { type: "throw", dice: [{ ...good, value: 10 }] }))).toMatch(/0 to 9/);
  });

  it("gives moves that survive a JSON round trip and apply the same", () => {
    let compared = 0;
    playOut(5, { players: ["A", "B", "C", "D"], options: { bothDiceAtOnce: true } }, (state, seat, move) => {
      expectJsonSafeMove(game, state, seat, move);
      compared++;
    });
    expect(compared).toBeGreaterThan(15);
  });

  it("refuses every garbage move from any seat with a reason, changing nothing", () => {
    const states: RykestraTable[] = [];
    for (const [k, options] of [THREE, { players: ["A", "B", "C", "D", "E"], options: { board: "corellian" } }].entries()) {
      playOut(30 + k, options, (state) => states.push(state));
    }
    const reading = fc.record({ id: fc.oneof(fc.constantFrom("d10-0-0", "d10-1-1", "d10-2-0"), garbage()), value: garbage(), centre: garbage(), kite: garbage(), cocked: garbage(), offMat: garbage() }, { requiredKeys: [] });
    const moves = fc.oneof(garbageMove(game.moveTypes, ["dice", "sector"]), fc.record({ type: fc.constant("throw"), dice: fc.array(reading, { maxLength: 4 }) }));
    fc.assert(
      fc.property(fc.nat({ max: states.length - 1 }), fc.oneof(fc.integer({ min: -1, max: 5 }), garbage()), moves, (i, seat, move) =>
        expectSafeApply(game, structuredClone(states[i]), seat, move),
      ),
      { numRuns: 600 },
    );
  });
});

describe("Rykestra played only through its definition", () => {
  it("ends every seeded game after three scored rounds with a winner among the top totals", () => {
    const tables = [
      THREE,
      { players: ["A", "B", "C", "D"], firstPlayer: 2, options: { board: "corellian" } },
      { players: ["A", "B", "C", "D", "E"], options: { bothDiceAtOnce: true, zoneReading: "mirror", bonusOn: "capturer" } },
    ];
    const seen = { captures: 0, knockedOff: 0, cocked: 0, out: 0, voidRounds: 0 };
    for (let seed = 1; seed <= 100; seed++) {
      const state = playOut(seed, tables[seed % 3], (before) => {
        for (const r of before.game.lastThrow?.returned ?? []) seen[r.reason === "cocked" ? "cocked" : "knockedOff"]++;
        seen.out += before.game.lastThrow?.out.length ?? 0;
      });
      seen.captures += state.game.history.reduce((n, r) => n + r.steps.flatMap((s) => s.captures).length, 0);
      seen.voidRounds += state.game.history.filter((r) => r.sectors.voidRound).length;
      expect(game.isOver(state), `seed ${seed}`).toBe(true);
      expect(state.game.history).toHaveLength(3);
      const best = Math.max(...state.game.totals);
      const won = winners(state.game);
      expect(won.length).toBeGreaterThan(0);
      for (const seat of won) expect(state.game.totals[seat]).toBe(best);
      expect(game.actors(state)).toHaveLength(state.game.players);
      expect(must(game.apply(state, 0, { type: "next-game" })).game.round).toBe(0);
    }
    // The random tables must reach the rare paths for the checks above to mean much.
    for (const [path, count] of Object.entries(seen)) expect(count, path).toBeGreaterThan(0);
  });
});
