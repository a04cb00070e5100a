// A game as the whole app knows it: one module per game (src/catalog/<game>.ts) holds its
// definition, title, route, home-page card, stage dressed for the seats, computer seats at each
// strength, headless set-up, online seat counts and options, and how its save is described.
// Everything here is plain TypeScript (no React): the game server and Node tests import it. The
// React parts (icon, lazy screen, online board) extend it in src/ui/catalog.ts.
import type { PlainMove } from "../games/definition";
import type { GameKit } from "../runtime/session/kit";

/** What the Continue list says of a saved game in progress or finished. */
export interface SaveDescription {
  readonly progress: string;
  readonly finished: boolean;
  readonly result: string | null;
}

export type BoardChoice = "standard" | "corellian";

/** What the host of an online table chose beyond the seats. */
export interface TableChoices {
  /** Rykestra's mat. */
  readonly board?: BoardChoice;
}

export interface OnlinePart {
  /** Seat counts a table may have (a seat nobody takes is a computer's); the server refuses others. */
  readonly seats: readonly number[];
  /**
   * The options the server's game starts from: the lobby's names in seat order, the game's own
   * defaults; `seed` picks who goes first where the game lets a table choose.
   */
  readonly options: (names: readonly string[], seed: number, choices: TableChoices) => unknown;
  /** The host chooses a mat (Rykestra). */
  readonly boards?: boolean;
  /** A word under the seat count ("Four or six seats make two teams"). */
  readonly seatsHint?: string;
}

export interface SavePart<S> {
  readonly describe: (state: S) => SaveDescription;
  /** Address parameters a save keeps beside `?save=` (practice's shared position). */
  readonly kept?: readonly string[];
}

/** How the computer-player benchmark (`npm run bench:bots`) plays and reads a two-seat game. */
export interface BenchPart<S> {
  /** Options for a two-seat table (the seat names do not matter). */
  readonly options: (seed: number) => unknown;
  /** The winning seats; empty when nobody wins (a Hodrudda pot carried). */
  readonly winners: (state: S) => readonly number[];
  readonly score: (state: S, seat: number) => number;
  /** What `score` counts, for the table's heading. */
  readonly scoreIs: string;
  /** Games per pairing unless the command line says otherwise (more where skill shows less). */
  readonly games?: number;
}

export interface GameModule<S = unknown, M extends PlainMove = PlainMove> extends GameKit<S, M> {
  /** The game's name as players read it. */
  readonly title: string;
  /** Its screen's hash path: "#/hodrudda" has route "/hodrudda". */
  readonly route: string;
  /** Its card on the home page (absent: not listed there); the open table is listed last, and the home page's "Just throw some dice" opens it. */
  readonly card?: { readonly blurb: string; readonly facts: string; readonly openTable?: boolean };
  /** Played online (absent: local only). */
  readonly online?: OnlinePart;
  /** Saved after every move and resumed from the Continue list (absent: never saved). */
  readonly save?: SavePart<S>;
  /** In the computer-player benchmark's table of strengths (absent: not there; Rykestra has its own). */
  readonly bench?: BenchPart<S>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the catalog holds every game, each module over its own state and moves
export type AnyGameModule = GameModule<any, any>;

/** "Seat 1"…, the names of a table's seats where nobody named them. */
export const seatNames = (seats: number): string[] => Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`);
