// Hodrudda for the one session runtime: options and moves from anywhere are checked here, then
// handed to the engine (state.ts, moves.ts). Two seats may act at once: the player due to throw,
// and the player who has just thrown and may still call Winkee until that next throw is made.
import type { SettledDie } from "../../geometry/types.ts";
import type { GameDefinition, Seat, ThrowRequest } from "../definition.ts";
import { parseNumbers, parseOptionalInt, parseMoveOf, parsePlayers, parseRecord, resultOf, seatProblem } from "../definition-parse";
import { accept, refuse, type MoveResult } from "../move-result.ts";
import { throwSpikes, winkee } from "./moves.ts";
import { newGame, setupHodrudda, type HodruddaSetup, type HodruddaState } from "./state.ts";

export type HodruddaMove =
  /** The player due throws both spike dice; `dice` holds the two readings. */
  | { readonly type: "throw"; readonly dice: readonly number[] }
  /** The player who has just thrown stands on their total. */
  | { readonly type: "winkee" }
  /** The player who has just thrown lets the dice go on to the next seat without standing. */
  | { readonly type: "ride" }
  /** Once a game is over: the next one, same players, chips kept, first throw one seat on. */
  | { readonly type: "next-game" };

/** Hodrudda is for two or more; the table has six seat colours. */
export const HODRUDDA_MIN_SEATS = 2;
export const HODRUDDA_MAX_SEATS = 6;
/** A sane ceiling for the ante, so pots stay ordinary numbers. */
export const HODRUDDA_MAX_ANTE = 1_000_000;

const SPIKE_DICE = [
  { id: "d0", kind: "spike" },
  { id: "d1", kind: "spike" },
] as const;

function setup(input: unknown): MoveResult<HodruddaState> {
  const options = parseRecord(input, ["players", "options", "first"], "Hodrudda's options");
  if (!options.ok) return refuse(options.reason);
  const players = parsePlayers(options.value.players, HODRUDDA_MIN_SEATS, HODRUDDA_MAX_SEATS);
  if (!players.ok) return refuse(players.reason);
  const first = parseOptionalInt(options.value.first, 0, players.value.length - 1, "The first seat");
  if (!first.ok) return refuse(first.reason);
  let ante: number | undefined;
  if (options.value.options !== undefined) {
    const rules = parseRecord(options.value.options, ["ante"], "Hodrudda's rule options");
    if (!rules.ok) return refuse(rules.reason);
    const parsed = parseOptionalInt(rules.value.ante, 1, HODRUDDA_MAX_ANTE, "The ante");
    if (!parsed.ok) return refuse(parsed.reason);
    ante = parsed.value;
  }
  const accepted: HodruddaSetup = {
    players: players.value,
    ...(ante === undefined ? {} : { options: { ante } }),
    ...(first.value === undefined ? {} : { first: first.value }),
  };
  return resultOf(setupHodrudda(accepted));
}

/** The caller first: their answer (Winkee or ride) is due before the next seat's throw takes it away. */
function actors(state: HodruddaState): Seat[] {
  if (state.outcome) return state.players.map((_, i) => i);
  if (state.caller === null || state.caller === state.current) return [state.current];
  return [state.caller, state.current];
}

const FIELDS: Record<HodruddaMove["type"], readonly string[]> = { throw: ["dice"], winkee: [], ride: [], "next-game": [] };

function parseMove(move: unknown): HodruddaMove | string {
  const parsed = parseMoveOf(move, FIELDS, "Hodrudda");
  if (!parsed.ok) return parsed.reason;
  const { type, fields } = parsed.value;
  if (type !== "throw") return { type };
  const dice = parseNumbers(fields.dice, 2, "A throw's dice");
  return dice.ok ? { type, dice: dice.value } : dice.reason;
}

function apply(state: HodruddaState, seat: Seat, input: unknown): MoveResult<HodruddaState> {
  const notNow = seatProblem(seat, actors(state));
  if (notNow !== null) return refuse(notNow);
  const move = parseMove(input);
  if (typeof move === "string") return refuse(move);
  const name = (i: number) => state.players[i].name;
  switch (move.type) {
    case "throw":
      if (state.outcome) return refuse("The game is over");
      if (seat !== state.current) return refuse(`${name(state.current)} throws next, not ${name(seat)}`);
      if (move.dice.length !== 2) return refuse("Throw both spike dice");
      return throwSpikes(state, [move.dice[0], move.dice[1]]);
    case "winkee":
      if (state.outcome) return refuse("The game is over");
      if (seat !== state.caller) return refuse("Only the player who has just thrown may call Winkee");
      return winkee(state);
    case "ride":
      if (state.outcome) return refuse("The game is over");
      if (seat !== state.caller) return refuse("Only the player who has just thrown may let the dice ride");
      if (seat === state.current) return refuse(`${name(seat)} throws next: throw again or call Winkee`);
      // Passing the chance changes nothing but who may still call: the next throw would have ended it anyway.
      return accept({ ...state, caller: null });
    case "next-game":
      return newGame(state);
  }
}

function throwRequest(state: HodruddaState): ThrowRequest | null {
  return state.outcome ? null : { seat: state.current, dice: SPIKE_DICE };
}

/** Reads the two spike dice in request order; a die without a number reads 0, which apply refuses. */
const throwMove = (_state: HodruddaState, settled: readonly SettledDie[]): HodruddaMove => ({
  type: "throw",
  dice: settled.map((d) => d.value ?? 0),
});

export const hodruddaGame: GameDefinition<HodruddaSetup, HodruddaState, HodruddaMove> = {
  id: "hodrudda",
  moveTypes: ["throw", "winkee", "ride", "next-game"],
  readingTypes: ["throw"],
  rulesVersion: 1,
  setup,
  apply,
  actors,
  isOver: (state) => state.outcome !== null,
  seats: (state) => state.players.length,
  throwRequest,
  throwMove,
};
