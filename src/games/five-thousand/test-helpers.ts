// Shared by this folder's tests: unwrap accepted moves and build games at a chosen moment.
import { must, refusal } from "../test-moves.ts";
import { rollOffThrow } from "./roll-off.ts";
import { newFiveThousandGame, type FiveThousandOptions, type FiveThousandState } from "./state.ts";
import { logLines } from "./words.ts";

export { must, refusal };

/** Ana and Ben, Ben winning the roll-off, so Ana starts and Ben goes last. */
export function anaThenBen(options: Partial<FiveThousandOptions> = {}): FiveThousandState {
  const start = must(newFiveThousandGame({ players: ["Ana", "Ben"], options }));
  return must(rollOffThrow(must(rollOffThrow(start, 2)), 6));
}

export const withScores = (state: FiveThousandState, scores: number[]): FiveThousandState => ({
  ...state,
  players: state.players.map((p, i) => ({ ...p, score: scores[i] })),
});

/** The game's log as the screen shows it. */
export const lines = logLines;
