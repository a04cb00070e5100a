// A game's fittings on the table, for the session runtime: what lies where for a state, and
// how a bad landing is put right before the game reads a throw.
import type { ThrowRequest } from "../games/definition";
import type { TableLayoutName } from "./hand-layout";
import type { RemedyRules } from "./remedy";
import type { TableController } from "./table-controller";

/** The game's fittings on the table: what lies where, and how a bad landing is put right. */
export interface TableStage<S> {
  readonly layout: TableLayoutName;
  /** Brings the table in step with the state (dice, their dress, racks): after every change, deterministically. */
  sync(table: TableController, state: S): void;
  /** How a finished throw is put right before it is read; null: read as it lies (the rules judge cocked dice). */
  remedy(state: S, request: ThrowRequest): RemedyRules | null;
  /** "Die 3", for the table's notes. */
  dieName(id: string): string;
  /** "the tray", for "jumped out of the tray". */
  readonly where?: string;
}

