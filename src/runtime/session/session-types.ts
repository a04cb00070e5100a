// The session's state as plain data: what React reads (SessionView), a throw on its way to
// being read (PendingThrow), the latest throw read (LastThrow), a screen's hold on the table,
// what a session is made of (SessionConfig) and the fixed parts a step consults (SessionRules).
import type { InputTransport } from "./transport";
import type { SettledDie } from "../../geometry/types";
import type { GameDefinition, PlainMove, Seat } from "../../games/definition";
import type { TableStage } from "../../table/stage";
import type { TableController } from "../../table/table-controller";
import type { ThrowSource } from "../../table/table-types";
import type { Clock } from "./clock";
import type { LogEntry } from "../record/log";
import type { SeatDriver } from "./seats";

export interface PendingThrow {
  readonly seat: Seat;
  readonly ids: readonly string[];
  /** Remedies so far per die. */
  readonly attempts: Readonly<Record<string, number>>;
  /** What the table did about bad landings on the way, one sentence a round. */
  readonly notes: readonly string[];
  readonly source: ThrowSource;
}

export interface LastThrow {
  readonly seat: Seat;
  /** The dice read, in request order, as they lay. */
  readonly dice: readonly SettledDie[];
  readonly notes: readonly string[];
  /** The table's throw count when it was read (remedy throws included). */
  readonly throwNumber: number;
}

export interface SessionView<S> {
  readonly game: S;
  /** idle: nothing in the air; rolling: a throw on its way to rest; fixing: a bad landing being put right. */
  readonly status: "idle" | "rolling" | "fixing";
  /** The latest refusal or what the table did about a bad landing. */
  readonly note: string | null;
  /** The computer seat whose pause is running, or whose planning. */
  readonly thinking: Seat | null;
  /** How far that seat's planning has got (0..1); absent or null while it only pauses. */
  readonly progress?: number | null;
  readonly pending: PendingThrow | null;
  /** The latest throw read, the dice in request order. */
  readonly lastThrow: LastThrow | null;
  readonly log: readonly LogEntry[];
}

/** A session's state before anything has happened. */
export const startView = <S>(game: S): SessionView<S> => ({ game, status: "idle", note: null, thinking: null, pending: null, lastThrow: null, log: [] });

/**
 * What a screen holds the table to while it shows something the game does not know of:
 * "pick", dice are pressed to choose them, never thrown (Hooligan's keep picker); "closed",
 * nothing is touched and no computer acts (a round's review). "open": as the game says.
 */
export type TableHold = "open" | "pick" | "closed";

export interface SessionConfig<S, M extends PlainMove> {
  readonly definition: GameDefinition<unknown, S, M>;
  readonly options: unknown;
  readonly seed: number;
  readonly stage: TableStage<S>;
  /** One per seat; seats past the end are people. */
  readonly drivers: readonly SeatDriver<S, M>[];
  readonly clock?: Clock;
  /** Computer throws come to rest at once (the physics runs unseen, to the same step) and pauses shrink. */
  readonly quick?: boolean;
  /** A table to run on (else one is made for the stage's layout and the seed). */
  readonly table?: TableController;
  /** Where this screen's inputs go (online: to the room, back through `feed`); absent: applied here at once. */
  readonly transport?: InputTransport;
}

/** The session's fixed parts a step consults. */
export interface SessionRules<S, M extends PlainMove> {
  readonly definition: GameDefinition<unknown, S, M>;
  readonly stage: TableStage<S>;
  driver(seat: Seat): SeatDriver<S, M>;
  /** Computer throws come to rest at once. */
  readonly quick: boolean;
}
