// Hooligan's plain-data state, its event log and the read-only questions asked of it.
import { accept, refuse, type MoveResult } from "../move-result";
import { playerNamesProblem } from "../setup-checks";
import { CATEGORIES, DICE, type HooliganCategory } from "./categories";

/** One player's score sheet: null marks a category not yet filled. */
export type ScoreSheet = Readonly<Record<HooliganCategory, number | null>>;

export interface HooliganTurn {
  readonly player: number;
  /** Throws made this turn, 0 to 3. */
  readonly throwsMade: number;
  /** The five dice after the last throw, by position 0–4; empty before the first throw and after a bonus. */
  readonly dice: readonly number[];
  /** Per position: set aside and never thrown again this turn. */
  readonly setAside: readonly boolean[];
  readonly chosen: HooliganCategory | null;
  /** Bonus dice already won this turn (multiples of five); each shows the chosen number. */
  readonly banked: number;
}

export interface HooliganRollOff {
  /** Players throwing in this pass of the roll-off, in seat order. */
  readonly contenders: readonly number[];
  /** Sums thrown so far, aligned with `contenders`. */
  readonly sums: readonly number[];
}

export type HooliganEvent =
  | { readonly type: "rolloff-throw"; readonly player: number; readonly values: readonly number[]; readonly sum: number }
  | { readonly type: "rolloff-tie"; readonly players: readonly number[]; readonly sum: number }
  | { readonly type: "first-player"; readonly player: number }
  | {
      readonly type: "throw";
      readonly player: number;
      readonly throwNumber: number;
      readonly values: readonly number[];
      readonly dice: readonly number[];
    }
  | { readonly type: "throw-discarded"; readonly player: number }
  | { readonly type: "choose"; readonly player: number; readonly category: HooliganCategory; readonly automatic: boolean }
  | { readonly type: "set-aside"; readonly player: number; readonly positions: readonly number[] }
  | { readonly type: "bonus"; readonly player: number; readonly banked: number }
  | { readonly type: "hooligan"; readonly player: number }
  | { readonly type: "scored"; readonly player: number; readonly category: HooliganCategory; readonly points: number }
  | { readonly type: "game-over"; readonly winners: readonly number[]; readonly totals: readonly number[] };

export interface HooliganState {
  /** Player names in seat order; play goes clockwise, i.e. up this list and round again. */
  readonly players: readonly string[];
  readonly phase: "rolloff" | "playing" | "over";
  readonly rollOff: HooliganRollOff | null;
  readonly firstPlayer: number | null;
  /** 1 to 7. */
  readonly round: number;
  /** How many players have finished their turn this round. */
  readonly turnInRound: number;
  readonly sheets: readonly ScoreSheet[];
  readonly turn: HooliganTurn | null;
  readonly winners: readonly number[];
  readonly log: readonly HooliganEvent[];
}

const emptySheet = (): ScoreSheet => ({ 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, H: null });

export const freshTurn = (player: number): HooliganTurn => ({
  player,
  throwsMade: 0,
  dice: [],
  setAside: Array(DICE).fill(false),
  chosen: null,
  banked: 0,
});

/**
 * A new game. With one player there is nobody to throw off against, so play starts at once;
 * otherwise every player first throws five dice for the starting seat.
 */
export function newHooliganGame(players: readonly string[]): MoveResult<HooliganState> {
  const names = playerNamesProblem(players, "Hooligan", 1);
  if (names) return refuse(names);
  const base: HooliganState = {
    players: [...players],
    phase: "rolloff",
    rollOff: { contenders: players.map((_, i) => i), sums: [] },
    firstPlayer: null,
    round: 1,
    turnInRound: 0,
    sheets: players.map(emptySheet),
    turn: null,
    winners: [],
    log: [],
  };
  if (players.length > 1) return accept(base);
  return accept(startPlay(base, 0));
}

export function startPlay(state: HooliganState, first: number): HooliganState {
  return openTurn({
    ...state,
    phase: "playing",
    rollOff: null,
    firstPlayer: first,
    log: [...state.log, { type: "first-player", player: first }],
  });
}

export const emptyCategories = (sheet: ScoreSheet): HooliganCategory[] => CATEGORIES.filter((c) => sheet[c] === null);

/**
 * Starts the turn of the player due next. When only one category is left (the seventh round) it
 * is chosen before the first throw: this is how an unfilled Hooligan is forced in the last round.
 */
export function openTurn(state: HooliganState): HooliganState {
  const first = state.firstPlayer ?? 0;
  const player = (first + state.turnInRound) % state.players.length;
  const open = emptyCategories(state.sheets[player]);
  if (open.length !== 1) return { ...state, turn: freshTurn(player) };
  return {
    ...state,
    turn: { ...freshTurn(player), chosen: open[0] },
    log: [...state.log, { type: "choose", player, category: open[0], automatic: true }],
  };
}

export const sheetTotal = (sheet: ScoreSheet): number =>
  CATEGORIES.reduce((sum, c) => sum + (sheet[c] ?? 0), 0);

export const totals = (state: HooliganState): number[] => state.sheets.map(sheetTotal);

/** Player whose move it is (the next roll-off thrower during the roll-off); null once over. */
export function currentPlayer(state: HooliganState): number | null {
  if (state.phase === "over") return null;
  if (state.phase === "rolloff" && state.rollOff) return state.rollOff.contenders[state.rollOff.sums.length];
  return state.turn?.player ?? null;
}

/** How many dice the next throw must carry (0 when no throw is allowed now). */
export function diceToThrow(state: HooliganState): number {
  if (state.phase === "rolloff") return DICE;
  const turn = state.turn;
  if (state.phase !== "playing" || !turn || turn.throwsMade >= 3) return 0;
  if (turn.throwsMade === 0 || turn.chosen === null) return DICE;
  return turn.setAside.filter((s) => !s).length;
}
