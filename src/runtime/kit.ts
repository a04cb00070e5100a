// Everything the runtime needs to seat a game without a screen: its definition, its table
// stage, a computer player and options for a table of n seats. The replay checker, the
// headless tests and (later) the game server build sessions from kits.
import type { GameDefinition, PlainMove } from "../games/definition";
import type { TableStage } from "../table/stage";
import type { Strength } from "../games/strength";
import type { SeatDriver } from "./seats";
import type { SessionLog } from "./log";

/** A game at one moment in a player's words: what has happened, in order, and the scores as they stand. */
export interface Story {
  readonly lines: readonly string[];
  /** "Ana 350 · You 1200". */
  readonly standing: string;
}

export interface GameKit<S, M extends PlainMove> {
  readonly id: string;
  readonly definition: GameDefinition<unknown, S, M>;
  readonly stage: () => TableStage<S>;
  readonly computer: () => SeatDriver<S, M>;
  /** A computer player of the given strength (`computer` is the default one); absent where a game has one strength. */
  readonly computerAt?: (strength: Strength) => SeatDriver<S, M>;
  /** Options for a table of `seats` seats (names "Seat 1"…); `seed` may vary them (first player, board). */
  readonly options: (seats: number, seed: number) => unknown;
  /**
   * The game so far in words (every move, not only the throws), for the replay; `names` by seat
   * as saved, `log` the moves made so far (for a game whose state keeps no account of its own).
   */
  readonly story?: (state: S, names: readonly string[], log: SessionLog) => Story;
}

/** "Ana 350 · You 1200" from scores by seat. */
export const standingText = (names: readonly string[], scores: readonly (number | string)[]): string =>
  scores.map((s, i) => `${names[i] ?? `Seat ${i + 1}`} ${s}`).join(" · ");
