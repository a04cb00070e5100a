// Hooligan for the one session runtime: options and moves from anywhere are checked here, then
// handed to the engine (state.ts, moves.ts). The five dice keep their positions 0–4 through a
// turn, so a throw request names the dice not set aside by position: "d0" … "d4".
import type { SettledDie } from "../../geometry/types";
import type { GameDefinition, Seat, ThrowRequest } from "../definition";
import { parseMoveOf, parseNumbers, parsePlayers, parseRecord, resultOf, seatProblem } from "../definition-parse";
import { refuse, type MoveResult } from "../move-result";
import { DICE, isCategory, type HooliganCategory } from "./categories";
import { choose, keep, score, throwDice } from "./moves";
import { currentPlayer, diceToThrow, newHooliganGame, type HooliganState } from "./state";

export interface HooliganSetup {
  readonly players: readonly string[];
}

export type HooliganMove =
  /** A throw's readings, for the dice the request named (all five, or those not set aside). */
  | { readonly type: "throw"; readonly dice: readonly number[] }
  /** Picks an empty box after a throw: 1 to 6, or "H" for a straight. */
  | { readonly type: "choose"; readonly box: HooliganCategory }
  /** With H chosen: sets aside the dice at these positions (0–4) towards a straight. */
  | { readonly type: "keep"; readonly dice: readonly number[] }
  /** Stops throwing and scores the chosen box with the dice as they lie. */
  | { readonly type: "score" }
  /** Once a game is over: a new one with the same players, roll-off first. */
  | { readonly type: "next-game" };

export const HOOLIGAN_MIN_SEATS = 1;
export const HOOLIGAN_MAX_SEATS = 6;

const FIELDS: Record<HooliganMove["type"], readonly string[]> = {
  throw: ["dice"],
  choose: ["box"],
  keep: ["dice"],
  score: [],
  "next-game": [],
};

function setup(input: unknown): MoveResult<HooliganState> {
  const options = parseRecord(input, ["players"], "Hooligan's options");
  if (!options.ok) return refuse(options.reason);
  const players = parsePlayers(options.value.players, HOOLIGAN_MIN_SEATS, HOOLIGAN_MAX_SEATS);
  if (!players.ok) return refuse(players.reason);
  return resultOf(newHooliganGame(players.value));
}

function actors(state: HooliganState): Seat[] {
  if (state.phase === "over") return state.players.map((_, i) => i);
  const player = currentPlayer(state);
  return player === null ? [] : [player];
}

function throwRequest(state: HooliganState): ThrowRequest | null {
  const seat = currentPlayer(state);
  const count = diceToThrow(state);
  if (seat === null || count === 0) return null;
  const turn = state.turn;
  const positions = Array.from({ length: DICE }, (_, i) => i);
  const thrown = count === DICE || !turn ? positions : positions.filter((i) => !turn.setAside[i]);
  return { seat, dice: thrown.map((i) => ({ id: `d${i}`, kind: "d6" as const })) };
}

function parseMove(move: unknown): HooliganMove | string {
  const parsed = parseMoveOf(move, FIELDS, "Hooligan");
  if (!parsed.ok) return parsed.reason;
  const { type, fields } = parsed.value;
  switch (type) {
    case "throw":
    case "keep": {
      const dice = parseNumbers(fields.dice, DICE, type === "throw" ? "A throw's dice" : "The dice to keep");
      return dice.ok ? { type, dice: dice.value } : dice.reason;
    }
    case "choose":
      return isCategory(fields.box) ? { type, box: fields.box } : "Choose a box: 1, 2, 3, 4, 5, 6 or H";
    case "score":
    case "next-game":
      return { type };
  }
}

function apply(state: HooliganState, seat: Seat, input: unknown): MoveResult<HooliganState> {
  const notNow = seatProblem(seat, actors(state));
  if (notNow !== null) return refuse(notNow);
  const move = parseMove(input);
  if (typeof move === "string") return refuse(move);
  switch (move.type) {
    case "throw":
      return throwDice(state, move.dice);
    case "choose":
      return choose(state, move.box);
    case "keep":
      return keep(state, move.dice);
    case "score":
      return score(state);
    case "next-game":
      if (state.phase !== "over") return refuse("This game is still being played.");
      return resultOf(newHooliganGame(state.players));
  }
}

/** Reads the settled dice in request order; a die without a number reads 0, which apply refuses. */
const throwMove = (_state: HooliganState, settled: readonly SettledDie[]): HooliganMove => ({
  type: "throw",
  dice: settled.map((d) => d.value ?? 0),
});

export const hooliganGame: GameDefinition<HooliganSetup, HooliganState, HooliganMove> = {
  id: "hooligan",
  moveTypes: ["throw", "choose", "keep", "score", "next-game"],
  readingTypes: ["throw"],
  rulesVersion: 1,
  setup,
  apply,
  actors,
  isOver: (state) => state.phase === "over",
  seats: (state) => state.players.length,
  throwRequest,
  throwMove,
};
