// Rykestra's game state and the questions the UI asks of it. Immutable plain data.
//
// Seats are numbered 0…n−1 going round the table to the left, so "the next player" and
// "one seat left" are both seat + 1 (mod n). The app is the scorekeeper: round 1 starts
// with `firstPlayer` (seat 0 unless given), and each later round starts one seat further left.
import { accept, refuse, type MoveResult } from "../move-result";
import { dieId, type DieId, type MatDie } from "./dice";
import { DICE_PER_PLAYER, MAX_PLAYERS, MIN_PLAYERS, ROUNDS, resolveOptions, type RykestraOptions } from "./options";
import { leaders, type RoundSummary } from "./scoring";
import type { SectorSet } from "./sector-set";

/** Waiting for the sector dice, players throwing their D10s, or all three rounds scored. */
export type Phase = "sector-set" | "throwing" | "over";

/** In the owner's hand (to be thrown), settled on the mat, or out of play for this round. */
export type DiePlace = "hand" | "mat" | "out";

export interface DieState {
  readonly id: DieId;
  readonly owner: number;
  readonly place: DiePlace;
  /** Where it lies and what it shows; present exactly when place is "mat". */
  readonly onMat: MatDie | null;
}

/** Why a die went back to its owner's hand after a throw. */
export type ReturnReason = "knocked off" | "cocked";

/** What the last throw did, for the UI to announce. */
export interface ThrowOutcome {
  readonly seat: number;
  readonly thrown: readonly DieId[];
  /** Dice now lying flat on the mat, thrown or not. */
  readonly onMat: readonly DieId[];
  /** Dice put out of play for the round by this throw. */
  readonly out: readonly DieId[];
  readonly returned: readonly { readonly id: DieId; readonly reason: ReturnReason }[];
}

export interface RykestraState {
  readonly options: RykestraOptions;
  readonly players: number;
  readonly phase: Phase;
  /** 0-based round being played; equals ROUNDS once the game is over. */
  readonly round: number;
  /** The seat that throws first this round. */
  readonly firstPlayer: number;
  /** Whose throw it is; null outside the throwing phase. */
  readonly turn: number | null;
  /** This round's sector dice; null until they are read. */
  readonly sectors: SectorSet | null;
  /** Every player's dice, seat by seat; always players × 2 entries. */
  readonly dice: readonly DieState[];
  /** Running totals by seat. */
  readonly totals: readonly number[];
  /** Scored rounds, oldest first. The newest holds the capture steps to animate. */
  readonly history: readonly RoundSummary[];
  /** Cleared when a round starts. */
  readonly lastThrow: ThrowOutcome | null;
}

export interface NewGame {
  readonly players: number;
  readonly options?: Partial<RykestraOptions>;
  readonly firstPlayer?: number;
}

const inHand = (id: DieId, owner: number): DieState => ({ id, owner, place: "hand", onMat: null });

export function allInHand(players: number): DieState[] {
  return Array.from({ length: players }, (_, seat) =>
    Array.from({ length: DICE_PER_PLAYER }, (_, i) => inHand(dieId(seat, i), seat)),
  ).flat();
}

export function newGame(setup: NewGame): MoveResult<RykestraState> {
  const { players, firstPlayer = 0 } = setup;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return refuse(`Rykestra is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}.`);
  }
  if (!Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= players) {
    return refuse(`The first player must be a seat from 0 to ${players - 1}, not ${firstPlayer}.`);
  }
  const options = resolveOptions(setup.options);
  if (typeof options === "string") return refuse(options);
  return accept({
    options,
    players,
    phase: "sector-set",
    round: 0,
    firstPlayer,
    turn: null,
    sectors: null,
    dice: allInHand(players),
    totals: new Array<number>(players).fill(0),
    history: [],
    lastThrow: null,
  });
}

/** Seats in throwing order for a round starting with `first`. */
export function orderFrom(first: number, players: number): number[] {
  return Array.from({ length: players }, (_, i) => (first + i) % players);
}

export const roundOrder = (state: RykestraState): number[] => orderFrom(state.firstPlayer, state.players);

export function handOf(state: RykestraState, seat: number): DieId[] {
  return state.dice.filter((d) => d.owner === seat && d.place === "hand").map((d) => d.id);
}

export function diceOnMat(state: RykestraState): MatDie[] {
  return state.dice.flatMap((d) => (d.place === "mat" && d.onMat !== null ? [d.onMat] : []));
}

export function findDie(state: RykestraState, id: DieId): DieState | undefined {
  return state.dice.find((d) => d.id === id);
}

/** The seat after `seat` in round order that still holds a die, or null when every hand is empty. */
export function nextThrower(state: RykestraState, after: number): number | null {
  for (let step = 1; step <= state.players; step++) {
    const seat = (after + step) % state.players;
    if (handOf(state, seat).length > 0) return seat;
  }
  return null;
}

/** The winning seats once all rounds are scored (equal totals share); empty before that. */
export function winners(state: RykestraState): number[] {
  return state.phase === "over" ? leaders(state.totals) : [];
}

export const roundsLeft = (state: RykestraState): number => ROUNDS - state.round;
