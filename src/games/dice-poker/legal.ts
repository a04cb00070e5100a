// Where the hand just read lets the side on turn put a chip, and which chips a Bouncer may take.
import { BOARD, CENTRE, squaresOf, type Square } from "./board";
import type { CombinationId } from "./combinations";
import type { HandReading } from "./hand";
import { protectedSquares } from "./runs";
import type { DicePokerState } from "./state";

const isOpen = (board: readonly (number | null)[], s: Square) => s !== CENTRE && board[s] === null;

/** Open squares this hand may take: its combination's, the Lucky square of its sum, or any (five of a kind). */
export function placementsFor(board: readonly (number | null)[], hand: HandReading): Square[] {
  if (hand.kind === "five-of-a-kind") return BOARD.flatMap((_, s) => (isOpen(board, s) ? [s] : []));
  const combinations = [hand.combination, hand.lucky].filter((c): c is CombinationId => c !== null);
  return combinations.flatMap(squaresOf).filter((s) => isOpen(board, s));
}

/** The squares that must all be covered before this hand is a Bouncer; null if it never can be. */
function bouncerGroup(hand: HandReading): Square[] | null {
  if (hand.kind === "straight") return [...squaresOf("low-straight"), ...squaresOf("high-straight")];
  if (hand.kind === "full-house") return squaresOf("full-house");
  return null;
}

/** A straight once all four straight squares are covered, or a full house once both of its are. */
export function isBouncer(board: readonly (number | null)[], hand: HandReading): boolean {
  const group = bouncerGroup(hand);
  return group !== null && group.every((s) => board[s] !== null);
}

/** Opponent chips outside every completed run. */
export function removableChips(state: DicePokerState, side: number): Square[] {
  const safe = protectedSquares(state.runs);
  return state.board.flatMap((owner, s) => (owner !== null && owner !== side && !safe.has(s) ? [s] : []));
}

/** Squares to highlight for a chip now: empty unless the side on turn is placing and has a chip left. */
export function legalSquares(state: DicePokerState): Square[] {
  if (state.phase !== "placing" || state.current === null || !state.hand) return [];
  if (state.sides[state.current].chipsLeft === 0) return [];
  return placementsFor(state.board, state.hand);
}

/** Chips the side on turn may remove now with a Bouncer (empty when the hand is no Bouncer). */
export function bounceTargets(state: DicePokerState): Square[] {
  if (state.phase !== "placing" || state.current === null || !state.hand) return [];
  if (!isBouncer(state.board, state.hand)) return [];
  return removableChips(state, state.current);
}
