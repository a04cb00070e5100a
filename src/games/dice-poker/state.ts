// Dice Poker's plain-data state, its setup and the latest events.
import { accept, refuse, type MoveResult } from "../move-result";
import { playerNamesProblem } from "../setup-checks";
import { SQUARE_COUNT, type Square } from "./board";
import type { CombinationId } from "./combinations";
import type { HandReading } from "./hand";

export interface DicePokerSideSetup {
  /** Shown in prompts, e.g. "Red". */
  readonly name: string;
  /** One player, or a team taking turns in this order. */
  readonly players: readonly string[];
}

export interface DicePokerOptions {
  /**
   * Chips in each side's supply, by side. Default: 50 each for two sides; 50, 50 and 35 for
   * three (the boxed set holds 50 of two colours and a third side adds 35 of its own).
   */
  readonly chips?: readonly number[];
}

export interface DicePokerSide {
  readonly name: string;
  readonly players: readonly string[];
  /** Chips still in the supply; a bounced chip goes back to its owner's supply. */
  readonly chipsLeft: number;
  /** Which of the side's players throws on the side's next turn. */
  readonly nextPlayer: number;
}

export interface DicePokerRollOff {
  readonly contenders: readonly number[];
  readonly values: readonly number[];
}

export type NoChipReason = "nothing" | "covered" | "no-chips";

export type DicePokerEvent =
  | { readonly type: "rolloff-throw"; readonly side: number; readonly value: number }
  | { readonly type: "rolloff-tie"; readonly sides: readonly number[]; readonly value: number }
  | { readonly type: "first-side"; readonly side: number }
  | {
      readonly type: "throw";
      readonly side: number;
      readonly player: number;
      readonly throwNumber: number;
      /** Positions (0–4) thrown this time. */
      readonly positions: readonly number[];
      readonly dice: readonly number[];
    }
  | { readonly type: "hand"; readonly side: number; readonly hand: HandReading }
  | { readonly type: "place"; readonly side: number; readonly square: Square; readonly combination: CombinationId }
  | { readonly type: "bounce"; readonly side: number; readonly square: Square; readonly owner: number }
  | { readonly type: "no-chip"; readonly side: number; readonly reason: NoChipReason }
  | { readonly type: "run"; readonly side: number; readonly squares: readonly Square[] }
  | { readonly type: "win"; readonly side: number };

export interface DicePokerState {
  readonly sides: readonly DicePokerSide[];
  /** The side whose chip covers each square, by index; null when open (the centre is always null). */
  readonly board: readonly (number | null)[];
  /** Completed runs by side, each the five squares of its line. Their chips are protected. */
  readonly runs: readonly (readonly (readonly Square[])[])[];
  readonly phase: "rolloff" | "throwing" | "placing" | "over";
  readonly rollOff: DicePokerRollOff | null;
  /** The side whose turn it is; null during the roll-off. */
  readonly current: number | null;
  /** Index into the current side's players of the one throwing. */
  readonly player: number;
  /** The five dice after the last throw; empty before the turn's first throw. */
  readonly dice: readonly number[];
  readonly throwsMade: number;
  /** The hand as read when the player stood; set while placing. */
  readonly hand: HandReading | null;
  readonly winner: number | null;
  /**
   * The latest events, oldest first: at most RECENT_EVENTS of them, so a move costs the same at
   * the game's end as at its start. The whole story is the session log's moves, folded again.
   */
  readonly recent: readonly DicePokerEvent[];
  /** How many events the game has had in all (the last of them are `recent`). */
  readonly eventCount: number;
}

export const MAX_THROWS = 3;
/** Events kept in the state: more than a screen shows (12) and more than any one move makes (at most 6: a chip, the four runs it can complete, the win). */
export const RECENT_EVENTS = 24;

/** The state with these events added after its others. */
export function withEvents(state: DicePokerState, ...events: DicePokerEvent[]): DicePokerState {
  const recent = [...state.recent, ...events];
  return { ...state, recent: recent.length > RECENT_EVENTS ? recent.slice(-RECENT_EVENTS) : recent, eventCount: state.eventCount + events.length };
}

/** The events `after` has that `before` did not, `after` being one move on from `before`. */
export function eventsSince(before: DicePokerState, after: DicePokerState): readonly DicePokerEvent[] {
  const added = after.eventCount - before.eventCount;
  if (added < 0 || added > after.recent.length) throw new Error(`${added} events cannot have come from one move`);
  return after.recent.slice(after.recent.length - added);
}

export function defaultChips(sides: number): number[] {
  return sides === 2 ? [50, 50] : [50, 50, 35];
}

/** A new game, starting with the roll-off: one die per side, highest starts. */
export function newDicePokerGame(
  sides: readonly DicePokerSideSetup[],
  options: DicePokerOptions = {},
): MoveResult<DicePokerState> {
  if (sides.length < 2 || sides.length > 3) return refuse("Dice Poker is played by two or three sides.");
  if (sides.some((s) => s.players.length === 0)) return refuse("Every side needs at least one player.");
  if (sides.some((s) => s.players.length !== sides[0].players.length)) {
    return refuse("Teams must be the same size.");
  }
  const players = sides.reduce((n, s) => n + s.players.length, 0);
  if (players > 12) return refuse("Dice Poker takes at most 12 players.");
  if (sides.some((s) => typeof s.name !== "string" || s.name.trim().length === 0)) return refuse("Every side needs a name.");
  if (new Set(sides.map((s) => s.name)).size !== sides.length) return refuse("Give every side its own name.");
  const names = playerNamesProblem(sides.flatMap((s) => s.players), "Dice Poker", 2, 12);
  if (names) return refuse(names);
  const chips = options.chips ?? defaultChips(sides.length);
  if (chips.length !== sides.length || chips.some((c) => !Number.isInteger(c) || c < 1)) {
    return refuse("Give every side a whole number of chips, at least one.");
  }
  return accept({
    sides: sides.map((s, i) => ({ name: s.name, players: [...s.players], chipsLeft: chips[i], nextPlayer: 0 })),
    board: Array(SQUARE_COUNT).fill(null),
    runs: sides.map(() => []),
    phase: "rolloff",
    rollOff: { contenders: sides.map((_, i) => i), values: [] },
    current: null,
    player: 0,
    dice: [],
    throwsMade: 0,
    hand: null,
    winner: null,
    recent: [],
    eventCount: 0,
  });
}

/** The side to act now: the next roll-off thrower, the side on turn, or null once the game is over. */
export function actingSide(state: DicePokerState): number | null {
  if (state.phase === "over") return null;
  if (state.phase === "rolloff" && state.rollOff) return state.rollOff.contenders[state.rollOff.values.length];
  return state.current;
}

/** Name of the player throwing now, or null during the roll-off and after the game. */
export function currentPlayerName(state: DicePokerState): string | null {
  if (state.current === null || state.phase === "over" || state.phase === "rolloff") return null;
  return state.sides[state.current].players[state.player];
}

export const runsOf = (state: DicePokerState, side: number): readonly (readonly Square[])[] => state.runs[side] ?? [];

export const chipsOnBoard = (state: DicePokerState, side: number): number =>
  state.board.filter((owner) => owner === side).length;
