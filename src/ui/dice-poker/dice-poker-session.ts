// A game of Dice Poker at one screen: the engine's state, the physical dice on the tray table,
// and the computer players. Every die value comes from a settled physics snapshot. Dice kept
// between throws rest in the rack in front of the tray, so a re-throw can never disturb them.
// Plain TypeScript: React reads `store`, which changes on discrete events only.
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  actingSide,
  bounce,
  newDicePokerGame,
  place,
  rethrow,
  stand,
  throwDice,
  type DicePokerState,
  type Square,
} from "../../games/dice-poker";
import type { MoveResult } from "../../games/move-result";
import { dicePokerBotStep } from "../../bots/dice-poker-bot";
import { TableController } from "../../scene/table-controller";
import { gatherOnPick } from "../../scene/turns/gather-hand";
import { poseShowing } from "../../scene/turns/rest-pose";
import { ThrowWatch } from "../../scene/turns/throw-watch";
import { TRAY_FELT } from "../../scene/turns/thrown-values";
import { POKER_DICE, POKER_RACK, pokerDieId, pokerDieName } from "../../scene/dice-poker/board-geometry";
import { engineSides, type PokerSideSpec } from "./sides";
import { pokerMode, pokerThrowPositions } from "./poker-mode";

export interface PokerView {
  readonly game: DicePokerState;
  readonly rolling: boolean;
  /** Dice positions picked to throw again. */
  readonly picked: readonly number[];
  /** The picked dice are in hand, waiting for a flick. */
  readonly pickedUp: boolean;
  readonly note: string | null;
}

export interface PokerSessionOptions {
  readonly seed?: number;
  readonly quick?: boolean;
}

const BOT_PAUSE_MS = 1000;
const QUICK_PAUSE_MS = 40;

export class DicePokerSession {
  readonly controller: TableController;
  readonly store: StoreApi<PokerView>;
  readonly sides: readonly PokerSideSpec[];
  private readonly quick: boolean;
  private readonly watch: ThrowWatch;
  /** Dice positions of the throw in the air. */
  private throwing: number[] = [];
  private racked = new Set<string>();
  private dressed = "";
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(sides: readonly PokerSideSpec[], options: PokerSessionOptions = {}) {
    this.sides = sides;
    this.quick = options.quick ?? false;
    const start = newDicePokerGame(engineSides(sides));
    if (!start.ok) throw new Error(start.reason);
    this.controller = new TableController({ layout: "tray", seed: options.seed });
    this.store = createStore<PokerView>(() => ({ game: start.state, rolling: false, picked: [], pickedUp: false, note: null }));
    this.watch = new ThrowWatch(this.controller, {
      area: TRAY_FELT,
      name: pokerDieName,
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
    this.dress();
    this.stage();
  }

  get view(): PokerView {
    return this.store.getState();
  }

  get game(): DicePokerState {
    return this.view.game;
  }

  /** Whether the player acting now is played by the computer (a side's first player throws its roll-off die). */
  get computerToPlay(): boolean {
    const side = actingSide(this.game);
    if (side === null) return false;
    const member = this.game.phase === "rolloff" ? 0 : this.game.player;
    return this.sides[side].members[member].computer;
  }

  dueDice(): string[] {
    return pokerThrowPositions(this.game, this.view.picked).map(pokerDieId);
  }

  // ── The player's moves ──────────────────────────────────────────────────────────────────

  /** Marks or unmarks a die to throw again. */
  toggle(position: number): void {
    if (!this.humanMayAct() || pokerMode(this.game, this.view.pickedUp) !== "select") return;
    const picked = this.view.picked.includes(position)
      ? this.view.picked.filter((p) => p !== position)
      : [...this.view.picked, position].sort((a, b) => a - b);
    this.store.setState({ picked, note: null });
  }

  /** Puts the dice not picked in the rack and takes the picked ones in hand, ready for a flick. */
  pickUp(): void {
    if (!this.humanMayAct() || !this.readyToRethrow()) return;
    this.rackUnpicked();
    this.gather(this.dueDice());
    this.store.setState({ pickedUp: true });
    this.stage();
  }

  throwForMe(): void {
    if (!this.humanMayAct()) return;
    if (pokerMode(this.game, this.view.pickedUp) === "select") {
      if (!this.readyToRethrow()) return;
      this.rackUnpicked();
    }
    this.throwDice(this.dueDice());
  }

  throwAimed(): void {
    if (!this.humanMayAct() || pokerMode(this.game, this.view.pickedUp) !== "throw") return;
    const ids = this.dueDice();
    this.dress();
    this.gather(ids);
    this.controller.throwAimed(ids);
  }

  stand(): void {
    if (this.humanMayAct()) this.apply(stand(this.game));
  }

  /** A click on a square: a chip when it is open and legal, a Bouncer when it holds a removable chip. */
  square(square: Square): void {
    if (!this.humanMayAct()) return;
    const owner = this.game.board[square];
    this.apply(owner !== null && owner !== this.game.current ? bounce(this.game, square) : place(this.game, square));
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

  private readyToRethrow(): boolean {
    if (this.view.picked.length > 0) return true;
    this.store.setState({ note: "Pick at least one die to throw again — or stand." });
    return false;
  }

  /** Dice staying out of this re-throw rest in the rack, showing what the engine holds for them. */
  private rackUnpicked(): void {
    const due = new Set(pokerThrowPositions(this.game, this.view.picked));
    this.game.dice.forEach((value, p) => {
      const id = pokerDieId(p);
      if (due.has(p) || this.racked.has(id)) return;
      const slot = POKER_RACK.slots[p];
      this.controller.placeDie(id, poseShowing("d6", value, slot.x, slot.z, POKER_RACK.heading));
      this.racked.add(id);
    });
  }

  private gather(ids: readonly string[]): void {
    const away = ids.filter((id) => !this.controller.state.inHand.includes(id));
    for (const id of away) this.racked.delete(id);
    if (away.length > 0) this.controller.toHand(away);
  }

  /** The dice of the side acting now: one die in its colour for the roll-off, else five. */
  private dress(): void {
    const side = actingSide(this.game);
    if (side === null) return;
    const colour = this.sides[side].colour;
    const count = this.game.phase === "rolloff" ? 1 : 5;
    const key = `${colour.body}:${count}`;
    if (key === this.dressed) return;
    this.dressed = key;
    if (count === 1) this.racked.clear();
    this.controller.setDice(
      POKER_DICE.slice(0, count).map((id) => ({ id, kind: "d6" as const, colour: colour.body, ink: colour.ink, name: pokerDieName(id) })),
    );
  }

  private throwDice(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.dress();
    this.gather(ids);
    this.watch.throwForMe(ids);
  }

  private onThrown(): void {
    this.throwing = pokerThrowPositions(this.game, this.view.picked);
    for (const p of this.throwing) this.racked.delete(pokerDieId(p));
    this.store.setState({ rolling: true, note: null });
  }

  private onRead(values: number[]): void {
    const game = this.game;
    const result =
      game.phase === "rolloff" || game.throwsMade === 0 ? throwDice(game, values) : rethrow(game, this.throwing, values);
    this.store.setState({ rolling: false, pickedUp: false, picked: [] });
    this.apply(result, true);
  }

  private apply(result: MoveResult<DicePokerState>, keepNote = false): void {
    if (!result.ok) {
      this.store.setState({ note: result.reason });
      return;
    }
    this.store.setState({ game: result.state, note: keepNote ? this.view.note : null });
    this.stage();
  }

  /** Puts the table in step with the game: dice for the player about to throw, what may be picked up, computer turns. */
  private stage(): void {
    const c = this.controller;
    const game = this.game;
    const fresh = game.phase === "rolloff" || (game.phase === "throwing" && game.throwsMade === 0);
    // A person's fresh throw starts with their dice in hand; a computer's last throw stays in
    // view until it throws again.
    if (fresh && !this.computerToPlay) {
      this.dress();
      this.gather(POKER_DICE.filter((id) => c.spec(id)));
    }
    const mode = pokerMode(game, this.view.pickedUp);
    c.setThrowable(mode === "throw" ? this.dueDice() : []);
    c.setHandful(true);
    c.setLocked(this.computerToPlay || game.phase === "over");
    this.scheduleBot();
  }

  private scheduleBot(): void {
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    if (!this.computerToPlay || this.view.rolling || this.game.phase === "over") return;
    this.botTimer = setTimeout(() => this.botStep(), this.quick ? QUICK_PAUSE_MS : BOT_PAUSE_MS);
  }

  private botStep(): void {
    this.botTimer = null;
    if (!this.computerToPlay || this.view.rolling) return;
    const step = dicePokerBotStep(this.game);
    if (!step) return;
    if (step.kind === "move") {
      this.apply(step.result);
      return;
    }
    if (this.game.phase === "throwing" && this.game.throwsMade > 0) {
      this.store.setState({ picked: [...step.positions] });
      this.rackUnpicked();
    }
    this.throwDice(step.positions.map(pokerDieId));
  }
}
