// Hodrudda as plain data: the players' running totals, whose turn it is, the pot and the log.
import { accept, refuse, type MoveResult } from "../move-result.ts";
import { isWholeAtLeast, playerNamesProblem } from "../setup-checks.ts";

/** Exactly this total wins at once; anything above it is bust. */
export const TARGET = 30;

export interface HodruddaOptions {
  /** Chips each player puts into the pot at the start of every game. */
  readonly ante: number;
}

export const DEFAULT_HODRUDDA_OPTIONS: HodruddaOptions = { ante: 1 };

/** "in": still throwing; "stood": called Winkee; "bust": out of this game. */
export type HodruddaStatus = "in" | "stood" | "bust";

export interface HodruddaPlayer {
  readonly name: string;
  readonly total: number;
  readonly status: HodruddaStatus;
  /** Throws made this game. */
  readonly throws: number;
  /** Chips won less chips paid, over every game of the session. */
  readonly chips: number;
}

export type HodruddaOutcome =
  | { readonly kind: "exact"; readonly winner: number; readonly pot: number }
  | { readonly kind: "highest"; readonly winner: number; readonly pot: number }
  | { readonly kind: "all-bust"; readonly carried: number };

/** What happened, as plain data; words.ts makes the sentences. */
export type HodruddaEvent =
  | { readonly type: "ante"; readonly game: number; readonly ante: number; readonly carried: number; readonly pot: number }
  | { readonly type: "throw"; readonly player: number; readonly dice: readonly [number, number]; readonly sum: number; readonly total: number }
  | { readonly type: "bust"; readonly player: number; readonly reason: "zilla" | "over" }
  | { readonly type: "winkee"; readonly player: number; readonly total: number }
  | { readonly type: "win"; readonly player: number; readonly kind: "exact" | "highest"; readonly total: number; readonly pot: number }
  | { readonly type: "carry"; readonly pot: number };

export interface HodruddaState {
  readonly options: HodruddaOptions;
  /** 1 for the first game of a session, counting up with newGame. */
  readonly game: number;
  readonly players: readonly HodruddaPlayer[];
  /** Who threw first this game. */
  readonly first: number;
  /** Who throws next (meaningless once the outcome is set). */
  readonly current: number;
  /**
   * The player who has just thrown and may still call Winkee, until the next throw is made;
   * null at the start, after a bust, a Winkee or a win. Often the same as `current` once
   * everyone else is out or standing.
   */
  readonly caller: number | null;
  /** Chips in the pot: this game's antes plus anything carried in. Left here when it carries. */
  readonly pot: number;
  /** Players in the order they called Winkee: equal totals go to the earlier caller. */
  readonly standOrder: readonly number[];
  readonly outcome: HodruddaOutcome | null;
  /** This game's events, oldest first. */
  readonly log: readonly HodruddaEvent[];
}

export interface HodruddaSetup {
  readonly players: readonly string[];
  readonly options?: Partial<HodruddaOptions>;
  /** The seat that throws first; the seat left of the scorekeeper, 0 unless given. */
  readonly first?: number;
}

function startGame(
  options: HodruddaOptions,
  game: number,
  seats: readonly { name: string; chips: number }[],
  first: number,
  carried: number,
): HodruddaState {
  const { ante } = options;
  const players = seats.map((p) => ({ name: p.name, total: 0, status: "in" as const, throws: 0, chips: p.chips - ante }));
  const pot = carried + ante * players.length;
  return {
    options,
    game,
    players,
    first,
    current: first,
    caller: null,
    pot,
    standOrder: [],
    outcome: null,
    log: [{ type: "ante", game, ante, carried, pot }],
  };
}

/** The first game of a session. Every player antes into a fresh pot. */
export function setupHodrudda(setup: HodruddaSetup): MoveResult<HodruddaState> {
  const names = playerNamesProblem(setup.players, "Hodrudda", 2);
  if (names) return refuse(names);
  const options = { ...DEFAULT_HODRUDDA_OPTIONS, ...setup.options };
  if (!isWholeAtLeast(options.ante, 0)) return refuse(`The ante must be a whole number of chips, 0 or more, not ${options.ante}.`);
  const first = setup.first ?? 0;
  const seats = setup.players.map((name) => ({ name, chips: 0 }));
  if (!Number.isInteger(first) || first < 0 || first >= seats.length) {
    return refuse(`The first player must be a seat from 0 to ${seats.length - 1}, not ${first}.`);
  }
  return accept(startGame(options, 1, seats, first, 0));
}

/**
 * The next game with the same players: everyone antes again, a pot nobody won is carried
 * in, and the first throw moves one seat round the table.
 */
export function newGame(prev: HodruddaState): MoveResult<HodruddaState> {
  if (!prev.outcome) return refuse("This game is still being played");
  const carried = prev.outcome.kind === "all-bust" ? prev.pot : 0;
  const first = (prev.first + 1) % prev.players.length;
  return accept(startGame(prev.options, prev.game + 1, prev.players, first, carried));
}
