// Dice Poker's moves: roll-off, throws, standing, placing a chip and the Bouncer. The dice are
// always handed in; the rules never roll.
import { accept, refuse, type MoveResult } from "../move-result";
import { BOARD, SQUARE_COUNT, type Square } from "./board";
import { combinationLabel, type CombinationId } from "./combinations";
import { readHand } from "./hand";
import { bounceTargets, isBouncer, legalSquares } from "./legal";
import { newRunsThrough } from "./runs";
import { MAX_THROWS, withEvents, type DicePokerEvent, type DicePokerState, type NoChipReason } from "./state";

const DICE = 5;
const validFaces = (values: readonly number[]) => values.every((v) => Number.isInteger(v) && v >= 1 && v <= 6);

/** The roll-off throw of one die for the side named by the prompt, or the first throw of all five dice in a turn. */
export function throwDice(state: DicePokerState, values: readonly number[]): MoveResult<DicePokerState> {
  if (state.phase === "over") return refuse("The game is over.");
  if (!validFaces(values)) return refuse("Each die must read a whole number from 1 to 6.");
  if (state.phase === "rolloff") {
    if (values.length !== 1) return refuse("Each side throws a single die for the start.");
    return accept(rollOffThrow(state, values[0]));
  }
  if (state.phase !== "throwing") return refuse("Place your chip first.");
  if (state.throwsMade > 0) return refuse("Re-throw chosen dice, or stand with this hand.");
  if (values.length !== DICE) return refuse("Throw all five dice.");
  return accept(afterThrow(state, [...values], [0, 1, 2, 3, 4]));
}

/** Throws again the dice at these positions (0–4), any one to five of them; `values` are their new faces in that order. */
export function rethrow(
  state: DicePokerState,
  positions: readonly number[],
  values: readonly number[],
): MoveResult<DicePokerState> {
  if (state.phase !== "throwing") return refuse("There is nothing to re-throw now.");
  if (state.throwsMade === 0) return refuse("Throw all five dice first.");
  if (state.throwsMade >= MAX_THROWS) return refuse("Three throws are the most a turn allows.");
  if (positions.length === 0) return refuse("Pick at least one die to throw again.");
  if (new Set(positions).size !== positions.length) return refuse("Pick each die once.");
  if (!positions.every((p) => Number.isInteger(p) && p >= 0 && p < DICE)) return refuse("Dice positions run from 0 to 4.");
  if (values.length !== positions.length) return refuse(`Give a value for each of the ${positions.length} dice thrown.`);
  if (!validFaces(values)) return refuse("Each die must read a whole number from 1 to 6.");
  const dice = [...state.dice];
  positions.forEach((p, i) => (dice[p] = values[i]));
  return accept(afterThrow(state, dice, [...positions]));
}

/** Stops throwing: the hand is read and the player places, bounces, or the turn ends without a chip. */
export function stand(state: DicePokerState): MoveResult<DicePokerState> {
  if (state.phase !== "throwing") return refuse("There is no hand to stand on now.");
  if (state.throwsMade === 0) return refuse("Throw first.");
  return accept(readAndOffer(state));
}

/** Puts the current side's chip on `square`, which must be among `legalSquares(state)`. */
export function place(state: DicePokerState, square: Square): MoveResult<DicePokerState> {
  if (state.phase !== "placing" || state.current === null || !state.hand) return refuse("There is no chip to place now.");
  const side = state.current;
  if (state.sides[side].chipsLeft === 0) return refuse("Your side has no chips left.");
  if (!legalSquares(state).includes(square)) return refuse(placeRefusal(state, square));
  const board = state.board.map((owner, s) => (s === square ? side : owner));
  const sides = state.sides.map((s, i) => (i === side ? { ...s, chipsLeft: s.chipsLeft - 1 } : s));
  const found = newRunsThrough(board, side, square, state.runs[side]);
  const events: DicePokerEvent[] = [
    { type: "place", side, square, combination: BOARD[square] as CombinationId },
    ...found.map((squares): DicePokerEvent => ({ type: "run", side, squares })),
  ];
  const runs = state.runs.map((r, i) => (i === side ? [...r, ...found] : r));
  const placed: DicePokerState = { ...state, board, sides, runs };
  if (runs[side].length >= 2) {
    return accept(withEvents({ ...placed, phase: "over", winner: side, hand: null }, ...events, { type: "win", side }));
  }
  return accept(endTurn(withEvents(placed, ...events)));
}

/** A Bouncer: removes the opponent chip on `square` (not one in a completed run) instead of placing. */
export function bounce(state: DicePokerState, square: Square): MoveResult<DicePokerState> {
  if (state.phase !== "placing" || state.current === null || !state.hand) return refuse("There is no Bouncer to play now.");
  if (!isBouncer(state.board, state.hand)) return refuse("This hand is not a Bouncer.");
  if (!bounceTargets(state).includes(square)) {
    if (isOffBoard(square)) return refuse(NO_SUCH_SQUARE);
    const owner = state.board[square];
    if (owner === null) return refuse("There is no chip on that square.");
    if (owner === state.current) return refuse("A Bouncer removes an opponent's chip, not your own.");
    return refuse("That chip is part of a completed run and is protected.");
  }
  const owner = state.board[square]!;
  const board = state.board.map((o, s) => (s === square ? null : o));
  const sides = state.sides.map((s, i) => (i === owner ? { ...s, chipsLeft: s.chipsLeft + 1 } : s));
  return accept(endTurn(withEvents({ ...state, board, sides }, { type: "bounce", side: state.current, square, owner })));
}

const isOffBoard = (square: Square) => !Number.isInteger(square) || square < 0 || square >= SQUARE_COUNT;
const NO_SUCH_SQUARE = `There is no such square: the board's squares are numbered 0 to ${SQUARE_COUNT - 1}.`;

function placeRefusal(state: DicePokerState, square: Square): string {
  if (isOffBoard(square)) return NO_SUCH_SQUARE;
  const printed = BOARD[square];
  if (printed === null) return "No chip ever goes on the free centre.";
  if (state.board[square] !== null) return "That square is already covered.";
  return `This hand cannot take a ${combinationLabel(printed)} square.`;
}

function afterThrow(state: DicePokerState, dice: number[], positions: number[]): DicePokerState {
  const throwsMade = state.throwsMade + 1;
  const thrown = withEvents(
    { ...state, dice, throwsMade },
    { type: "throw", side: state.current!, player: state.player, throwNumber: throwsMade, positions, dice },
  );
  return throwsMade >= MAX_THROWS ? readAndOffer(thrown) : thrown;
}

/** Reads the hand; with nothing to place or bounce the turn ends at once. */
function readAndOffer(state: DicePokerState): DicePokerState {
  const side = state.current!;
  const hand = readHand(state.dice);
  const reading = withEvents({ ...state, phase: "placing", hand }, { type: "hand", side, hand });
  if (legalSquares(reading).length > 0 || bounceTargets(reading).length > 0) return reading;
  const reason: NoChipReason =
    hand.kind === "nothing" ? "nothing" : state.sides[side].chipsLeft === 0 ? "no-chips" : "covered";
  return endTurn(withEvents(reading, { type: "no-chip", side, reason }));
}

function endTurn(state: DicePokerState): DicePokerState {
  const side = state.current!;
  const sides = state.sides.map((s, i) => (i === side ? { ...s, nextPlayer: (s.nextPlayer + 1) % s.players.length } : s));
  return startTurn({ ...state, sides }, (side + 1) % sides.length);
}

function startTurn(state: DicePokerState, side: number): DicePokerState {
  return {
    ...state,
    phase: "throwing",
    current: side,
    player: state.sides[side].nextPlayer,
    dice: [],
    throwsMade: 0,
    hand: null,
  };
}

function rollOffThrow(state: DicePokerState, value: number): DicePokerState {
  const rollOff = state.rollOff!;
  const side = rollOff.contenders[rollOff.values.length];
  const values = [...rollOff.values, value];
  const thrown = withEvents(state, { type: "rolloff-throw", side, value });
  if (values.length < rollOff.contenders.length) return { ...thrown, rollOff: { ...rollOff, values } };
  const best = Math.max(...values);
  const leaders = rollOff.contenders.filter((_, i) => values[i] === best);
  if (leaders.length > 1) {
    return withEvents({ ...thrown, rollOff: { contenders: leaders, values: [] } }, { type: "rolloff-tie", sides: leaders, value: best });
  }
  return startTurn(withEvents({ ...thrown, rollOff: null }, { type: "first-side", side: leaders[0] }), leaders[0]);
}
