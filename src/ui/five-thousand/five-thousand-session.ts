// A game of Five Thousand at one screen: the engine's state, the six physical dice on the tray
// table and the computer seats. Every value comes from a settled physics snapshot. The table
// follows the engine: dice set aside move to the rack beside the tray, the roll-off dice wait
// there too, and only the dice due may be picked up and thrown. Plain TypeScript: React reads
// `store`, which changes on discrete events only.
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  bank,
  eventText,
  isHotDice,
  mustThrowAgain,
  newFiveThousandGame,
  rollOffThrow,
  rollOffThrower,
  setAside,
  throwDice,
  type FiveThousandEvent,
  type FiveThousandOptions,
  type FiveThousandState,
} from "../../games/five-thousand";
import type { MoveResult } from "../../games/move-result";
import { fiveThousandSeatStep, type FiveThousandSeatStep } from "../../bots/five-thousand-seat";
import { TableController } from "../../scene/table-controller";
import type { DieSpec } from "../../scene/table-types";
import { gatherOnPick } from "../../scene/turns/gather-hand";
import { poseShowing } from "../../scene/turns/rest-pose";
import { setTableAccess } from "../../scene/turns/table-access";
import { ThrowWatch, type ThrowWatchStatus } from "../../scene/turns/throw-watch";
import { TRAY_FELT } from "../../scene/turns/thrown-values";
import { FIVE_THOUSAND_DICE, FIVE_THOUSAND_RACK, dieName, rollOffDieId } from "../../scene/five-thousand/five-thousand-table";
import type { PlayerSpec } from "../game-kit";
import { nextBanner, type Banner } from "../game-kit/banner";
import { ComputerPace } from "../game-kit/computer-pace";

export interface FiveThousandView {
  readonly game: FiveThousandState;
  /** Die ids of the throw on the table, by the engine's index into `turn.thrown`. */
  readonly thrownIds: readonly string[];
  /** Dice resting in the rack, in the order they went there. */
  readonly racked: readonly string[];
  /** Indices of the throw on the table clicked to set aside (not yet set aside). */
  readonly chosen: readonly number[];
  /** The dice still due have been picked up off the felt for a flick. */
  readonly pickedUp: boolean;
  readonly reader: ThrowWatchStatus;
  /** A refusal, or what the table did about a bad landing. */
  readonly note: string | null;
  readonly banner: Banner | null;
  /** A short pause between turns or after the roll-off, while the table is reset. */
  readonly interlude: boolean;
}

export interface SessionOptions {
  readonly seed?: number;
  /** Headless: throws come to rest at once and pauses are nearly nothing (tests). */
  readonly quick?: boolean;
}

const PAUSE_MS = { computer: 900, turnOver: 1700, rollOff: 2000, quick: 1 };

export class FiveThousandSession {
  readonly controller: TableController;
  readonly store: StoreApi<FiveThousandView>;
  private readonly quick: boolean;
  private readonly watch: ThrowWatch;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly pace = new ComputerPace();
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    readonly seats: readonly PlayerSpec[],
    options: Partial<FiveThousandOptions>,
    session: SessionOptions = {},
  ) {
    this.quick = session.quick ?? false;
    this.controller = new TableController({ layout: "tray", seed: session.seed });
    const start = newFiveThousandGame({ players: seats.map((s) => s.name), options });
    if (!start.ok) throw new Error(start.reason);
    const game = start.state;
    this.store = createStore<FiveThousandView>(() => ({
      game,
      thrownIds: [],
      racked: [],
      chosen: [],
      pickedUp: false,
      reader: "idle",
      note: null,
      banner: null,
      interlude: false,
    }));
    this.watch = new ThrowWatch(this.controller, {
      area: TRAY_FELT,
      name: (id) => this.controller.spec(id)?.name ?? id,
      due: () => this.throwIds(),
      computerTurn: () => this.step?.kind !== "person",
      instant: () => this.quick,
      onStatus: (reader) => this.set({ reader }),
      onNote: (note) => this.set({ note }),
      onRead: (values, dice) => this.onRead(values, dice.map((d) => d.id)),
    });
    this.unsubscribe.push(
      () => this.watch.dispose(),
      gatherOnPick(this.controller),
      this.store.subscribe(() => this.afterChange()),
    );
    if (game.rollOff) this.setRollOffDice(game);
    else this.setTurnDice(game.turn!.player);
    this.afterChange();
  }

  get view(): FiveThousandView {
    return this.store.getState();
  }

  /** Whose move it is and whether a computer or a person makes it. */
  get step(): FiveThousandSeatStep | null {
    return fiveThousandSeatStep(this.view.game, this.seats.map((s) => s.computer));
  }

  /** A person may act now: their move, nothing rolling, no pause. */
  get personActs(): boolean {
    const v = this.view;
    return this.step?.kind === "person" && v.reader === "idle" && !v.interlude;
  }

  dispose(): void {
    for (const off of this.unsubscribe) off();
    for (const t of this.timers) clearTimeout(t);
    this.pace.cancel();
    this.controller.dispose();
  }

  // ── A person's moves ──────────────────────────────────────────────────────────────────

  /** Clicks a die of the throw on the table in or out of the choice. */
  toggle(index: number): void {
    if (!this.personActs) return;
    const v = this.view;
    const turn = v.game.turn;
    if (!turn?.thrown || v.pickedUp || turn.picked.includes(index) || index >= turn.thrown.length) return;
    const chosen = v.chosen.includes(index) ? v.chosen.filter((i) => i !== index) : [...v.chosen, index].sort((a, b) => a - b);
    this.set({ chosen, note: null });
  }

  toggleId(id: string): void {
    this.toggle(this.view.thrownIds.indexOf(id));
  }

  /** Sets the clicked dice aside: they move to the rack. False (with the engine's reason shown) when they don't score. */
  setAsideChosen(): boolean {
    const v = this.view;
    if (v.chosen.length === 0) return true;
    const result = setAside(v.game, v.chosen);
    if (!result.ok) {
      this.set({ note: result.reason });
      return false;
    }
    const turn = v.game.turn!;
    const added = v.chosen.map((i) => v.thrownIds[i]);
    const racked = [...v.racked, ...added];
    added.forEach((id, k) => {
      const slot = FIVE_THOUSAND_RACK.slots[v.racked.length + k];
      this.controller.placeDie(id, poseShowing("d6", turn.thrown![v.chosen[k]], slot.x, slot.z, FIVE_THOUSAND_RACK.heading));
    });
    const next = result.state.turn!;
    let banner: Omit<Banner, "key"> | null = null;
    if (mustThrowAgain(next)) banner = { text: "Hot dice! All six are set aside: throw them all again", tone: "win" };
    else if (isHotDice(next)) banner = { text: "All six dice score! Bank, or throw all six again", tone: "win" };
    this.set({ game: result.state, racked, chosen: [], note: null, ...(banner ? { banner: this.banner(banner) } : {}) });
    return true;
  }

  /**
   * Throws whatever is due: the roll-off die, six dice to open a turn, the rest after a
   * set-aside (setting the clicked dice aside first), or all six again on hot dice.
   */
  throwDue(how: "auto" | "aimed" = "auto"): void {
    if (!this.personActs) return;
    this.throwNow(how);
  }

  /** Picks the dice still due up off the felt into the hand, to flick them. */
  pickUp(): void {
    if (!this.personActs || this.view.pickedUp) return;
    if (!this.setAsideChosen()) return;
    const due = this.dueDice();
    if (due.length === 0) return;
    this.toHand(due);
    this.set({ pickedUp: true });
  }

  /** Banks the turn (setting the clicked dice aside first). */
  bankTurn(): void {
    if (!this.personActs) return;
    this.doBank();
  }

  // ── Internals ─────────────────────────────────────────────────────────────────────────

  private set(change: Partial<FiveThousandView>): void {
    this.store.setState(change);
  }

  /** An event of this game in words. */
  private say(event: FiveThousandEvent): string {
    return eventText(event, this.seats.map((s) => s.name));
  }

  private banner(b: Omit<Banner, "key">): Banner {
    return nextBanner(this.view.banner, b);
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, this.quick ? PAUSE_MS.quick : ms);
    this.timers.add(t);
  }

  private seatDice(player: number): DieSpec[] {
    const seat = this.seats[player];
    return FIVE_THOUSAND_DICE.map((id) => ({ id, kind: "d6", colour: seat.colour.body, ink: seat.colour.ink, name: dieName(id) }));
  }

  private rollOffDie(player: number): DieSpec {
    const seat = this.seats[player];
    return { id: rollOffDieId(player), kind: "d6", colour: seat.colour.body, ink: seat.colour.ink, name: `${seat.name}'s die` };
  }

  /** Six dice in the hand of the player whose turn starts, in their colour. */
  private setTurnDice(player: number): void {
    this.controller.setDice(this.seatDice(player));
    this.controller.toHand([...FIVE_THOUSAND_DICE]);
    this.set({ thrownIds: [], racked: [], chosen: [], pickedUp: false });
  }

  /** A fresh round of the roll-off: only the first contender's die, in hand. */
  private setRollOffDice(game: FiveThousandState): void {
    const thrower = rollOffThrower(game);
    if (thrower === null) return;
    this.controller.setDice([this.rollOffDie(thrower)]);
    this.set({ racked: [], chosen: [], pickedUp: false });
  }

  private toHand(ids: readonly string[]): void {
    const away = ids.filter((id) => !this.controller.state.inHand.includes(id));
    if (away.length > 0) this.controller.toHand(away);
  }

  /** The dice the next throw uses: those not in the rack, or all six again on hot dice. */
  private dueDice(): string[] {
    const v = this.view;
    const turn = v.game.turn;
    if (!turn) return [];
    if (isHotDice(turn)) return [...FIVE_THOUSAND_DICE];
    return FIVE_THOUSAND_DICE.filter((id) => !v.racked.includes(id));
  }

  /** The dice a throw now carries, in the order the engine reads them: the roll-off die, or the dice due. */
  private throwIds(): string[] {
    const thrower = rollOffThrower(this.view.game);
    return thrower !== null ? [rollOffDieId(thrower)] : this.dueDice();
  }

  private throwNow(how: "auto" | "aimed"): void {
    const v = this.view;
    if (rollOffThrower(v.game) === null) {
      if (!v.game.turn) return;
      if (v.chosen.length > 0 && !this.setAsideChosen()) return;
      const now = this.view.game.turn!;
      // A throw needs a set-aside from the throw on the table first; the button says so.
      if (now.thrown && now.picked.length === 0) return;
      if (isHotDice(now)) this.set({ racked: [] });
    }
    const ids = this.throwIds();
    this.set({ pickedUp: false, note: null });
    if (how === "aimed") this.watch.throwAimed(ids);
    else this.watch.throwForMe(ids);
  }

  private doBank(): void {
    if (!this.setAsideChosen()) return;
    const result = bank(this.view.game);
    if (!result.ok) {
      this.set({ note: result.reason });
      return;
    }
    const added = result.state.log.slice(this.view.game.log.length);
    // Reaching the target is news for the whole table; otherwise the bank itself is.
    const news = added.find((e) => e.type === "final-round") ?? added.find((e) => e.type === "bank");
    this.set({ game: result.state, note: null, chosen: [], banner: news ? this.banner({ text: this.say(news), tone: news.type === "bank" ? "stand" : "win" }) : this.view.banner });
    this.turnOver(result.state, PAUSE_MS.computer);
  }

  /** After a turn ends: a pause with the dice where they lie, then the next player's six dice. */
  private turnOver(game: FiveThousandState, ms: number): void {
    if (game.winners) {
      const over = game.log.at(-1);
      if (over?.type === "over") this.set({ banner: this.banner({ text: this.say(over), tone: "win" }) });
      return;
    }
    this.set({ interlude: true });
    this.later(ms, () => {
      this.setTurnDice(this.view.game.turn!.player);
      this.set({ interlude: false });
    });
  }

  private apply(result: MoveResult<FiveThousandState>): FiveThousandState | null {
    if (!result.ok) {
      this.set({ note: result.reason });
      return null;
    }
    return result.state;
  }

  private onRead(values: number[], ids: string[]): void {
    const before = this.view.game;
    if (before.rollOff) return this.onRollOff(before, ids[0], values[0]);
    const game = this.apply(throwDice(before, values));
    if (!game) return;
    const player = before.turn!.player;
    if (game.turn?.player === player && game.turn.thrown && !game.winners) {
      // Dice flicked straight out of the rack (hot dice) are no longer in it.
      const racked = this.view.racked.filter((id) => !ids.includes(id));
      this.set({ game, thrownIds: ids, racked, chosen: [], pickedUp: false });
      return;
    }
    const lost = game.log.slice(before.log.length).find((e) => e.type === "lost");
    this.set({ game, thrownIds: ids, chosen: [], banner: lost ? this.banner({ text: this.say(lost), tone: "bust" }) : this.view.banner });
    this.turnOver(game, PAUSE_MS.turnOver);
  }

  private onRollOff(before: FiveThousandState, id: string, value: number): void {
    const game = this.apply(rollOffThrow(before, value));
    if (!game) return;
    // The die waits in the rack showing its number, in the order the round was thrown.
    const slot = FIVE_THOUSAND_RACK.slots[before.rollOff!.throws.length];
    this.controller.placeDie(id, poseShowing("d6", value, slot.x, slot.z, FIVE_THOUSAND_RACK.heading));
    const last = game.log.at(-1);
    if (game.rollOff && game.rollOff.throws.length > 0) {
      this.controller.addDie(this.rollOffDie(rollOffThrower(game)!));
      this.set({ game });
      return;
    }
    this.set({ game, interlude: true, banner: last ? this.banner({ text: this.say(last), tone: "stand" }) : null });
    this.later(PAUSE_MS.rollOff, () => {
      const g = this.view.game;
      if (g.rollOff) this.setRollOffDice(g);
      else this.setTurnDice(g.turn!.player);
      this.set({ interlude: false });
    });
  }

  /** Keeps the table's locks in step with whose move it is, and lets computer seats play. */
  private afterChange(): void {
    const v = this.view;
    const acts = this.personActs;
    const turn = v.game.turn;
    let throwable: string[] = [];
    if (acts) {
      const thrower = rollOffThrower(v.game);
      if (thrower !== null) throwable = [rollOffDieId(thrower)];
      else if (turn && (!turn.thrown || v.pickedUp || mustThrowAgain(turn))) throwable = this.dueDice();
    }
    setTableAccess(this.controller, !acts, throwable);
    this.scheduleComputer();
  }

  private scheduleComputer(): void {
    const v = this.view;
    const step = this.step;
    const due = step && step.kind !== "person" && v.reader === "idle" && !v.interlude;
    const moment = `${v.game.log.length}|${v.chosen.join(",")}|${v.racked.length}`;
    this.pace.at(due ? moment : null, this.quick ? PAUSE_MS.quick : PAUSE_MS.computer, () => {
      const now = this.step;
      if (now && now.kind !== "person") this.computerActs(now);
    });
  }

  private computerActs(step: FiveThousandSeatStep): void {
    const v = this.view;
    if (step.kind === "throw") this.throwNow("auto");
    else if (step.kind === "bank") this.doBank();
    else if (step.kind === "set-aside") {
      // First show the pick (rings under the dice), then set it aside on the next beat.
      const pick = [...step.indices].sort((a, b) => a - b);
      const same = v.chosen.length === pick.length && v.chosen.every((i, k) => i === pick[k]);
      if (same) this.setAsideChosen();
      else this.set({ chosen: pick });
    }
  }
}
