// Watches a turn-based game's throws on the table: when dice leave the hand it notes which dice
// the throw must carry (a due die left behind goes along at once); when they come to rest it
// reads their values — after nudging cocked dice flat and throwing again any that left the
// tray — and hands the values over. It never invents a value: every one is read from physics.
import type { SettledDie } from "../../geometry/types";
import type { TableController } from "../table-controller";
import { readThrow, redoMessage, type LandingArea } from "./thrown-values";

export interface ThrowWatchOptions {
  readonly area: LandingArea;
  /** "Die 3", for messages. */
  readonly name: (id: string) => string;
  /** The dice the throw leaving the hand now must carry, in the order their values are wanted. */
  readonly due: () => string[];
  /** True on a computer's turn: throws the table makes itself must pass the player's lock. */
  readonly computerTurn: () => boolean;
  /** True when a computer's dice should come to rest at once instead of being animated. */
  readonly instant: () => boolean;
  readonly onThrown: () => void;
  readonly onNote: (note: string) => void;
  readonly onRead: (values: number[]) => void;
}

/** Nudges before a die that keeps landing cocked is thrown again instead. */
const NUDGES_BEFORE_RETHROW = 2;

export class ThrowWatch {
  private pending: string[] | null = null;
  private nudges = new Map<string, number>();
  private remedying = false;
  private readonly off: (() => void)[];

  constructor(
    private readonly controller: TableController,
    private readonly options: ThrowWatchOptions,
  ) {
    this.off = [
      controller.on("thrown", (e) => this.thrown(e.ids)),
      controller.on("settled", (e) => this.settled(e.dice)),
    ];
  }

  /** A throw is in the air or being put right. */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** Throws these dice with an honest random flick each (a player's "Throw for me", or a computer's throw). */
  throwForMe(ids: readonly string[]): void {
    if (ids.length === 0) return;
    const away = ids.filter((id) => !this.controller.state.inHand.includes(id));
    if (away.length > 0) this.controller.toHand(away);
    this.controller.throwForMe([...ids], undefined, this.source());
    this.settleIfInstant();
  }

  dispose(): void {
    for (const f of this.off) f();
  }

  private source(): "auto" | "bot" {
    return this.options.computerTurn() ? "bot" : "auto";
  }

  private settleIfInstant(): void {
    if (this.options.instant() && this.options.computerTurn()) setTimeout(() => this.controller.settleNow(), 0);
  }

  private thrown(ids: readonly string[]): void {
    if (this.remedying) return;
    const due = this.options.due();
    this.pending = due;
    this.nudges = new Map();
    this.options.onThrown();
    // One handful: a due die left behind goes with this throw.
    const missing = due.filter((id) => !ids.includes(id));
    if (missing.length > 0) this.remedy(() => this.controller.throwForMe(missing, undefined, this.source()));
  }

  private settled(dice: readonly SettledDie[]): void {
    const ids = this.pending;
    if (!ids) return;
    const reading = readThrow(dice, ids, this.options.area);
    if (reading.ok) {
      this.pending = null;
      this.options.onRead(reading.values);
      return;
    }
    const nudge = reading.nudge.filter((id) => (this.nudges.get(id) ?? 0) < NUDGES_BEFORE_RETHROW);
    const stubborn = reading.nudge.filter((id) => !nudge.includes(id));
    const rethrow = [...reading.rethrow, ...stubborn];
    for (const id of nudge) this.nudges.set(id, (this.nudges.get(id) ?? 0) + 1);
    this.options.onNote(redoMessage({ nudge, rethrow: reading.rethrow }, this.options.name, stubborn));
    this.remedy(() => {
      this.controller.nudge(nudge);
      if (rethrow.length > 0) {
        this.controller.toHand(rethrow);
        this.controller.throwForMe(rethrow, undefined, this.source());
      }
    });
    this.settleIfInstant();
  }

  private remedy(act: () => void): void {
    this.remedying = true;
    try {
      act();
    } finally {
      this.remedying = false;
    }
  }
}
