// Table options for Rykestra. Defaults follow the binding rulings in shared/rules-notes.md.
import type { ZoneReading } from "../../geometry/capture-zone";

export type Board = "standard" | "corellian";
/** Whose sector decides the bonus: the captured die's (default) or the capturing die's. */
export type BonusOn = "captured" | "capturer";

export interface RykestraOptions {
  readonly board: Board;
  /** Variant: each turn a player throws every die in hand together. */
  readonly bothDiceAtOnce: boolean;
  readonly zoneReading: ZoneReading;
  readonly bonusOn: BonusOn;
}

export const DEFAULT_OPTIONS: RykestraOptions = {
  board: "standard",
  bothDiceAtOnce: false,
  zoneReading: "standard",
  bonusOn: "captured",
};

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;
export const ROUNDS = 3;
export const DICE_PER_PLAYER = 2;

/** The options with defaults filled in, or the reason a given value is not one the table knows. */
export function resolveOptions(given: Partial<RykestraOptions> = {}): RykestraOptions | string {
  const options = { ...DEFAULT_OPTIONS, ...given };
  if (options.board !== "standard" && options.board !== "corellian") return `Unknown board "${String(options.board)}".`;
  if (typeof options.bothDiceAtOnce !== "boolean") return "bothDiceAtOnce must be true or false.";
  if (options.zoneReading !== "standard" && options.zoneReading !== "mirror") {
    return `Unknown capture-zone reading "${String(options.zoneReading)}".`;
  }
  if (options.bonusOn !== "captured" && options.bonusOn !== "capturer") return `Unknown bonus rule "${String(options.bonusOn)}".`;
  return options;
}
