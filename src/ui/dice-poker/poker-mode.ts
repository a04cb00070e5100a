// What the Dice Poker table waits for now, derived from the game and whether the player has
// already picked up the dice to re-throw.
import { MAX_THROWS, type DicePokerState } from "../../games/dice-poker";

export type PokerMode =
  | "over"
  /** The dice due wait to be thrown: the roll-off die, all five, or the picked-up re-throw. */
  | "throw"
  /** Between throws: pick dice to throw again, or stand. */
  | "select"
  /** The hand is read: place a chip or bounce one. */
  | "place";

export function pokerMode(game: DicePokerState, pickedUp: boolean): PokerMode {
  if (game.phase === "over") return "over";
  if (game.phase === "placing") return "place";
  if (game.phase === "rolloff" || game.throwsMade === 0 || pickedUp) return "throw";
  return game.throwsMade < MAX_THROWS ? "select" : "place";
}

/** Dice positions (0–4) the next throw carries: one die in the roll-off, all five to start, else the picked ones. */
export function pokerThrowPositions(game: DicePokerState, picked: readonly number[]): number[] {
  if (game.phase === "rolloff") return [0];
  if (game.phase !== "throwing") return [];
  if (game.throwsMade === 0) return [0, 1, 2, 3, 4];
  return game.throwsMade < MAX_THROWS ? [...picked].sort((a, b) => a - b) : [];
}
