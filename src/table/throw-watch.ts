// Watches a turn-based game's throws on the table: when dice leave the hand it notes which dice
// the throw must carry (a due die left behind goes along at once); when they come to rest it
// reads their values — after nudging cocked dice flat and throwing again any that left the
// tray — and hands the values over. It never invents a value: every one is read from physics.
import type { SettledDie } from "../geometry/types";
import type { TableController } from "./table-controller";
import { readThrow, redoMessage, type LandingArea } from "./thrown-values";

/** idle: nothing in the air; rolling: a throw is on its way to rest; fixing: a bad landing is being put right. */
export type ThrowWatchStatus = "idle" | "rolling" | "fixing";

export interface ThrowWatchOptions {
  readonly area: LandingArea;
  /** "Die 3", for messages. */
  readonly name: (id: string) => string;
  /** The dice the throw leaving the hand now must carry, in the order their values are wanted. */
  readonly due: () => readonly string[];
  /** True on a computer's turn: the throws `throwForMe` makes then pass the player's lock. */
  readonly computerTurn: () => boolean;
  /** True when the watch's throws, and its remedies, should come to rest at once instead of being animated. */
  readonly instant: () => boolean;
  /** Each change of status; "idle" comes just before `onRead`. */
  readonly onStatus: (status: ThrowWatchStatus) => void;
  /** What the table does about a bad landing ("Die 3 landed cocked — nudging it"). */
  readonly onNote: (note: string) => void;
  /** The throw's values, and the dice they were read from, in the order of `due`. */
  readonly onRead: (values: number[], dice: readonly SettledDie[]) => void;
}

/** Nudges before a die that keeps landing cocked is thrown again instead. */
const NUDGES_BEFORE_RETHROW = 2;

export class ThrowWatch {
  private pending: readonly string[] | null = null;
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
    this.toHand(ids);
    this.controller.throwForMe([...ids], undefined, this.options.computerTurn() ? "bot" : "auto");
    this.settleIfInstant();
  }

  /** Throws these dice along the keyboard aim. */
  throwAimed(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.toHand(ids);
    this.controller.throwAimed([...ids]);
    this.settleIfInstant();
  }

  dispose(): void {
    for (const f of this.off) f();
  }

  private toHand(ids: readonly string[]): void {
    const away = ids.filter((id) => !this.controller.state.inHand.includes(id));
    if (away.length > 0) this.controller.toHand(away);
  }

  private settleIfInstant(): void {
    if (this.options.instant()) this.controller.settleNow();
  }

  private thrown(ids: readonly string[]): void {
    if (this.remedying) return;
    const due = [...this.options.due()];
    this.pending = due;
    this.nudges = new Map();
    this.options.onStatus("rolling");
    // One handful: a due die left behind goes with this throw.
    const missing = due.filter((id) => !ids.includes(id));
    if (missing.length > 0) this.remedy(() => this.controller.throwForMe(missing, undefined, "bot"));
  }

  private settled(dice: readonly SettledDie[]): void {
    const ids = this.pending;
    if (!ids) return;
    const reading = readThrow(dice, ids, this.options.area);
    if (reading.ok) {
      this.pending = null;
      this.options.onStatus("idle");
      this.options.onRead(reading.values, ids.map((id) => dice.find((d) => d.id === id)!));
      return;
    }
    const nudge = reading.nudge.filter((id) => (this.nudges.get(id) ?? 0) < NUDGES_BEFORE_RETHROW);
    const stubborn = reading.nudge.filter((id) => !nudge.includes(id));
    const rethrow = [...reading.rethrow, ...stubborn];
    for (const id of nudge) this.nudges.set(id, (this.nudges.get(id) ?? 0) + 1);
    this.options.onNote(redoMessage({ nudge, rethrow: reading.rethrow }, this.options.name, stubborn));
    this.options.onStatus("fixing");
    this.remedy(() => {
      this.controller.nudge(nudge);
      if (rethrow.length > 0) {
        this.controller.toHand(rethrow);
        this.controller.throwForMe(rethrow, undefined, "bot");
      }
    });
    this.settleIfInstant();
  }

  /**
   * Puts a throw right. These are the table's own throws, not a player's move, so they go as a
   * computer's would: through the player's lock, which sessions keep on while dice roll.
   */
  private remedy(act: () => void): void {
    this.remedying = true;
    try {
      act();
    } finally {
      this.remedying = false;
    }
  }
}
