// The shape every game takes for the one session runtime (src/runtime): a game is plain data
// plus pure functions. `setup` turns options from anywhere (a form, a link, a save, a remote
// player) into a first state or a refusal; `apply` takes a seat's move and returns the next
// state or a refusal; `actors` says which seats may move now. Nothing here rolls: a move that
// follows a throw carries the settled readings the table produced, so any reading can be
// handed in by a test, a replay or a server.
//
// Both `setup` and `apply` take `unknown`: the runtime never trusts a caller's types, so
// garbage (a NaN, a missing field, a move of another game) is a refusal with a reason — never
// a throw, never a changed state.
import type { DieKind, SettledDie } from "../geometry/types";
import type { MoveResult } from "./move-result";

/** A seat at the table: an index into the game's players, 0-based. */
export type Seat = number;

/** Every game's move is a plain object with a `type`; a JSON round trip gives an equal move. */
export interface PlainMove {
  readonly type: string;
}

export interface GameDefinition<Options, State, Move extends PlainMove> {
  /** The game's id in routes, saves and logs ("hodrudda"). */
  readonly id: string;
  /** Every `type` a move of this game may have (for menus, schemas and fuzz tests). */
  readonly moveTypes: readonly Move["type"][];
  /**
   * The types of the moves `throwMove` makes: a settled throw's reading, which the table hands
   * in. A seat that sends one itself is refused (the dice decide, never a player).
   */
  readonly readingTypes: readonly Move["type"][];
  /** Bumped whenever a rule change makes an old log replay differently. */
  readonly rulesVersion: number;
  /** Validates options of any shape; the first state, or a refusal naming what is wrong. */
  setup(options: unknown): MoveResult<State>;
  /** The options `setup` accepted, as plain data (what a log or save records). */
  readonly optionsOf?: (state: State) => Options;
  /**
   * One seat's move. Refuses, with a reason, a malformed move, a move this state does not
   * allow, and any move from a seat not in `actors(state)`. Never throws.
   */
  apply(state: State, seat: Seat, move: unknown): MoveResult<State>;
  /** The seats that may move now (several when any of them may, as for "next game"); [] when none. */
  actors(state: State): readonly Seat[];
  /** True once the game has ended (a winner screen is due). */
  isOver(state: State): boolean;
  /** How many seats the game has. */
  seats(state: State): number;
  /** The throw the game waits for now, if any: which seat throws which dice. */
  throwRequest(state: State): ThrowRequest | null;
  /**
   * The move a finished throw makes: `settled` holds the requested dice, at rest and read
   * (the runtime has already put right cocked dice and dice that left the landing area, unless
   * the request says `asTheyLie`), in the request's order, then the request's `alsoRead` dice.
   */
  throwMove(state: State, settled: readonly SettledDie[], context?: ThrowContext): Move;
}

/** What the table saw during a throw besides where the dice came to rest. */
export interface ThrowContext {
  /** Dice that something thrown struck (from the physics' contact reports), in the order first struck. */
  readonly struck: readonly string[];
}

/** The dice a seat must throw now; ids are the game's own names for its dice ("d0", "red-1"). */
export interface ThrowRequest {
  readonly seat: Seat;
  readonly dice: readonly { readonly id: string; readonly kind: DieKind }[];
  /**
   * Any non-empty part of `dice` may be thrown (Free Roll); `throwMove` then gets every die
   * of `dice` on the table. Otherwise every die goes (one left in hand goes along at once).
   */
  readonly any?: boolean;
  /**
   * Dice already lying on the table that the throw may knock and whose settled readings the
   * move needs as well (Rykestra's mat); they are not thrown. Absent: none.
   */
  readonly alsoRead?: readonly { readonly id: string; readonly kind: DieKind }[];
  /**
   * True when how the dice come to rest is the game's own business (on Rykestra's mat a cocked
   * die or one off the mat has a rule): the runtime hands them over as they lie and puts
   * nothing right. Absent: false.
   */
  readonly asTheyLie?: boolean;
}

/** Refusal text shared by every definition for a move from a seat that may not act. */
export const notYourTurn = (seat: unknown): string =>
  typeof seat === "number" && Number.isInteger(seat) && seat >= 0 ? `Seat ${seat + 1} may not move now` : "There is no such seat";

/** True for a plain object (not null, not an array). */
export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** True for a finite integer in [min, max]. */
export const isIntIn = (x: unknown, min: number, max: number): x is number =>
  typeof x === "number" && Number.isInteger(x) && x >= min && x <= max;
