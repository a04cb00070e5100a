// A game of Hooligan at one screen: the engine's state, the physical dice on the tray table,
// and the computer seats. Every die value comes from a settled physics snapshot; the table
// follows the engine (set-aside dice rest in the rack, the dice due are the ones that may be
// picked up). Plain TypeScript: React reads `store`, which changes on discrete events only.
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  choose,
  keep,
  newHooliganGame,
  score,
  throwDice,
  currentPlayer,
  type HooliganCategory,
  type HooliganState,
} from "../../games/hooligan";
import type { MoveResult } from "../../games/move-result";
import { hooliganBotStep, throwPositions } from "../../bots/hooligan-bot";
import { TableController } from "../../scene/table-controller";
import { gatherOnPick } from "../../scene/turns/gather-hand";
import { poseShowing } from "../../scene/turns/rest-pose";
import { ThrowWatch } from "../../scene/turns/throw-watch";
import { TRAY_FELT } from "../../scene/turns/thrown-values";
import { dieId, dieName, HOOLIGAN_DICE, HOOLIGAN_RACK } from "../../scene/hooligan/hooligan-table";
import type { PlayerSpec } from "../game-kit";
import { hooliganMode } from "./turn-mode";

export interface HooliganView {
  readonly game: HooliganState;
  /** Dice in the air, or being put right after landing badly: no other move now. */
  readonly rolling: boolean;
  /** Positions picked to keep towards a straight (Hooligan box, before the rest are picked up). */
  readonly selected: readonly number[];
  /** The dice for the next throw have been picked up (they wait in hand). */
  readonly pickedUp: boolean;
  /** A refusal or what the table did about a bad landing. */
  readonly note: string | null;
}

export interface SessionOptions {
  readonly seed?: number;
  /** Computer throws come to rest at once (the physics runs unseen) and pauses are short. */
  readonly quick?: boolean;
}

const BOT_PAUSE_MS = 900;
const QUICK_PAUSE_MS = 60;

export class HooliganSession {
  readonly controller: TableController;
  readonly store: StoreApi<HooliganView>;
  readonly seats: readonly PlayerSpec[];
  private readonly quick: boolean;
  private readonly watch: ThrowWatch;
  private racked = new Set<string>();
  private colourOf = "";
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(seats: readonly PlayerSpec[], options: SessionOptions = {}) {
    this.seats = seats;
    this.quick = options.quick ?? false;
    const start = newHooliganGame(seats.map((s) => s.name));
    if (!start.ok) throw new Error(start.reason);
    this.controller = new TableController({ layout: "tray", seed: options.seed });
    this.store = createStore<HooliganView>(() => ({ game: start.state, rolling: false, selected: [], pickedUp: false, note: null }));
    this.watch = new ThrowWatch(this.controller, {
      area: TRAY_FELT,
      name: dieName,
      due: () => this.dueDice(),
      computerTurn: () => this.computerToPlay,
      instant: () => this.quick && this.computerToPlay,
      onStatus: (status) => {
        if (status === "rolling") this.onThrown();
      },
      onNote: (note) => this.store.setState({ note }),
      onRead: (values) => this.onRead(values),
    });
    this.unsubscribe.push(gatherOnPick(this.controller), () => this.watch.dispose());
    this.recolour();
    this.stage();
  }

  get view(): HooliganView {
    return this.store.getState();
  }

  get game(): HooliganState {
    return this.view.game;
  }

  /** The seat on turn (the next roll-off thrower during the roll-off), or null when over. */
  get actor(): number | null {
    return currentPlayer(this.game);
  }

  get computerToPlay(): boolean {
    const a = this.actor;
    return a !== null && this.seats[a].computer;
  }

  /** Dice ids the next throw carries. */
  dueDice(): string[] {
    return throwPositions(this.game).map(dieId);
  }

  // ── The player's moves ──────────────────────────────────────────────────────────────────

  /** An honest random flick of the dice due (keeping any dice picked for Hooligan first). */
  throwForMe(): void {
    if (!this.humanMayAct() || !this.keepSelected()) return;
    this.throwDice(this.dueDice());
  }

  /** The keyboard throw of the dice due along the aim pad's aim. */
  throwAimed(): void {
    if (!this.humanMayAct() || !this.keepSelected()) return;
    const ids = this.dueDice();
    if (ids.length === 0) return;
    this.recolour();
    this.gather(ids);
    this.controller.throwAimed(ids);
  }

  /** Picks up the dice due into the hand (keeping any picked for Hooligan first), ready for a flick. */
  pickUp(): void {
    if (!this.humanMayAct() || !this.keepSelected()) return;
    this.controller.toHand(this.dueDice());
    this.store.setState({ pickedUp: true });
    this.stage();
  }

  choose(category: HooliganCategory): void {
    if (this.humanMayAct()) this.apply(choose(this.game, category));
  }

  scoreNow(): void {
    if (this.humanMayAct()) this.apply(score(this.game));
  }

  /** Marks or unmarks a die to keep towards a straight. */
  toggle(position: number): void {
    if (!this.humanMayAct() || hooliganMode(this.game, this.view.pickedUp) !== "keep") return;
    if (this.game.turn?.setAside[position]) return;
    const selected = this.view.selected.includes(position)
      ? this.view.selected.filter((p) => p !== position)
      : [...this.view.selected, position].sort((a, b) => a - b);
    this.store.setState({ selected, note: null });
    this.stage();
  }

  dispose(): void {
    if (this.botTimer) clearTimeout(this.botTimer);
    for (const off of this.unsubscribe) off();
    this.controller.dispose();
  }

  // ── Internals ───────────────────────────────────────────────────────────────────────────

  private humanMayAct(): boolean {
    return !this.view.rolling && !this.computerToPlay && this.game.phase !== "over";
  }

  /** Sets aside the selected dice; false (with the reason shown) when the engine refuses. */
  private keepSelected(): boolean {
    const selected = this.view.selected;
    if (selected.length === 0 || hooliganMode(this.game, this.view.pickedUp) !== "keep") return true;
    const result = keep(this.game, selected);
    if (!result.ok) {
      this.store.setState({ note: result.reason });
      return false;
    }
    this.store.setState({ game: result.state, selected: [], note: null });
    this.stage();
    return true;
  }

  private throwDice(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.recolour();
    this.gather(ids);
    this.watch.throwForMe(ids);
  }

  private onThrown(): void {
    for (const id of this.dueDice()) this.racked.delete(id);
    this.store.setState({ rolling: true, note: null });
  }

  private onRead(values: number[]): void {
    const result = throwDice(this.game, values);
    this.store.setState({ rolling: false, pickedUp: false, selected: [] });
    this.apply(result, true);
  }

  /** Takes these dice into the hand, from the felt or the rack. */
  private gather(ids: readonly string[]): void {
    const away = ids.filter((id) => !this.controller.state.inHand.includes(id));
    for (const id of away) this.racked.delete(id);
    if (away.length > 0) this.controller.toHand(away);
  }

  /** Dice take the colour of the player about to throw them. */
  private recolour(): void {
    const actor = this.actor;
    if (actor === null) return;
    const colour = this.seats[actor].colour;
    if (colour.body === this.colourOf) return;
    this.colourOf = colour.body;
    this.controller.setDice(
      HOOLIGAN_DICE.map((id) => ({ id, kind: "d6" as const, colour: colour.body, ink: colour.ink, name: dieName(id) })),
    );
  }

  /** Takes the engine's answer: the next state, or its refusal shown to the player (nothing is lost). */
  private apply(result: MoveResult<HooliganState>, keepNote = false): void {
    if (!result.ok) {
      this.store.setState({ note: result.reason });
      return;
    }
    this.store.setState({ game: result.state, note: keepNote ? this.view.note : null });
    this.stage();
  }

  /** Puts the table in step with the game: dice colour, the rack, what may be picked up, computer turns. */
  private stage(): void {
    const c = this.controller;
    const game = this.game;
    const actor = this.actor;
    const seat = actor === null ? null : this.seats[actor];
    const turn = game.phase === "playing" ? game.turn : null;
    // A fresh throw of all five (roll-off, new turn, after a bonus): a player's dice come to
    // hand in their colour; a computer's stay where they lie until it throws, so its last
    // throw can still be seen.
    if (seat && !seat.computer && (!turn || turn.dice.length === 0)) {
      this.recolour();
      this.gather(HOOLIGAN_DICE);
    }
    turn?.setAside.forEach((aside, p) => {
      const id = dieId(p);
      if (!aside || this.racked.has(id)) return;
      const slot = HOOLIGAN_RACK.slots[p];
      c.placeDie(id, poseShowing("d6", turn.dice[p], slot.x, slot.z, HOOLIGAN_RACK.heading));
      this.racked.add(id);
    });
    const mode = hooliganMode(game, this.view.pickedUp);
    c.setThrowable(mode === "throw" || mode === "decide" ? this.dueDice() : []);
    c.setHandful(true);
    c.setLocked(seat?.computer ?? true);
    this.scheduleBot();
  }

  private scheduleBot(): void {
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    if (!this.computerToPlay || this.view.rolling) return;
    this.botTimer = setTimeout(() => this.botStep(), this.quick ? QUICK_PAUSE_MS : BOT_PAUSE_MS);
  }

  private botStep(): void {
    this.botTimer = null;
    if (!this.computerToPlay || this.view.rolling) return;
    const step = hooliganBotStep(this.game);
    if (!step) return;
    if (step.kind === "throw") this.throwDice(step.positions.map(dieId));
    else this.apply(step.result);
  }
}
