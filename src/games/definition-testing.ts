// For definition tests of every game: seeded random legal play through a definition only, and
// settled dice as the table would hand them over.
import fc from "fast-check";
import { expect } from "vitest";
import { degrees, type DieKind, type SettledDie } from "../geometry/types";
import type { GameDefinition, PlainMove, Seat } from "./definition";
import { expectSafeApply, garbage, garbageMove } from "./definition-fuzz";
import { diceFrom, seeded } from "../test-prng";

/** A seat and a move it may make now. */
export interface SeatMove<M> {
  readonly seat: Seat;
  readonly move: M;
}

/** Picks one legal move for the state (throws come from `random`, as the table's dice would). */
export type LegalChooser<S, M> = (state: S, random: () => number) => SeatMove<M>;

/**
 * Plays up to `steps` chosen moves, each of which the definition must accept: a refusal fails
 * the test with the definition's own reason. Stops early once the game is over, unless
 * `throughEnd` lets the chooser go on (to a next game). `each` sees every move before it is made.
 */
export function playRandomly<O, S, M extends PlainMove>(
  def: GameDefinition<O, S, M>,
  start: S,
  choose: LegalChooser<S, M>,
  random: () => number,
  steps: number,
  throughEnd = false,
  each?: (state: S, seat: Seat, move: M) => void,
): S {
  let state = start;
  for (let i = 0; i < steps && (throughEnd || !def.isOver(state)); i++) {
    const { seat, move } = choose(state, random);
    each?.(state, seat, move);
    const result = def.apply(state, seat, move);
    if (!result.ok) throw new Error(`seat ${seat} ${JSON.stringify(move)} refused: ${result.reason}`);
    state = result.state;
  }
  return state;
}

/**
 * Plays `games` seeded games of random legal play from random starts (the nth seeded with
 * n × `spread`), each of which must end within `steps` moves; `check` looks at each ended game.
 */
export function playSeededGames<O, S, M extends PlainMove>(
  def: GameDefinition<O, S, M>,
  start: (random: () => number) => S,
  choose: LegalChooser<S, M>,
  { games, spread, steps }: { games: number; spread: number; steps: number },
  check: (ended: S) => void,
): void {
  for (let seed = 1; seed <= games; seed++) {
    const random = seeded(seed * spread);
    const ended = playRandomly(def, start(random), choose, random, steps);
    expect(def.isOver(ended)).toBe(true);
    check(ended);
  }
}

/** The move survives a JSON round trip and applies to `state` the same after it. */
export function expectJsonSafeMove<O, S, M extends PlainMove>(def: GameDefinition<O, S, M>, state: S, seat: Seat, move: unknown): void {
  const copy = JSON.parse(JSON.stringify(move));
  expect(copy).toEqual(move);
  expect(def.apply(state, seat, copy)).toEqual(def.apply(state, seat, move));
}

/** The throw the definition asks for, with fair values from `random`, as the seat that must throw. */
export function randomThrow<O, S, M extends PlainMove>(def: GameDefinition<O, S, M>, state: S, random: () => number): SeatMove<M> {
  const request = def.throwRequest(state);
  if (!request) throw new Error("no throw is due");
  const values = diceFrom(random, request.dice.length);
  const settled = request.dice.map((d, i) => settledDie(d.id, d.kind, values[i]));
  return { seat: request.seat, move: def.throwMove(state, settled) };
}

/** A die at rest, upright, on the mat, reading `value`. */
export function settledDie(id: string, kind: DieKind, value: number | null): SettledDie {
  return {
    id,
    kind,
    faceIndex: 0,
    value,
    label: String(value ?? "void"),
    tilt: degrees(0),
    cocked: false,
    position: [0, 1, 0],
    quaternion: [0, 0, 0, 1],
    offMat: false,
    settled: true,
  };
}

/** A move of one of the game's own types whose fields are garbage or missing: it reaches each move's parser. */
export const typedGarbageMove = (types: readonly string[], fields: readonly string[]): fc.Arbitrary<unknown> =>
  fc.record(
    { type: fc.constantFrom(...types), ...Object.fromEntries(fields.map((f) => [f, garbage()])) },
    { requiredKeys: ["type"] },
  );

/** Garbage moves of every kind for a game: any value, moves with garbage types or fields, moves of its own types with garbage fields, and its `near` misses. */
export const garbageMoves = (types: readonly string[], fields: readonly string[], ...near: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> =>
  fc.oneof(garbageMove(types, fields), typedGarbageMove(types, fields), ...near);

/** Mostly one of the actors (so a move gets past the seat check to the rules), else any value. */
const seatPick = fc.oneof(
  { weight: 3, arbitrary: fc.record({ actor: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ raw: fc.oneof(fc.integer({ min: -1, max: 7 }), garbage()) }) },
);

const resolveSeat = (pick: { actor: number } | { raw: unknown }, actors: readonly Seat[]): unknown =>
  "actor" in pick ? (actors.length > 0 ? actors[pick.actor % actors.length] : pick.actor) : pick.raw;

/**
 * The fuzz property for a definition: from a state reached by seeded random legal play (up to
 * `maxSteps` moves, through the end of a game and on), `moves` (and moves whose type is garbage)
 * from some seat are refused with a reason or accepted, never thrown, never changing the state.
 */
export function expectSafeMovesInPlay<O, S, M extends PlainMove>(
  def: GameDefinition<O, S, M>,
  start: (random: () => number) => S,
  choose: LegalChooser<S, M>,
  moves: fc.Arbitrary<unknown>,
  { numRuns, maxSteps }: { numRuns: number; maxSteps: number },
): void {
  const reached = fc.tuple(fc.integer({ min: 1, max: 1e6 }), fc.nat({ max: maxSteps }));
  fc.assert(
    fc.property(reached, seatPick, fc.oneof(moves, fc.record({ type: garbage() })), ([seed, steps], pick, move) => {
      const random = seeded(seed);
      const state = playRandomly(def, start(random), choose, random, steps, true);
      expectSafeApply(def, state, resolveSeat(pick, def.actors(state)), move);
    }),
    { numRuns },
  );
}
