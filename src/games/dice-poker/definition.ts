// Dice Poker as a game definition for the one runtime: options and moves arrive as unknown
// data, are checked for shape, and go to the engine (moves.ts), which rules on the rest.
//
// Seats: every player of every side, side by side — side 0's players first, then side 1's, so
// with teams of t the seat of a side's member m is side × t + m. A side's roll-off die is thrown
// by its first player.
//
// A re-throw takes two moves: `rethrow` names the dice picked up (positions 0–4), then `throw`
// hands in their new faces in that order. The picked positions live beside the engine state,
// so the table knows which dice to throw before they are thrown.
import type { SettledDie } from "../../geometry/types";
import { notYourTurn, isRecord, type GameDefinition, type Seat, type ThrowRequest } from "../definition";
import { accept, refuse, type MoveResult } from "../move-result";
import { extraKeysProblem, intsProblem, moveType, nameProblem, namesProblem, seatShapeProblem } from "../definition-parse";
import { SQUARE_COUNT } from "./board";
import { bounce, place, rethrow, stand, throwDice } from "./moves";
import { MAX_THROWS, newDicePokerGame, type DicePokerSideSetup, type DicePokerState } from "./state";

export interface DicePokerSetup {
  /** Two or three sides, each one player or a team (all teams the same size). */
  readonly sides: readonly DicePokerSideSetup[];
  /** Chips per side; the engine's defaults when absent. */
  readonly chips?: readonly number[];
}

export interface DicePokerTable {
  /** The options `setup` accepted, kept for "next game". */
  readonly setup: DicePokerSetup;
  readonly game: DicePokerState;
  /** Positions (ascending) picked up for the coming re-throw; null when none are picked. */
  readonly rethrow: readonly number[] | null;
}

export type DicePokerMove =
  | { readonly type: "throw"; readonly dice: readonly number[] }
  | { readonly type: "rethrow"; readonly positions: readonly number[] }
  | { readonly type: "stand" }
  | { readonly type: "place"; readonly square: number }
  | { readonly type: "bounce"; readonly square: number }
  | { readonly type: "next-game" };

const MOVE_TYPES: readonly DicePokerMove["type"][] = ["throw", "rethrow", "stand", "place", "bounce", "next-game"];
const FIELDS: Readonly<Record<DicePokerMove["type"], readonly string[]>> = {
  throw: ["dice"],
  rethrow: ["positions"],
  stand: [],
  place: ["square"],
  bounce: ["square"],
  "next-game": [],
};
const DICE = 5;
const MAX_SIDES = 3;
const MAX_PLAYERS = 12;

/** The die ids of a Dice Poker throw: "d0"…"d4" by position. */
export const dicePokerDieId = (position: number): string => `d${position}`;

function parseSetup(options: unknown): DicePokerSetup | string {
  if (!isRecord(options)) return "Dice Poker's options must be an object with a list of sides.";
  const extra = extraKeysProblem(options, ["sides", "chips"], "Dice Poker's options");
  if (extra !== null) return extra;
  const { sides, chips } = options;
  if (!Array.isArray(sides)) return "Dice Poker's options need a list of sides.";
  if (sides.length < 2 || sides.length > MAX_SIDES) return `Dice Poker is played by two or three sides, not ${sides.length}.`;
  const parsed: DicePokerSideSetup[] = [];
  for (let i = 0; i < sides.length; i++) {
    const side: unknown = sides[i];
    if (!isRecord(side)) return `Side ${i + 1} must be an object with a name and players.`;
    const problem =
      extraKeysProblem(side, ["name", "players"], `Side ${i + 1}`) ??
      nameProblem(side.name, `Side ${i + 1}`) ??
      namesProblem(side.players, `Side ${i + 1}'s players`, MAX_PLAYERS, `Side ${i + 1}'s player`);
    if (problem !== null) return problem;
    parsed.push({ name: side.name as string, players: [...(side.players as string[])] });
  }
  if (chips === undefined) return { sides: parsed };
  const chipsProblem = intsProblem(chips, "Chips", MAX_SIDES);
  return chipsProblem ?? { sides: parsed, chips: [...(chips as number[])] };
}

const teamSize = (game: DicePokerState) => game.sides[0].players.length;
const seatOf = (game: DicePokerState, side: number, member: number): Seat => side * teamSize(game) + member;
const seatCount = (game: DicePokerState) => game.sides.length * teamSize(game);

function actors(state: DicePokerTable): readonly Seat[] {
  const { game } = state;
  if (game.phase === "over") return Array.from({ length: seatCount(game) }, (_, s) => s);
  if (game.phase === "rolloff" && game.rollOff) return [seatOf(game, game.rollOff.contenders[game.rollOff.values.length], 0)];
  return game.current === null ? [] : [seatOf(game, game.current, game.player)];
}

function setup(options: unknown): MoveResult<DicePokerTable> {
  const parsed = parseSetup(options);
  if (typeof parsed === "string") return refuse(parsed);
  const game = newDicePokerGame(parsed.sides, parsed.chips === undefined ? {} : { chips: parsed.chips });
  return game.ok ? accept({ setup: parsed, game: game.state, rethrow: null }) : refuse(game.reason);
}

const withGame = (state: DicePokerTable, result: MoveResult<DicePokerState>): MoveResult<DicePokerTable> =>
  result.ok ? accept({ ...state, game: result.state, rethrow: null }) : result;

function throwMove(state: DicePokerTable, dice: readonly number[]): MoveResult<DicePokerTable> {
  const { game } = state;
  if (game.phase === "throwing" && game.throwsMade > 0) {
    if (state.rethrow === null) return refuse("Pick up the dice to throw again first (rethrow), or stand.");
    return withGame(state, rethrow(game, state.rethrow, dice));
  }
  return withGame(state, throwDice(game, dice));
}

function pickUp(state: DicePokerTable, positions: readonly number[]): MoveResult<DicePokerTable> {
  const { game } = state;
  if (game.phase !== "throwing" || game.throwsMade === 0) return refuse("There is nothing to throw again now.");
  if (game.throwsMade >= MAX_THROWS) return refuse("Three throws are the most a turn allows.");
  if (positions.length === 0) return refuse("Pick at least one die to throw again.");
  if (!positions.every((p) => p >= 0 && p < DICE)) return refuse("Dice positions run from 0 to 4.");
  if (new Set(positions).size !== positions.length) return refuse("Pick each die once.");
  return accept({ ...state, rethrow: [...positions].sort((a, b) => a - b) });
}

function apply(state: DicePokerTable, seat: Seat, input: unknown): MoveResult<DicePokerTable> {
  const seatBad = seatShapeProblem(seat);
  if (seatBad !== null) return refuse(seatBad);
  const parsed = moveType(input);
  if (typeof parsed === "string") return refuse(parsed);
  const { type, move } = parsed;
  if (!(MOVE_TYPES as readonly string[]).includes(type)) return refuse(`Dice Poker has no move "${type}".`);
  const t = type as DicePokerMove["type"];
  const extra = extraKeysProblem(move, ["type", ...FIELDS[t]], `A "${t}" move`);
  if (extra !== null) return refuse(extra);
  if (!actors(state).includes(seat)) return refuse(notYourTurn(seat));
  switch (t) {
    case "throw": {
      const problem = intsProblem(move.dice, "A throw's dice", DICE);
      return problem !== null ? refuse(problem) : throwMove(state, move.dice as number[]);
    }
    case "rethrow": {
      const problem = intsProblem(move.positions, "The dice to throw again", DICE);
      return problem !== null ? refuse(problem) : pickUp(state, move.positions as number[]);
    }
    case "stand":
      return withGame(state, stand(state.game));
    case "place":
    case "bounce": {
      const square = move.square;
      if (typeof square !== "number" || !Number.isInteger(square) || square < 0 || square >= SQUARE_COUNT) {
        return refuse(`A square is a whole number from 0 to ${SQUARE_COUNT - 1}.`);
      }
      return withGame(state, t === "place" ? place(state.game, square) : bounce(state.game, square));
    }
    case "next-game":
      if (state.game.phase !== "over") return refuse("The game is still being played.");
      return setup(state.setup);
  }
}

function throwRequest(state: DicePokerTable): ThrowRequest | null {
  const { game } = state;
  const seat = actors(state)[0];
  const dice = (positions: readonly number[]) => positions.map((p) => ({ id: dicePokerDieId(p), kind: "d6" as const }));
  if (game.phase === "rolloff") return { seat, dice: dice([0]) };
  if (game.phase !== "throwing") return null;
  if (game.throwsMade === 0) return { seat, dice: dice([0, 1, 2, 3, 4]) };
  return state.rethrow === null ? null : { seat, dice: dice(state.rethrow) };
}

export const dicePokerGame: GameDefinition<DicePokerSetup, DicePokerTable, DicePokerMove> = {
  id: "dice-poker",
  moveTypes: MOVE_TYPES,
  readingTypes: ["throw"],
  rulesVersion: 1,
  setup,
  optionsOf: (state) => state.setup,
  apply,
  actors,
  isOver: (state) => state.game.phase === "over",
  seats: (state) => seatCount(state.game),
  throwRequest,
  // A face the reader could not name (null) goes in as 0, which the engine refuses.
  throwMove: (_state, settled: readonly SettledDie[]) => ({ type: "throw", dice: settled.map((d) => d.value ?? 0) }),
};
