// Five Thousand for the one session runtime: options and moves from anywhere are checked here,
// then handed to the engine (state.ts, roll-off.ts, turn.ts). The engine knows the dice only by
// their values; the runtime needs to know which physical dice to throw, so the state carries
// one more field, the ids of the dice on the table.
import type { SettledDie } from "../../geometry/types.ts";
import type { GameDefinition, Seat, ThrowRequest } from "../definition.ts";
import {
  parseNumbers,
  parseOptionalBoolean,
  parseMoveOf,
  parseOptionalInt,
  parsePlayers,
  parseRecord,
  resultOf,
  seatProblem,
} from "../definition-parse";
import { accept, refuse, type MoveResult } from "../move-result.ts";
import { rollOffThrow, rollOffThrower } from "./roll-off.ts";
import {
  DEFAULT_FIVE_THOUSAND_OPTIONS,
  newFiveThousandGame,
  type FiveThousandOptions,
  type FiveThousandSetup,
  type FiveThousandState,
} from "./state.ts";
import { bank, setAside, throwDice } from "./turn.ts";
import { diceToThrow } from "./turn-total.ts";

/**
 * The engine's state, and which physical dice its values belong to: `thrownIds` are the dice
 * lying on the table as `turn.thrown` (same order); `asideIds` are the dice set aside by earlier
 * throws of this cycle, in the order of `turn.aside` flattened (so the rack can show each).
 */
export interface FiveThousandTableState extends FiveThousandState {
  readonly thrownIds: readonly string[];
  readonly asideIds: readonly string[];
}

export type FiveThousandMove =
  /** A throw's readings: the roll-off die, or the dice in hand in the order the request named them. */
  | { readonly type: "throw"; readonly dice: readonly number[] }
  /** Sets aside these dice of the throw on the table, by index into it. */
  | { readonly type: "set-aside"; readonly dice: readonly number[] }
  /** Banks the turn's total and passes the dice on. */
  | { readonly type: "bank" }
  /** Once a game is over: a new one with the same players and rules, roll-off first. */
  | { readonly type: "next-game" };

export const FIVE_THOUSAND_MIN_SEATS = 1;
export const FIVE_THOUSAND_MAX_SEATS = 6;
/** A sane ceiling for the target, so a game stays one evening long at most. */
export const FIVE_THOUSAND_MAX_TARGET = 1_000_000;

const DIE_IDS = ["d0", "d1", "d2", "d3", "d4", "d5"] as const;

const start = (state: FiveThousandState): FiveThousandTableState => ({ ...state, thrownIds: [], asideIds: [] });

/** The dice behind `after.turn.aside`: the last throw's picks join them when a throw makes them a group. */
function asideIdsAfter(before: FiveThousandTableState, after: FiveThousandState): readonly string[] {
  const was = before.turn;
  const now = after.turn;
  if (!was || !now || now.player !== was.player || now.aside.length === 0) return [];
  if (now.aside.length === was.aside.length) return before.asideIds;
  return [...before.asideIds, ...was.picked.map((i) => before.thrownIds[i])];
}

function parseRules(input: unknown): Partial<FiveThousandOptions> | string {
  if (input === undefined) return {};
  const rules = parseRecord(input, ["recombine", "minimumToBank", "target"], "Five Thousand's rule options");
  if (!rules.ok) return rules.reason;
  const recombine = parseOptionalBoolean(rules.value.recombine, "Recombine");
  if (!recombine.ok) return recombine.reason;
  const target = parseOptionalInt(rules.value.target, 1, FIVE_THOUSAND_MAX_TARGET, "The target");
  if (!target.ok) return target.reason;
  // A minimum above the target could leave a game that nobody can finish.
  const limit = target.value ?? DEFAULT_FIVE_THOUSAND_OPTIONS.target;
  const minimum = parseOptionalInt(rules.value.minimumToBank, 0, limit, "The minimum to bank");
  if (!minimum.ok) return minimum.reason;
  return {
    ...(recombine.value === undefined ? {} : { recombine: recombine.value }),
    ...(target.value === undefined ? {} : { target: target.value }),
    ...(minimum.value === undefined ? {} : { minimumToBank: minimum.value }),
  };
}

function setup(input: unknown): MoveResult<FiveThousandTableState> {
  const options = parseRecord(input, ["players", "options"], "Five Thousand's options");
  if (!options.ok) return refuse(options.reason);
  const players = parsePlayers(options.value.players, FIVE_THOUSAND_MIN_SEATS, FIVE_THOUSAND_MAX_SEATS);
  if (!players.ok) return refuse(players.reason);
  const rules = parseRules(options.value.options);
  if (typeof rules === "string") return refuse(rules);
  const accepted: FiveThousandSetup = { players: players.value, ...(Object.keys(rules).length > 0 ? { options: rules } : {}) };
  const made = resultOf(newFiveThousandGame(accepted));
  return made.ok ? accept(start(made.state)) : made;
}

function actors(state: FiveThousandState): Seat[] {
  if (state.winners) return state.players.map((_, i) => i);
  const thrower = rollOffThrower(state);
  if (thrower !== null) return [thrower];
  return state.turn ? [state.turn.player] : [];
}

/** The ids of the dice the next throw uses: the roll-off die, all six, or those not set aside. */
function handIds(state: FiveThousandTableState): readonly string[] {
  if (state.rollOff) return DIE_IDS.slice(0, 1);
  const turn = state.turn;
  if (!turn) return [];
  const count = diceToThrow(turn);
  if (count === DIE_IDS.length) return DIE_IDS;
  if (turn.thrown) return state.thrownIds.filter((_, i) => !turn.picked.includes(i));
  return DIE_IDS.slice(0, count);
}

function throwRequest(state: FiveThousandTableState): ThrowRequest | null {
  if (state.winners) return null;
  const seat = actors(state)[0];
  const turn = state.turn;
  if (seat === undefined || (turn?.thrown && turn.picked.length === 0)) return null;
  return { seat, dice: handIds(state).map((id) => ({ id, kind: "d6" as const })) };
}

const FIELDS: Record<FiveThousandMove["type"], readonly string[]> = { throw: ["dice"], "set-aside": ["dice"], bank: [], "next-game": [] };

function parseMove(move: unknown): FiveThousandMove | string {
  const parsed = parseMoveOf(move, FIELDS, "Five Thousand");
  if (!parsed.ok) return parsed.reason;
  const { type, fields } = parsed.value;
  if (type === "bank" || type === "next-game") return { type };
  const dice = parseNumbers(fields.dice, DIE_IDS.length, type === "throw" ? "A throw's dice" : "The dice to set aside");
  return dice.ok ? { type, dice: dice.value } : dice.reason;
}

function apply(state: FiveThousandTableState, seat: Seat, input: unknown): MoveResult<FiveThousandTableState> {
  const notNow = seatProblem(seat, actors(state));
  if (notNow !== null) return refuse(notNow);
  const move = parseMove(input);
  if (typeof move === "string") return refuse(move);
  if (move.type === "next-game") {
    if (!state.winners) return refuse("This game is still being played");
    const again = resultOf(newFiveThousandGame({ players: state.players.map((p) => p.name), options: state.options }));
    return again.ok ? accept(start(again.state)) : again;
  }
  if (state.winners) return refuse("The game is over");
  let result: MoveResult<FiveThousandState>;
  let thrownIds = state.thrownIds;
  if (move.type === "throw" && state.rollOff) {
    if (move.dice.length !== 1) return refuse("The roll-off is one die each");
    result = rollOffThrow(state, move.dice[0]);
  } else if (move.type === "throw") {
    thrownIds = handIds(state);
    result = throwDice(state, move.dice);
  } else if (move.type === "set-aside") result = setAside(state, move.dice);
  else result = bank(state);
  if (!result.ok) return result;
  return accept({ ...result.state, thrownIds: result.state.turn?.thrown ? thrownIds : [], asideIds: asideIdsAfter(state, result.state) });
}

/** Reads the settled dice in request order; a die without a number reads 0, which apply refuses. */
const throwMove = (_state: FiveThousandTableState, settled: readonly SettledDie[]): FiveThousandMove => ({
  type: "throw",
  dice: settled.map((d) => d.value ?? 0),
});

export const fiveThousandGame: GameDefinition<FiveThousandSetup, FiveThousandTableState, FiveThousandMove> = {
  id: "five-thousand",
  moveTypes: ["throw", "set-aside", "bank", "next-game"],
  readingTypes: ["throw"],
  rulesVersion: 1,
  setup,
  apply,
  actors,
  isOver: (state) => state.winners !== null,
  seats: (state) => state.players.length,
  throwRequest,
  throwMove,
};
