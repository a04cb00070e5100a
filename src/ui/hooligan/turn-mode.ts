// What the Hooligan table waits for now, derived from the game and whether the player has
// already picked up the dice for the next throw.
import { THROWS_PER_TURN, type HooliganState } from "../../games/hooligan";

export type HooliganMode =
  /** The game is over. */
  | "over"
  /** The dice due wait to be thrown (from the hand, or picked up where they lie). */
  | "throw"
  /** After a throw with no box chosen: choose a box, or (throws left) throw all five again. */
  | "decide"
  /** Playing for Hooligan between throws: pick dice to keep, then pick up the rest. */
  | "keep";

export function hooliganMode(game: HooliganState, pickedUp: boolean): HooliganMode {
  if (game.phase === "over") return "over";
  const turn = game.turn;
  if (game.phase === "rolloff" || !turn || turn.throwsMade === 0) return "throw";
  if (turn.chosen === null) return "decide";
  if (turn.chosen === "H" && turn.throwsMade < THROWS_PER_TURN && turn.dice.length > 0 && !pickedUp) return "keep";
  return "throw";
}

/** Whether the player may stop now and score the chosen box as the dice lie. */
export const canScoreNow = (game: HooliganState): boolean =>
  game.phase === "playing" && !!game.turn && game.turn.chosen !== null && game.turn.throwsMade > 0;
