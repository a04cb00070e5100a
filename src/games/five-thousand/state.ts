// Five Thousand as plain data: who plays, in what order, the turn in progress and the log.
import { accept, refuse, type MoveResult } from "../move-result.ts";
import { isWholeAtLeast, playerNamesProblem } from "../setup-checks.ts";

export interface FiveThousandOptions {
  /** Set-aside dice of the turn may join later dice in better combinations (the source's own suggestion). */
  readonly recombine: boolean;
  /** The least a turn must total before it may be banked; the common house figure is 350. */
  readonly minimumToBank: number;
  /** Reaching this total starts the final round. */
  readonly target: number;
}

export const DEFAULT_FIVE_THOUSAND_OPTIONS: FiveThousandOptions = {
  recombine: false,
  minimumToBank: 0,
  target: 5000,
};

export interface FiveThousandPlayer {
  readonly name: string;
  readonly score: number;
  /** Turns completed, banked or lost. */
  readonly turns: number;
}

/** The roll-off for the last seat: each contender throws one die in turn. */
export interface RollOff {
  readonly contenders: readonly number[];
  /** One value per contender who has thrown, in contender order. */
  readonly throws: readonly number[];
}

export interface FiveThousandTurn {
  readonly player: number;
  /** Points from hot-dice cycles already completed this turn. */
  readonly banked: number;
  /** Dice set aside in the current cycle, one group per earlier throw. */
  readonly aside: readonly (readonly number[])[];
  /** The dice on the table from the latest throw; null while the player holds them. */
  readonly thrown: readonly number[] | null;
  /** Indices into `thrown` set aside from this throw so far. */
  readonly picked: readonly number[];
}

/** What happened, as plain data; words.ts makes the sentences. */
export type FiveThousandEvent =
  | { readonly type: "roll-off"; readonly player: number; readonly value: number }
  | { readonly type: "roll-off-tie"; readonly players: readonly number[]; readonly value: number }
  /** Seats in turn order: the roll-off winner last. */
  | { readonly type: "order"; readonly order: readonly number[] }
  | { readonly type: "throw"; readonly player: number; readonly dice: readonly number[] }
  | { readonly type: "set-aside"; readonly player: number; readonly dice: readonly number[]; readonly turnTotal: number }
  | { readonly type: "hot-dice"; readonly player: number; readonly turnTotal: number }
  | { readonly type: "bank"; readonly player: number; readonly points: number; readonly score: number }
  | { readonly type: "lost"; readonly player: number; readonly points: number }
  | { readonly type: "final-round"; readonly player: number; readonly target: number }
  | { readonly type: "over"; readonly winners: readonly number[]; readonly score: number };

export interface FiveThousandState {
  readonly options: FiveThousandOptions;
  readonly players: readonly FiveThousandPlayer[];
  /** Player indices in turn order; empty until the roll-off is decided. The last goes last. */
  readonly order: readonly number[];
  readonly rollOff: RollOff | null;
  readonly turn: FiveThousandTurn | null;
  /** Set when the game is over; several players when they share the win. */
  readonly winners: readonly number[] | null;
  readonly log: readonly FiveThousandEvent[];
}

export interface FiveThousandSetup {
  readonly players: readonly string[];
  readonly options?: Partial<FiveThousandOptions>;
}

export const freshTurn = (player: number): FiveThousandTurn => ({
  player,
  banked: 0,
  aside: [],
  thrown: null,
  picked: [],
});

/** The least a target may be: the smallest score a turn can bank. */
export const MIN_TARGET = 50;

/** A new game. With two or more players it opens with the roll-off for the last seat. */
export function newFiveThousandGame(setup: FiveThousandSetup): MoveResult<FiveThousandState> {
  const names = playerNamesProblem(setup.players, "Five Thousand", 1);
  if (names) return refuse(names);
  const options = { ...DEFAULT_FIVE_THOUSAND_OPTIONS, ...setup.options };
  if (!isWholeAtLeast(options.target, MIN_TARGET)) {
    return refuse(`The target must be a whole number, at least ${MIN_TARGET}, not ${options.target}.`);
  }
  if (!isWholeAtLeast(options.minimumToBank, 0)) {
    return refuse(`The minimum to bank must be a whole number, 0 or more, not ${options.minimumToBank}.`);
  }
  if (typeof options.recombine !== "boolean") return refuse("Recombine must be true or false.");
  const players = setup.players.map((name) => ({ name, score: 0, turns: 0 }));
  const solo = players.length === 1;
  return accept({
    options,
    players,
    order: solo ? [0] : [],
    rollOff: solo ? null : { contenders: players.map((_, i) => i), throws: [] },
    turn: solo ? freshTurn(0) : null,
    winners: null,
    log: [],
  });
}

export const nameOf = (state: FiveThousandState, player: number) => state.players[player].name;
