// A game of Hooligan at one screen: the engine's state, the physical dice on the tray table,
// and the computer seats. The table follows the engine: set-aside dice rest in the rack, the
// dice due are the ones that may be picked up (see TrayTurnSession for what every tray game
// shares).
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
import { hooliganBotStep, throwPositions } from "../../bots/hooligan-bot";
import { dieId, dieName, HOOLIGAN_DICE, HOOLIGAN_RACK } from "../../scene/hooligan/hooligan-table";
import type { PlayerSpec } from "../game-kit";
import { TrayTurnSession, type TrayTurnOptions, type TrayTurnView } from "../game-kit/tray-turn-session";
import { hooliganMode } from "./turn-mode";

export interface HooliganView extends TrayTurnView<HooliganState> {
  /** Positions picked to keep towards a straight (Hooligan box, before the rest are picked up). */
  readonly selected: readonly number[];
}

export type SessionOptions = TrayTurnOptions;

const TABLE = { rack: HOOLIGAN_RACK, dieName, pauseMs: 900, quickPauseMs: 60 };

function startView(seats: readonly PlayerSpec[]): HooliganView {
  const start = newHooliganGame(seats.map((s) => s.name));
  if (!start.ok) throw new Error(start.reason);
  return { game: start.state, rolling: false, selected: [], pickedUp: false, note: null };
}

export class HooliganSession extends TrayTurnSession<HooliganState, HooliganView> {
  private colourOf = "";

  constructor(
    readonly seats: readonly PlayerSpec[],
    options: SessionOptions = {},
  ) {
    super(startView(seats), options, TABLE);
    this.dress();
    this.stage();
  }

  /** The seat on turn (the next roll-off thrower during the roll-off), or null when over. */
  get actor(): number | null {
    return currentPlayer(this.game);
  }

  get computerToPlay(): boolean {
    const a = this.actor;
    return a !== null && this.seats[a].computer;
  }

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
    this.throwDiceAimed(this.dueDice());
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

  // ── Internals ───────────────────────────────────────────────────────────────────────────

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

  protected onRead(values: number[]): void {
    const result = throwDice(this.game, values);
    this.store.setState({ rolling: false, pickedUp: false, selected: [] });
    this.apply(result, true);
  }

  /** Dice take the colour of the player about to throw them. */
  protected dress(): void {
    const actor = this.actor;
    if (actor === null) return;
    const colour = this.seats[actor].colour;
    if (colour.body === this.colourOf) return;
    this.colourOf = colour.body;
    this.controller.setDice(
      HOOLIGAN_DICE.map((id) => ({ id, kind: "d6" as const, colour: colour.body, ink: colour.ink, name: dieName(id) })),
    );
  }

  /** Puts the table in step with the game: dice colour, the rack, what may be picked up, computer turns. */
  protected stage(): void {
    const c = this.controller;
    const game = this.game;
    const actor = this.actor;
    const seat = actor === null ? null : this.seats[actor];
    const turn = game.phase === "playing" ? game.turn : null;
    // A fresh throw of all five (roll-off, new turn, after a bonus): a player's dice come to
    // hand in their colour; a computer's stay where they lie until it throws, so its last
    // throw can still be seen.
    if (seat && !seat.computer && (!turn || turn.dice.length === 0)) {
      this.dress();
      this.gather(HOOLIGAN_DICE);
    }
    turn?.setAside.forEach((aside, p) => {
      if (aside) this.rackDie(dieId(p), p, turn.dice[p]);
    });
    const mode = hooliganMode(game, this.view.pickedUp);
    c.setThrowable(mode === "throw" || mode === "decide" ? this.dueDice() : []);
    c.setHandful(true);
    c.setLocked(seat?.computer ?? true);
    this.scheduleBot();
  }

  protected botStep(): void {
    const step = hooliganBotStep(this.game);
    if (!step) return;
    if (step.kind === "throw") this.throwDice(step.positions.map(dieId));
    else this.apply(step.result);
  }
}
