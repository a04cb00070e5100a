// What the Dice Poker table waits for now, derived from the game and whether dice have been
// picked up to re-throw (the definition's `rethrow`; its throw request names the dice due).
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
