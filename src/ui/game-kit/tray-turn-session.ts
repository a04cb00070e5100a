// What Hooligan and Dice Poker sessions share: a game of turns on the tray table where dice
// kept between throws rest in a rack. The engine's state lives in `store` beside the table's
// state; every value comes from a settled physics snapshot read by a ThrowWatch; a computer
// player acts after a short visible pause. A game's session says which dice are due, how they
// are dressed, what a reading means to its engine and how the table follows the game.
// Plain TypeScript: React reads `store`, which changes on discrete events only.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { MoveResult } from "../../games/move-result";
import { TableController } from "../../table/table-controller";
import { gatherOnPick } from "../../table/gather-hand";
import type { RackLayout } from "../../table/rack-layout";
import { poseShowing } from "../../table/rest-pose";
import { ThrowWatch } from "../../table/throw-watch";
import { TRAY_FELT } from "../../table/thrown-values";

export interface TrayTurnView<S> {
  readonly game: S;
  /** Dice in the air, or being put right after landing badly: no other move now. */
  readonly rolling: boolean;
  /** The dice for the next throw have been picked up (they wait in hand). */
  readonly pickedUp: boolean;
  /** A refusal, or what the table did about a bad landing. */
  readonly note: string | null;
}

export interface TrayTurnOptions {
  readonly seed?: number;
  /** Computer throws come to rest at once (the physics runs unseen) and pauses are short. */
  readonly quick?: boolean;
}

/** The game's fittings on the tray table. */
export interface TrayTurnTable {
  readonly rack: RackLayout;
  /** "Die 3", for messages. */
  readonly dieName: (id: string) => string;
  /** How long a computer player visibly thinks before it acts (ms), normally and in quick mode. */
  readonly pauseMs: number;
  readonly quickPauseMs: number;
}

export abstract class TrayTurnSession<S extends { readonly phase: string }, V extends TrayTurnView<S>> {
  readonly controller: TableController;
  readonly store: StoreApi<V>;
  protected readonly quick: boolean;
  /** Dice resting in the rack, placed there showing the value the engine holds for them. */
  protected readonly racked = new Set<string>();
  private readonly watch: ThrowWatch;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly unsubscribe: (() => void)[];

  protected constructor(
    start: V,
    options: TrayTurnOptions,
    private readonly table: TrayTurnTable,
  ) {
    this.quick = options.quick ?? false;
    this.controller = new TableController({ layout: "tray", seed: options.seed });
    this.store = createStore<V>(() => start);
    this.watch = new ThrowWatch(this.controller, {
      area: TRAY_FELT,
      name: table.dieName,
      due: () => this.dueDice(),
      computerTurn: () => this.computerToPlay,
      instant: () => this.quick && this.computerToPlay,
      onStatus: (status) => {
        if (status === "rolling") this.onThrown();
      },
      onNote: (note) => this.set({ note }),
      onRead: (values) => this.onRead(values),
    });
    this.unsubscribe = [gatherOnPick(this.controller), () => this.watch.dispose()];
  }

  get view(): V {
    return this.store.getState();
  }

  get game(): S {
    return this.view.game;
  }

  /** Whether the player acting now is played by the computer. */
  abstract get computerToPlay(): boolean;

  /** Dice ids the next throw carries, in the order the engine reads their values. */
  abstract dueDice(): string[];

  dispose(): void {
    if (this.botTimer) clearTimeout(this.botTimer);
    for (const off of this.unsubscribe) off();
    this.controller.dispose();
  }

  // ── For the game's session ──────────────────────────────────────────────────────────────

  /** The engine's reading of a finished throw, `values` in the order of `dueDice()`. */
  protected abstract onRead(values: number[]): void;

  /** Gives the dice on the table the colour (and number) of the player about to throw. */
  protected abstract dress(): void;

  /** Puts the table in step with the game; ends by calling `scheduleBot`. */
  protected abstract stage(): void;

  /** A computer player's move, once its pause is over and nothing rolls. */
  protected abstract botStep(): void;

  protected set(change: Partial<TrayTurnView<S>>): void {
    this.store.setState(change as Partial<V>);
  }

  protected humanMayAct(): boolean {
    return !this.view.rolling && !this.computerToPlay && this.game.phase !== "over";
  }

  /** Dice leaving the hand: they are out of the rack now. */
  protected onThrown(): void {
    for (const id of this.dueDice()) this.racked.delete(id);
    this.set({ rolling: true, note: null });
  }

  /** An honest random flick of these dice ("Throw for me", or a computer's throw). */
  protected throwDice(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.dress();
    this.gather(ids);
    this.watch.throwForMe(ids);
  }

  /** The keyboard throw of these dice along the aim pad's aim. */
  protected throwDiceAimed(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.dress();
    this.gather(ids);
    this.watch.throwAimed(ids);
  }

  /** Takes these dice into the hand, from the felt or the rack. */
  protected gather(ids: readonly string[]): void {
    const away = ids.filter((id) => !this.controller.state.inHand.includes(id));
    for (const id of away) this.racked.delete(id);
    if (away.length > 0) this.controller.toHand(away);
  }

  /** Lays a die in its pocket of the rack showing `value`, unless it rests there already. */
  protected rackDie(id: string, pocket: number, value: number): void {
    if (this.racked.has(id)) return;
    const slot = this.table.rack.slots[pocket];
    this.controller.placeDie(id, poseShowing("d6", value, slot.x, slot.z, this.table.rack.heading));
    this.racked.add(id);
  }

  /** Takes the engine's answer: the next state, or its refusal shown to the player (nothing is lost). */
  protected apply(result: MoveResult<S>, keepNote = false): void {
    if (!result.ok) {
      this.set({ note: result.reason });
      return;
    }
    this.set({ game: result.state, note: keepNote ? this.view.note : null });
    this.stage();
  }

  /** Lets a computer player act after its pause (again from the start if the table changes first). */
  protected scheduleBot(): void {
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    if (!this.computerToPlay || this.view.rolling) return;
    this.botTimer = setTimeout(
      () => {
        this.botTimer = null;
        if (this.computerToPlay && !this.view.rolling) this.botStep();
      },
      this.quick ? this.table.quickPauseMs : this.table.pauseMs,
    );
  }
}
