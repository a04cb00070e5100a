import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SettledDie } from "../../../geometry/types";
import { pick, seeded } from "../../../test-prng";
import { notYourTurn } from "../../definition";
import { deepFreeze, expectSafeApply, expectSafeSetup, garbage, garbageMove } from "../../definition-fuzz";
import { expectJsonSafeMove } from "../../definition-testing";
import { must, refusal } from "../../test-moves";
import { d10At } from "../definition-test-kit";
import { d10Reading } from "../move-shape";
import { snapshotsOf } from "../settled";
import { practiceThrowMove, rykestraPracticeGame as game, type PracticeMove, type PracticeTable } from "./definition";
import { readAttempt } from "./outcome";
import { EMPTY_POSITION, positionRefusal, practiceDieIds, thrownDieId, type PracticePosition } from "./position";

const die = (owner: number, value: number, x: number, z: number, heading = 0) => ({ owner, value, x, z, heading });
const TWO: PracticePosition = { ...EMPTY_POSITION, dice: [die(1, 7, 0, 0), die(2, 3, 5, 0)] };

/** The set-up dice lying where they were placed, and the thrown die at (x, z) showing `value`. */
function landing(state: PracticeTable, value: number, x: number, z: number, moved: Partial<Record<string, SettledDie>> = {}): SettledDie[] {
  const p = state.position;
  const ids = practiceDieIds(p);
  const lying = p.dice.map((d, i) => moved[ids[i]] ?? d10At(ids[i], d.value, d.x, d.z, d.heading));
  return [d10At(thrownDieId(p), value, x, z, 0), ...lying];
}

describe("Rykestra practice's setup", () => {
  it("starts from an empty mat of four seats, or from a position given", () => {
    expect(must(game.setup(undefined)).position).toEqual(EMPTY_POSITION);
    expect(must(game.setup({})).position).toEqual(EMPTY_POSITION);
    expect(must(game.setup({ position: TWO })).position).toEqual(TWO);
    expect(game.seats(must(game.setup({})))).toBe(1);
  });

  it.each([
    ["options that are not an object", "TWO"],
    ["a position that is not an object", { position: [TWO] }],
    ["seven seats", { position: { ...TWO, seats: 7 } }],
    ["a thrower outside the seats", { position: { ...TWO, thrower: 4 } }],
    ["a die at NaN", { position: { ...TWO, dice: [die(1, 7, NaN, 0)] } }],
    ["two dice on one spot", { position: { ...TWO, dice: [die(1, 7, 0, 0), die(2, 3, 0, 0)] } }],
    ["a die with a field it does not know", { position: { ...TWO, dice: [{ ...die(1, 7, 0, 0), colour: "red" }] } }],
    ["a board it does not know", { position: { ...TWO, board: "hex" } }],
    ["a field it does not know", { position: TWO, seed: 1 }],
  ])("refuses %s with a reason", (_, options) => {
    expect(refusal(game.setup(options)).length).toBeGreaterThan(0);
  });

  it("refuses garbage options without throwing", () => {
    fc.assert(fc.property(garbage(), (options) => expectSafeSetup(game, options)), { numRuns: 300 });
    const dieShape = fc.record({ owner: garbage(), value: garbage(), x: garbage(), z: garbage(), heading: garbage() }, { requiredKeys: [] });
    const position = fc.record({ seats: garbage(), thrower: garbage(), reading: garbage(), board: garbage(), dice: fc.array(dieShape, { maxLength: 3 }) });
    fc.assert(fc.property(position, (p) => expectSafeSetup(game, { position: p })), { numRuns: 300 });
  });
});

describe("Rykestra practice's moves", () => {
  it("asks the one seat to throw the thrower's next die and to read every set-up die as it lies", () => {
    const state = must(game.setup({ position: TWO }));
    expect(game.throwRequest(state)).toEqual({
      seat: 0,
      dice: [{ id: "d10-0-0", kind: "d10" }],
      alsoRead: [
        { id: "d10-1-0", kind: "d10" },
        { id: "d10-2-0", kind: "d10" },
      ],
      asTheyLie: true,
    });
  });

  it("reads an attempt as the practice screen does today and counts it", () => {
    const state = must(game.setup({ position: TWO }));
    const knocked = { "d10-2-0": d10At("d10-2-0", 3, 20, 0, 0, { offMat: true }) };
    const settled = landing(state, 9, -3, 0, knocked);
    const after = must(game.apply(state, 0, practiceThrowMove(state, settled, ["d10-2-0", "d10-2-0"])));
    const ids = [...practiceDieIds(TWO), thrownDieId(TWO)];
    const today = readAttempt({ position: TWO, thrown: "d10-0-0", settled: snapshotsOf(settled, ids), struck: ["d10-2-0"] });
    expect(after.mode).toBe("result");
    expect(after.outcome).toEqual(today);
    expect(after.outcome?.knockedOff).toEqual(["d10-2-0"]);
    expect(after.counters).toMatchObject({ attempts: 1, hits: 1, knockOffs: 1 });
    expect(game.throwRequest(after)).toBeNull();
  });

  it("hands in no contacts through throwMove, which sees only the settled dice", () => {
    const state = must(game.setup({ position: TWO }));
    const move = game.throwMove(state, landing(state, 4, -6, -6));
    expect(move).toMatchObject({ type: "throw", struck: [] });
    expect(must(game.apply(state, 0, move)).outcome?.hit).toBe(false);
  });

  it("refuses edits and throws after a throw until reset, which keeps the tallies", () => {
    const state = must(game.setup({ position: TWO }));
    const thrown = must(game.apply(state, 0, game.throwMove(state, landing(state, 4, -6, -6))));
    expect(refusal(game.apply(thrown, 0, { type: "remove-die", die: 0 }))).toMatch(/Reset/);
    expect(refusal(game.apply(thrown, 0, game.throwMove(thrown, landing(thrown, 4, -6, -6))))).toMatch(/Reset/);
    const reset = must(game.apply(thrown, 0, { type: "reset" }));
    expect(reset.mode).toBe("setup");
    expect(reset.counters.attempts).toBe(1);
    expect(must(game.apply(reset, 0, { type: "set-reading", reading: "standard" })).counters.attempts).toBe(1);
    expect(must(game.apply(reset, 0, { type: "set-reading", reading: "mirror" })).counters.attempts).toBe(0);
  });

  it("places, moves, turns, re-faces, hands over and removes dice", () => {
    let state = must(game.setup({}));
    state = must(game.apply(state, 0, { type: "place-die", owner: 1, near: { x: 5, z: 5 } }));
    state = must(game.apply(state, 0, { type: "place-die", owner: 2 }));
    state = must(game.apply(state, 0, { type: "move-die", die: 1, to: { x: -4.26, z: 3 } }));
    state = must(game.apply(state, 0, { type: "turn-die", die: 1, heading: 375 }));
    state = must(game.apply(state, 0, { type: "set-value", die: 0, value: 0 }));
    state = must(game.apply(state, 0, { type: "set-owner", die: 0, owner: 3 }));
    expect(state.position.dice).toEqual([die(3, 0, 5, 5, 270), die(2, 5, -4.3, 3, 15)]);
    expect(refusal(game.apply(state, 0, { type: "move-die", die: 1, to: { x: 5, z: 5 } }))).toMatch(/Too close/);
    expect(refusal(game.apply(state, 0, { type: "set-value", die: 0, value: 10 }))).toMatch(/0 to 9/);
    state = must(game.apply(state, 0, { type: "remove-die", die: 0 }));
    expect(state.position.dice).toHaveLength(1);
    state = must(game.apply(state, 0, { type: "set-seats", seats: 3 }));
    state = must(game.apply(state, 0, { type: "set-thrower", thrower: 2 }));
    expect(game.throwRequest(state)?.dice).toEqual([{ id: "d10-2-1", kind: "d10" }]);
  });

  it("loads a whole set-up in any mode, starting the tallies again", () => {
    const state = must(game.setup({}));
    const thrown = must(game.apply(state, 0, game.throwMove(state, landing(state, 4, 0, 0))));
    const loaded = must(game.apply(thrown, 0, { type: "load", position: TWO }));
    expect(loaded).toMatchObject({ position: TWO, mode: "setup", outcome: null, counters: { attempts: 0 } });
    expect(refusal(game.apply(thrown, 0, { type: "load", position: { ...TWO, seats: 2 } }))).toMatch(/3 to 5/);
  });

  it("refuses a throw that misses a set-up die or names one not in it", () => {
    const state = must(game.setup({ position: TWO }));
    const [thrown, first] = landing(state, 4, -6, -6);
    expect(refusal(game.apply(state, 0, practiceThrowMove(state, [thrown, first])))).toMatch(/d10-2-0 is missing/);
    const all = landing(state, 4, -6, -6);
    const stranger = practiceThrowMove(state, [...all, d10At("d10-4-0", 1, 9, 9)]);
    expect(stranger).toEqual(practiceThrowMove(state, all));
    const move = { type: "throw", dice: [...all, d10At("d10-4-0", 1, 9, 9)].map(d10Reading) };
    expect(refusal(game.apply(state, 0, move))).toMatch(/not in this practice set-up/);
  });

  it("refuses a move from any seat but the one and leaves the state as it was", () => {
    const state = deepFreeze(must(game.setup({ position: TWO })));
    const before = JSON.stringify(state);
    expect(refusal(game.apply(state, 1, { type: "reset" }))).toBe(notYourTurn(1));
    expect(JSON.stringify(state)).toBe(before);
    expect(game.actors(state)).toEqual([0]);
    expect(game.isOver(state)).toBe(false);
  });
});

/** A random move the practising player might make; some edits are refused (a crowded spot), as they would be at the table. */
function randomMove(state: PracticeTable, random: () => number): PracticeMove {
  const n = state.position.dice.length;
  const index = () => Math.floor(random() * Math.max(n, 1));
  const spot = () => Math.round((random() - 0.5) * 300) / 10;
  if (state.mode === "result") return random() < 0.9 ? { type: "reset" } : { type: "load", position: TWO };
  const r = random();
  if (r < 0.35) {
    const settled = landing(state, Math.floor(random() * 10), spot(), random() < 0.1 ? 18 : spot());
    const p = state.position;
    const nudged = settled.map((d, i) => (i > 0 && random() < 0.2 ? d10At(d.id, d.value ?? 0, spot(), spot(), Math.floor(random() * 360), { cocked: random() < 0.3 }) : d));
    return practiceThrowMove(state, nudged, p.dice.length > 0 && random() < 0.5 ? [practiceDieIds(p)[0]] : []);
  }
  return pick(random, [
    { type: "place-die", owner: Math.floor(random() * state.position.seats) },
    { type: "move-die", die: index(), to: { x: spot(), z: spot() } },
    { type: "turn-die", die: index(), heading: Math.floor(random() * 720) - 360 },
    { type: "set-value", die: index(), value: Math.floor(random() * 10) },
    { type: "set-owner", die: index(), owner: Math.floor(random() * 5) },
    { type: "remove-die", die: index() },
    { type: "set-thrower", thrower: Math.floor(random() * 5) },
    { type: "set-seats", seats: 3 + Math.floor(random() * 3) },
    { type: "set-reading", reading: pick(random, ["standard", "mirror"] as const) },
    { type: "set-board", board: pick(random, ["standard", "corellian"] as const) },
  ] satisfies PracticeMove[]);
}

function session(seed: number, steps: number, onStep?: (state: PracticeTable, move: PracticeMove) => void) {
  const random = seeded(seed);
  let state = must(game.setup({ position: TWO }));
  let throws = 0;
  for (let i = 0; i < steps; i++) {
    const move = randomMove(state, random);
    onStep?.(state, move);
    const result = game.apply(state, 0, move);
    if (move.type === "throw" || move.type === "reset") expect(result.ok, `seed ${seed}: ${move.type}`).toBe(true);
    if (result.ok) {
      if (move.type === "throw") throws++;
      state = result.state;
    }
  }
  return { state, throws };
}

describe("Rykestra practice played only through its definition", () => {
  it("gives moves that survive a JSON round trip and apply the same", () => {
    session(3, 80, (state, move) => {
      expectJsonSafeMove(game, state, 0, move);
    });
  });

  it("keeps every seeded session's set-up valid and its tallies within the throws made", () => {
    let thrown = 0;
    let edits = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const { state, throws } = session(seed, 60, (before, move) => {
        if (move.type !== "throw" && move.type !== "reset" && game.apply(before, 0, move).ok) edits++;
      });
      thrown += throws;
      expect(positionRefusal(state.position), `seed ${seed}`).toBeNull();
      expect(state.counters.attempts).toBeLessThanOrEqual(throws);
      expect(game.throwRequest(state) === null).toBe(state.mode === "result");
    }
    expect(thrown).toBeGreaterThan(500);
    expect(edits).toBeGreaterThan(500);
  });

  it("refuses every garbage move from any seat with a reason, changing nothing", () => {
    const states: PracticeTable[] = [];
    session(17, 150, (state) => states.push(state));
    const fields = ["owner", "near", "die", "to", "heading", "value", "thrower", "seats", "reading", "board", "position", "dice", "struck"];
    fc.assert(
      fc.property(fc.nat({ max: states.length - 1 }), fc.oneof(fc.constantFrom(0, 0, 1, -1), garbage()), garbageMove(game.moveTypes, fields), (i, seat, move) =>
        expectSafeApply(game, structuredClone(states[i]), seat, move),
      ),
      { numRuns: 600 },
    );
  });
});
