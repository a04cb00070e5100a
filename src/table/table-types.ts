// Plain data the table controller shares with games and the view.
import type { DieKind, Flick, SettledDie } from "../geometry/types";
import type { Impact } from "../physics/dice-table";
import type { PhysicsRest } from "../physics/rest-state";

export interface DieSpec {
  readonly id: string;
  readonly kind: DieKind;
  /** Body colour (CSS). */
  readonly colour: string;
  /** Ink for pips and numerals (CSS); picked to contrast with the body when omitted. */
  readonly ink?: string;
  /** Spoken and shown name ("red D10", "Ana's first die"); defaults to the kind. */
  readonly name?: string;
}

/** Who or what sent a throw. */
export type ThrowSource = "flick" | "keyboard" | "auto" | "bot" | "replay";

/** Discrete table state: changes on events, never per frame. */
export interface TableViewState {
  readonly dice: readonly DieSpec[];
  /** Dice off the table, waiting in hand, in hand order. */
  readonly inHand: readonly string[];
  /** Dice the player may pick up now (in hand or on the table); null means every die in hand. */
  readonly throwable: readonly string[] | null;
  /** A flick of one die in hand throws every throwable die in hand with it. */
  readonly handful: boolean;
  /** No picking up or throwing by the player (a bot's turn, a dialog). */
  readonly locked: boolean;
  /**
   * A physics fact, not a phase of the game's throw (that is the session's): dice launched or
   * nudged that have not yet come to rest. The table watches these and reports their rest.
   */
  readonly inAir: boolean;
  /** The snapshot taken when the table last came to rest (null: no die has lain on it since it was cleared). */
  readonly settled: readonly SettledDie[] | null;
  /** The physics step at which that snapshot was taken. */
  readonly restStep: number | null;
  /** How many throws the table has seen. */
  readonly throws: number;
  /** The die being carried by the pointer. */
  readonly holding: string | null;
  /** Show the keyboard aim arrow (while the aim control has focus). */
  readonly aimVisible: boolean;
  /** Keyboard aim: heading in radians (0 towards −z, clockwise from above) and power 0..1. */
  readonly aim: { readonly heading: number; readonly power: number };
}

/** A table with no dice yet, its keyboard aim along the hand's facing. */
export const emptyTableView = (heading: number): TableViewState => ({
  dice: [],
  inHand: [],
  throwable: null,
  handful: true,
  locked: false,
  inAir: false,
  settled: null,
  restStep: null,
  throws: 0,
  holding: null,
  aimVisible: false,
  aim: { heading, power: 0.45 },
});

/** The table at rest as plain data: the physics bit for bit, the dice waiting in hand, the throw count. */
export interface TableRest {
  readonly physics: PhysicsRest;
  /** Every die the table knows (on it or in hand), with its looks. */
  readonly specs: readonly DieSpec[];
  readonly inHand: readonly string[];
  readonly throws: number;
}

export interface TableEvents {
  thrown: { readonly ids: readonly string[]; readonly source: ThrowSource; readonly flicks: readonly Flick[] };
  /** Dice in the air came to rest, at this physics step. */
  settled: { readonly dice: readonly SettledDie[]; readonly throws: number; readonly step: number };
  impact: Impact;
  hand: { readonly inHand: readonly string[] };
  /** A die was picked up and let go without a flick: it went back to the hand. */
  /**
   * A die let go without a throw, back in hand: "still", let go with the pointer at rest; "backward",
   * moving away from the table (a slingshot's pull-back), which would only send it off the near edge.
   */
  tap: { readonly id: string; readonly why: "still" | "backward" };
  /** A held die let go as a flick: the lead die's flick, then the handful's. The table throws nothing; its session decides. */
  released: { readonly flicks: readonly Flick[] };
}

export type { DieKind };
