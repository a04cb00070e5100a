// A game of Dice Poker at one screen: the engine's state, the physical dice on the tray table,
// and the computer players. Dice kept between throws rest in the rack in front of the tray, so
// a re-throw can never disturb them (see TrayTurnSession for what every tray game shares).
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
import { dicePokerBotStep } from "../../bots/dice-poker-bot";
import { POKER_DICE, POKER_RACK, pokerDieId, pokerDieName } from "../../scene/dice-poker/board-geometry";
import { TrayTurnSession, type TrayTurnOptions, type TrayTurnView } from "../game-kit/tray-turn-session";
import { engineSides, type PokerSideSpec } from "./sides";
import { pokerMode, pokerThrowPositions } from "./poker-mode";

export interface PokerView extends TrayTurnView<DicePokerState> {
  /** Dice positions picked to throw again. */
  readonly picked: readonly number[];
}

export type PokerSessionOptions = TrayTurnOptions;

const TABLE = { rack: POKER_RACK, dieName: pokerDieName, pauseMs: 1000, quickPauseMs: 40 };

function startView(sides: readonly PokerSideSpec[]): PokerView {
  const start = newDicePokerGame(engineSides(sides));
  if (!start.ok) throw new Error(start.reason);
  return { game: start.state, rolling: false, picked: [], pickedUp: false, note: null };
}

export class DicePokerSession extends TrayTurnSession<DicePokerState, PokerView> {
  /** Dice positions of the throw in the air. */
  private throwing: number[] = [];
  private dressed = "";

  constructor(
    readonly sides: readonly PokerSideSpec[],
    options: PokerSessionOptions = {},
  ) {
    super(startView(sides), options, TABLE);
    this.dress();
    this.stage();
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
    this.throwDiceAimed(this.dueDice());
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

  // ── Internals ───────────────────────────────────────────────────────────────────────────

  private readyToRethrow(): boolean {
    if (this.view.picked.length > 0) return true;
    this.store.setState({ note: "Pick at least one die to throw again — or stand." });
    return false;
  }

  /** Dice staying out of this re-throw rest in the rack, showing what the engine holds for them. */
  private rackUnpicked(): void {
    const due = new Set(pokerThrowPositions(this.game, this.view.picked));
    this.game.dice.forEach((value, p) => {
      if (!due.has(p)) this.rackDie(pokerDieId(p), p, value);
    });
  }

  /** The dice of the side acting now: one die in its colour for the roll-off, else five. */
  protected dress(): void {
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

  protected onThrown(): void {
    this.throwing = pokerThrowPositions(this.game, this.view.picked);
    super.onThrown();
  }

  protected onRead(values: number[]): void {
    const game = this.game;
    const result =
      game.phase === "rolloff" || game.throwsMade === 0 ? throwDice(game, values) : rethrow(game, this.throwing, values);
    this.store.setState({ rolling: false, pickedUp: false, picked: [] });
    this.apply(result, true);
  }

  /** Puts the table in step with the game: dice for the player about to throw, what may be picked up, computer turns. */
  protected stage(): void {
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

  protected botStep(): void {
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
