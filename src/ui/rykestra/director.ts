// Runs a game of Rykestra on the 3D table: the sector dice in the side tray, the turns round
// the mat, each settled throw read into the engine, the scored round replayed beat by beat.
// Plain TypeScript over the table controller and the pure engine; React reads `store`.
import { createStore, type StoreApi } from "zustand/vanilla";
import { SECTOR_CENTRES, sectorsOfColour, type SectorId } from "../../geometry/mat";
import { MAT } from "../../geometry/table-layout";
import type { SettledDie } from "../../geometry/types";
import {
  applyThrow,
  handOf,
  newGame,
  setSectors,
  throwRefusal,
  type DieId,
  type RykestraOptions,
  type RykestraState,
  type SectorDiceReading,
} from "../../games/rykestra";
import { chooseMarkerSector } from "../../bots/rykestra-bot";
import type { TableController } from "../../table/table-controller";
import { SECTOR_DIE_IDS, readSectorSnapshot, sectorDiceFor, snapshotsOf } from "../../scene/rykestra/read-mat";
import { seatHand, sideTrayHand } from "../../scene/rykestra/seats";
import { poseShowing } from "../../table/rest-pose";
import type { PlayerSpec } from "../game-kit";
import { capturedBy, roundBeats } from "./beats";
import { clearAfterThrow, liftedDie, poseOf } from "./lift";
import type { LiftedDie } from "../../scene/rykestra/LiftedDice";
import { NORMAL_PACE, type MatchView, type Pace, type StandardReading } from "./match-state";
import { BotTurn } from "./bot-turn";
import { diceSpecs, sectorSpecs } from "./dice-specs";
import { describeThrow, sectorsAnnouncement } from "../../games/rykestra/words";

/** Sector dice that keep landing cocked are nudged this many times, then thrown again. */
const NUDGES = 2;

export class RykestraDirector {
  readonly store: StoreApi<MatchView>;
  private readonly controller: TableController;
  private readonly seats: readonly PlayerSpec[];
  private readonly pace: Pace;
  /** D10s with a body on the table (on the mat or in the out rack). */
  private readonly onTable = new Set<DieId>();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private bot: BotTurn | null = null;
  private sectorTries = 0;
  private attached = false;

  constructor(controller: TableController, seats: readonly PlayerSpec[], options: Partial<RykestraOptions>, pace: Pace = NORMAL_PACE) {
    this.controller = controller;
    this.seats = seats;
    this.pace = pace;
    const created = newGame({ players: seats.length, options });
    if (!created.ok) throw new Error(created.reason);
    this.store = createStore<MatchView>(() => ({
      game: created.state,
      stage: { kind: "sector-ready" },
      log: [`Round 1 of 3 — first to throw: ${seats[0].name}.`],
      latest: [],
      lifted: [],
      outCount: 0,
      hint: null,
    }));
  }

  get view(): MatchView {
    return this.store.getState();
  }

  private get game(): RykestraState {
    return this.view.game;
  }

  private set(change: Partial<MatchView>): void {
    this.store.setState(change);
  }

  private say(...lines: string[]): void {
    this.set({ log: [...this.view.log, ...lines] });
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  /** Connects to the table and picks up wherever the match stands; returns the disconnect. */
  attach(): () => void {
    this.attached = true;
    const offThrown = this.controller.on("thrown", (e) => this.onThrown(e.ids));
    const offSettled = this.controller.on("settled", (e) => this.onSettled(e.dice));
    const offTap = this.controller.on("tap", () => this.set({ hint: "To throw, drag the die and let go while your pointer is still moving." }));
    this.resume();
    return () => {
      this.attached = false;
      offThrown();
      offSettled();
      offTap();
      for (const t of this.timers) clearTimeout(t);
      this.timers.clear();
      this.bot?.cancel();
      this.bot = null;
    };
  }

  /** Sets the table up for the current stage and restarts whatever runs by itself. */
  private resume(): void {
    const stage = this.view.stage;
    if (stage.kind === "sector-ready") this.readySectorDice();
    else if (stage.kind === "turn") this.beginTurn();
    else if (stage.kind === "resolving" && stage.playing) this.scheduleBeat();
    else if (stage.kind === "marker" && this.seats[this.game.firstPlayer].computer) this.chooseMarker(this.botMarker(stage.reading));
  }

  // ── The sector dice ───────────────────────────────────────────────────────────────────

  private readySectorDice(): void {
    const board = this.game.options.board;
    const ids = sectorDiceFor(board).map((d) => d.id);
    this.syncTable(null);
    this.controller.setHand(sideTrayHand());
    this.controller.toHand(ids);
    this.controller.setThrowable(ids);
    this.controller.setHandful(true);
    const computer = this.seats[this.game.firstPlayer].computer;
    this.controller.setLocked(computer);
    this.sectorTries = 0;
    if (computer) this.later(this.pace.botPause, () => this.throwSectorDice());
  }

  /** "Throw the sector dice": an honest random throw into the side tray. */
  throwSectorDice(): void {
    if (this.view.stage.kind !== "sector-ready") return;
    const ids = sectorDiceFor(this.game.options.board).map((d) => d.id);
    this.controller.throwForMe(ids, sideTrayHand().aim, "bot");
  }

  private onSectorSettled(dice: readonly SettledDie[]): void {
    const board = this.game.options.board;
    const read = readSectorSnapshot(board, dice);
    if (!read.ok) {
      this.sectorTries++;
      const names = read.again.map((id) => this.controller.spec(id)?.name ?? id);
      const them = names.length > 1 ? "them" : "it";
      if (this.sectorTries <= NUDGES) {
        this.say(`The ${names.join(" and ")} landed cocked — nudging ${them}.`);
        this.controller.nudge(read.again);
        this.hurry();
      } else {
        this.say(`The ${names.join(" and ")} will not lie flat — throwing ${them} again.`);
        this.controller.toHand(read.again);
        this.controller.throwForMe(read.again, sideTrayHand().aim, "bot");
      }
      return;
    }
    if (read.reading.board === "standard") {
      const reading = read.reading;
      this.say(`Sector dice: the chance cube shows ${reading.chance}, the Kinzo ${reading.kinzo}.`);
      if (this.seats[this.game.firstPlayer].computer) this.startThrows({ ...reading, marker: this.botMarker(reading) });
      else this.set({ stage: { kind: "marker", reading } });
      return;
    }
    this.startThrows(read.reading);
  }

  private botMarker(reading: StandardReading): SectorId {
    const sectors = sectorsOfColour(reading.chance === "red" ? "red" : "blue");
    return chooseMarkerSector(this.game.firstPlayer, this.game.players, sectors);
  }

  /** The round's first player puts the Kinzo marker in one of the two bonus sectors. */
  chooseMarker(sector: SectorId): void {
    const stage = this.view.stage;
    if (stage.kind === "marker") this.startThrows({ ...stage.reading, marker: sector });
  }

  private startThrows(reading: SectorDiceReading): void {
    const result = setSectors(this.game, reading);
    if (!result.ok) {
      this.say(result.reason);
      return;
    }
    const game = result.state;
    const sectors = game.sectors;
    if (sectors?.marker) {
      const { sector, value } = sectors.marker;
      const c = SECTOR_CENTRES[sector];
      this.controller.placeDie(SECTOR_DIE_IDS.kinzo, poseShowing("kinzo", value, c.x, c.z, 0, MAT.thickness));
    }
    if (sectors) this.say(sectorsAnnouncement(sectors));
    this.set({ game, latest: [] });
    this.beginTurn();
  }

  // ── Turns ─────────────────────────────────────────────────────────────────────────────

  /** The dice that go in one throw now: both in hand with the variant, else the first. */
  private dueDice(seat: number): DieId[] {
    const hand = handOf(this.game, seat);
    return this.game.options.bothDiceAtOnce ? hand : hand.slice(0, 1);
  }

  private beginTurn(): void {
    const seat = this.game.turn;
    if (seat === null) return;
    const computer = this.seats[seat].computer;
    this.set({ stage: { kind: "turn", seat, thinking: computer } });
    this.controller.setHand(seatHand(seat, this.game.players));
    this.syncTable(seat);
    this.controller.setThrowable(handOf(this.game, seat));
    this.controller.setHandful(this.game.options.bothDiceAtOnce);
    this.controller.setLocked(computer);
    if (computer && this.attached) this.later(this.pace.botPause, () => this.playBot(seat));
  }

  private playBot(seat: number): void {
    const stage = this.view.stage;
    if (stage.kind !== "turn" || stage.seat !== seat) return;
    this.bot?.cancel();
    this.bot = new BotTurn({
      controller: this.controller,
      state: this.game,
      seat,
      thrown: this.dueDice(seat),
      seed: this.controller.seed + this.controller.state.throws * 7919,
      onDone: (flicks) => {
        this.bot = null;
        this.controller.throwFlicks(flicks, "bot");
      },
    });
    this.bot.start();
  }

  /** "Throw for me" for the player whose turn it is. */
  throwForMe(): void {
    const stage = this.view.stage;
    if (stage.kind === "sector-ready") return this.throwSectorDice();
    if (stage.kind !== "turn" || this.seats[stage.seat].computer) return;
    this.controller.throwForMe(this.dueDice(stage.seat));
  }

  /** The keyboard throw along the aim pad's heading and power. */
  throwAimed(): void {
    const stage = this.view.stage;
    if (stage.kind !== "turn" || this.seats[stage.seat].computer) return;
    this.controller.throwAimed(this.dueDice(stage.seat));
  }

  private onThrown(ids: readonly string[]): void {
    const stage = this.view.stage;
    this.set({ hint: null });
    if (stage.kind === "sector-ready") this.set({ stage: { kind: "sector-rolling" } });
    else if (stage.kind === "turn") {
      this.controller.setLocked(true);
      this.set({ stage: { kind: "rolling", seat: stage.seat, thrown: ids.filter((id) => id.startsWith("d10-")) } });
    }
    this.hurry();
  }

  /** In instant pace, runs the physics to rest at once (after the current event has finished). */
  private hurry(): void {
    if (this.pace.instant) this.later(0, () => this.controller.settleNow());
  }

  private onSettled(dice: readonly SettledDie[]): void {
    const stage = this.view.stage;
    if (stage.kind === "sector-rolling") this.onSectorSettled(dice);
    else if (stage.kind === "rolling") this.afterThrow(stage.seat, stage.thrown, dice);
  }

  private afterThrow(seat: number, thrown: readonly DieId[], dice: readonly SettledDie[]): void {
    const before = this.game;
    const onMat = before.dice.filter((d) => d.place === "mat").map((d) => d.id);
    const snaps = snapshotsOf(dice, [...onMat, ...thrown]);
    const refusal = throwRefusal(before, seat, thrown);
    const result = refusal === null ? applyThrow(before, { seat, thrown, dice: snaps }) : { ok: false as const, reason: refusal };
    if (!result.ok) {
      // Nothing is lost: the dice go back to the hand and the turn starts again.
      this.say(`That throw does not count: ${result.reason}`);
      this.controller.toHand([...thrown]);
      this.beginTurn();
      return;
    }
    const after = result.state;
    const lines = describeThrow(before, after, snaps, this.seats.map((s) => s.name));
    const outcome = after.lastThrow;
    const roundOver = after.history.length > before.history.length;
    for (const id of thrown) this.onTable.add(id);
    if (outcome) this.set({ outCount: clearAfterThrow(this.controller, this.onTable, outcome, snaps, this.view.outCount) });
    this.say(...lines);
    this.set({ game: after, latest: lines });
    if (roundOver) this.startResolution();
    else this.beginTurn();
  }

  // ── Captures, beat by beat ────────────────────────────────────────────────────────────

  private startResolution(): void {
    const game = this.game;
    const summary = game.history[game.history.length - 1];
    const beats = roundBeats(summary, this.seats.map((s) => s.name));
    this.controller.setLocked(true);
    this.syncTable(null);
    this.say(`Round ${summary.round + 1}: every hand is empty — captures.`);
    this.set({ stage: { kind: "resolving", summary, beats, index: 0, playing: true }, lifted: [] });
    this.showBeat(0, false);
    this.scheduleBeat();
  }

  private scheduleBeat(): void {
    const stage = this.view.stage;
    if (stage.kind !== "resolving" || !stage.playing || stage.index >= stage.beats.length - 1) return;
    const at = stage.index;
    this.later(this.pace.beat, () => {
      const now = this.view.stage;
      if (now.kind === "resolving" && now.playing && now.index === at) this.nextBeat();
    });
  }

  /** Shows beat `index`: dice captured up to it leave the mat; this beat's capture rises. */
  private showBeat(index: number, skipping: boolean): void {
    const stage = this.view.stage;
    if (stage.kind !== "resolving") return;
    const beat = stage.beats[index];
    const lifted: LiftedDie[] = [];
    for (const id of capturedBy(stage.beats, index)) {
      if (!this.onTable.has(id)) continue;
      const rising = skipping ? null : liftedDie(beat, id, poseOf(this.controller, id), this.seats);
      if (rising) lifted.push(rising);
      this.onTable.delete(id);
    }
    this.syncTable(null);
    this.set({ stage: { ...stage, index }, lifted });
    if (beat.kind !== "act") this.say(beat.text);
  }

  /** "Next": the next beat of the replay. */
  nextBeat(): void {
    const stage = this.view.stage;
    if (stage.kind !== "resolving" || stage.index >= stage.beats.length - 1) return;
    this.showBeat(stage.index + 1, false);
    this.scheduleBeat();
  }

  /** "Skip": straight to the round's tally. */
  skipResolution(): void {
    const stage = this.view.stage;
    if (stage.kind !== "resolving") return;
    this.set({ stage: { ...stage, playing: false } });
    this.showBeat(stage.beats.length - 1, true);
  }

  /** Pause or play the replay. */
  togglePlaying(): void {
    const stage = this.view.stage;
    if (stage.kind !== "resolving") return;
    this.set({ stage: { ...stage, playing: !stage.playing } });
    this.scheduleBeat();
  }

  /** After the tally: clear the mat for the next round, or end the game. */
  nextRound(): void {
    const stage = this.view.stage;
    if (stage.kind !== "resolving") return;
    this.onTable.clear();
    this.set({ lifted: [], outCount: 0, latest: [] });
    if (this.game.phase === "over") {
      this.syncTable(null);
      // The Kinzo marker comes off the mat with the rest.
      this.controller.setHand(sideTrayHand());
      this.controller.toHand([SECTOR_DIE_IDS.kinzo]);
      this.controller.setLocked(true);
      this.set({ stage: { kind: "over" } });
      const totals = this.game.totals.map((t, s) => `${this.seats[s].name} ${t}`).join(", ");
      this.say(`Game over. Totals: ${totals}.`);
      return;
    }
    this.say(`Round ${this.game.round + 1} of 3 — first to throw: ${this.seats[this.game.firstPlayer].name}.`);
    this.set({ stage: { kind: "sector-ready" } });
    this.readySectorDice();
  }

  // ── The table's dice ──────────────────────────────────────────────────────────────────

  /** Keeps the controller's dice to: the sector dice, D10s with a body, and `holder`'s hand. */
  private syncTable(holder: number | null): void {
    const inHand = holder === null ? [] : handOf(this.game, holder);
    const d10s = [...this.onTable, ...inHand.filter((id) => !this.onTable.has(id))];
    this.controller.setDice([...sectorSpecs(this.game.options.board), ...diceSpecs(this.seats, d10s)]);
  }
}
