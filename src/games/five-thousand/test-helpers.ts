// Shared by this folder's tests: unwrap accepted moves and build games at a chosen moment.
import { expect } from "vitest";
import type { MoveResult } from "../move-result.ts";
import { rollOffThrow } from "./roll-off.ts";
import { newFiveThousandGame, type FiveThousandOptions, type FiveThousandState } from "./state.ts";

export function ok<S>(result: MoveResult<S>): S {
  if (!result.ok) expect.fail(`move refused: ${result.reason}`);
  return result.state;
}

export function refusal<S>(result: MoveResult<S>): string {
  if (result.ok) expect.fail("move was accepted");
  return result.reason;
}

/** Ana and Ben, Ben winning the roll-off, so Ana starts and Ben goes last. */
export function anaThenBen(options: Partial<FiveThousandOptions> = {}): FiveThousandState {
  const start = newFiveThousandGame({ players: ["Ana", "Ben"], options });
  return ok(rollOffThrow(ok(rollOffThrow(start, 2)), 6));
}

export const withScores = (state: FiveThousandState, scores: number[]): FiveThousandState => ({
  ...state,
  players: state.players.map((p, i) => ({ ...p, score: scores[i] })),
});
