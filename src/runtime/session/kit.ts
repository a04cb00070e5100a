// What the runtime needs to seat a game: its definition, its table stage dressed for the seats,
// a computer player at each strength and options for a table of n seats. Every game module of
// the catalog (src/catalog/) is a kit; the screens, the game server, the replay checker, the
// headless tests and the benchmarks build sessions from it (start-session.ts).
import type { GameDefinition, PlainMove } from "../../games/definition";
import type { TableStage } from "../../table/stage";
import type { Strength } from "../../games/strength";
import type { SeatDriver } from "./seats";
import type { SessionLog } from "../record/log";

/** A game at one moment in a player's words: what has happened, in order, and the scores as they stand. */
export interface Story {
  readonly lines: readonly string[];
  /** "Ana 350 · You 1200". */
  readonly standing: string;
}

/** A seat as the table dresses it: its player's name and colour (and, where a stage cares, whether the computer plays it). */
export interface SeatDress {
  readonly name: string;
  readonly colour: { readonly name?: string; readonly body: string; readonly ink: string };
  readonly computer?: boolean;
  /** How well the computer plays the seat (DEFAULT_STRENGTH when absent). */
  readonly strength?: Strength;
}

export interface GameKit<S, M extends PlainMove> {
  readonly id: string;
  readonly definition: GameDefinition<unknown, S, M>;
  /**
   * The table stage, dressed in these seats' names and colours; without seats, a plain dress for
   * a table nobody looks at (the game server's, the replay checker's). Dress never moves a die.
   */
  readonly stage: (seats?: readonly SeatDress[]) => TableStage<S>;
  /** A computer player at this strength; without one, the default for tables nobody looks at. */
  readonly computer: (strength?: Strength) => SeatDriver<S, M>;
  /** Played alone: one seat (a headless table of it has one). */
  readonly alone?: boolean;
  /** Never over: a headless game of it is played for a fixed number of log entries. */
  readonly endless?: boolean;
  /** Options for a table of `seats` seats (names "Seat 1"…); `seed` may vary them (first player, board). */
  readonly options: (seats: number, seed: number) => unknown;
  /**
   * The game so far in words (every move, not only the throws), for the replay; `names` by seat
   * as saved, `log` the moves made so far (for a game whose state keeps no account of its own).
   */
  readonly story?: (state: S, names: readonly string[], log: SessionLog) => Story;
  /** The part of the game a state is in, for games played in rounds ("Round 2"); absent or null: none. */
  readonly chapter?: (state: S) => string | null;
}

/** "Ana 350 · You 1200" from scores by seat. */
export const standingText = (names: readonly string[], scores: readonly (number | string)[]): string =>
  scores.map((s, i) => `${names[i] ?? `Seat ${i + 1}`} ${s}`).join(" · ");
