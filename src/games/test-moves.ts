// For tests of every game: unwrap a move's answer, failing the test with the engine's own
// words when the move went the other way.
import type { MoveResult } from "./move-result";

/** The state an accepted move gives; a refused move fails the test with its reason. */
export function must<S>(result: MoveResult<S>): S {
  if (!result.ok) throw new Error(`move refused: ${result.reason}`);
  return result.state;
}

/** The reason a refused move gives; an accepted move fails the test. */
export function refusal<S>(result: MoveResult<S>): string {
  if (result.ok) throw new Error("move was accepted");
  return result.reason;
}
