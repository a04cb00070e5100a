// One session runtime for every screen: a table, a game definition, a driver per seat, a
// clock and an append-only log. Every change of game state comes from `dispatch(seat, input)`
// — a person's click, a computer's choice, a remote player's message, or the session itself
// turning a settled throw into the game's move. React reads `store`; the session keeps no game
// state anywhere else, so `store` plus the table's poses is the whole session as plain data.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Flick, SettledDie } from "../geometry/types";
import type { GameDefinition, PlainMove, Seat, ThrowRequest } from "../games/definition";
export type { TableStage } from "../table/stage";
import { accept, refuse, type MoveResult } from "../games/move-result";
import { countAttempts, planRemedy, remedyWords } from "../table/remedy";
import type { TableStage } from "../table/stage";
import { TableController, type TableRest, type TableRngState } from "../table/table-controller";
import type { ThrowSource } from "../table/table-types";
import { realClock, type Clock } from "./clock";
import { flickProblem, poseChecksum, type AnyMove, type LogEntry, type SessionInput, type SessionLog } from "./log";
import { ComputerTurns } from "./computer-turns";
import type { SeatDriver } from "./seats";

export interface PendingThrow {
  readonly seat: Seat;
  readonly ids: readonly string[];
  /** Remedies so far per die. */
  readonly attempts: Readonly<Record<string, number>>;
  /** What the table did about bad landings on the way, one sentence a round. */
  readonly notes: readonly string[];
  readonly source: ThrowSource;
}

export interface LastThrow {
  readonly seat: Seat;
  /** The dice read, in request order, as they lay. */
  readonly dice: readonly SettledDie[];
  readonly notes: readonly string[];
  /** The table's throw count when it was read (remedy throws included). */
  readonly throwNumber: number;
}

export interface SessionView<S> {
  readonly game: S;
  /** idle: nothing in the air; rolling: a throw on its way to rest; fixing: a bad landing being put right. */
  readonly status: "idle" | "rolling" | "fixing";
  /** The latest refusal or what the table did about a bad landing. */
  readonly note: string | null;
  /** The computer seat whose pause is running, or whose planning. */
  readonly thinking: Seat | null;
  /** How far that seat's planning has got (0..1); absent or null while it only pauses. */
  readonly progress?: number | null;
  readonly pending: PendingThrow | null;
  /** The latest throw read, the dice in request order. */
  readonly lastThrow: LastThrow | null;
  readonly log: readonly LogEntry[];
}

/**
 * What a screen holds the table to while it shows something the game does not know of:
 * "pick", dice are pressed to choose them, never thrown (Hooligan's keep picker); "closed",
 * nothing is touched (a round's review). "open": as the game says.
 */
export type TableHold = "open" | "pick" | "closed";

export interface SessionConfig<S, M extends PlainMove> {
  readonly definition: GameDefinition<unknown, S, M>;
  readonly options: unknown;
  readonly seed: number;
  readonly stage: TableStage<S>;
  /** One per seat; seats past the end are people. */
  readonly drivers: readonly SeatDriver<S, M>[];
  readonly clock?: Clock;
  /** Computer throws come to rest at once (the physics runs unseen, to the same step) and pauses shrink. */
  readonly quick?: boolean;
  /** A table to run on (else one is made for the stage's layout and the seed). */
  readonly table?: TableController;
}

export class GameSession<S, M extends PlainMove> {
  readonly definition: GameDefinition<unknown, S, M>;
  readonly table: TableController;
  readonly store: StoreApi<SessionView<S>>;
  readonly seed: number;
  readonly options: unknown;
  /** The game's fittings on the table (a screen that re-dresses the table syncs the same stage). */
  readonly stage: TableStage<S>;
  private readonly drivers: SeatDriver<S, M>[];
  private readonly clock: Clock;
  private quick: boolean;
  private readonly turns: ComputerTurns<S, M>;
  private readonly off: (() => void)[] = [];
  private disposed = false;
  private readonly ownsTable: boolean;
  /** Dice touched by another die during the throw in the air (contact reports); read with the throw. */
  private struck: string[] = [];
  private hold: TableHold = "open";

  /** Use createSession: it refuses bad options instead of throwing. */
  constructor(config: SessionConfig<S, M>, first: S) {
    this.definition = config.definition;
    this.stage = config.stage;
    this.drivers = [...config.drivers];
    this.seed = config.seed;
    this.options = config.options;
    this.clock = config.clock ?? realClock;
    this.quick = config.quick ?? false;
    this.ownsTable = config.table === undefined;
    this.table = config.table ?? new TableController({ layout: config.stage.layout, seed: config.seed });
    this.store = createStore<SessionView<S>>(() => ({
      game: first,
      status: "idle",
      note: null,
      thinking: null,
      pending: null,
      lastThrow: null,
      log: [],
    }));
    this.off.push(this.table.on("settled", (e) => this.settled(e.dice)));
    this.off.push(
      this.table.on("impact", (i) => {
        if (!this.view.pending || i.otherDieId === null) return;
        for (const id of [i.dieId, i.otherDieId]) if (!this.struck.includes(id)) this.struck.push(id);
      }),
    );
    this.turns = new ComputerTurns<S, M>({
      view: () => this.view,
      actors: (game) => this.definition.actors(game),
      driver: (seat) => this.driver(seat),
      table: this.table,
      clock: this.clock,
      quick: () => this.quick,
      closed: () => this.disposed,
      set: (change) => this.set(change),
      dispatch: (seat, input, source) => this.dispatch(seat, input, source),
      request: () => this.request(),
      requestIds: (r) => this.requestIds(r),
    });
    this.off.push(this.store.subscribe(() => this.turns.schedule()));
    this.syncTable();
    this.turns.schedule();
  }

  get view(): SessionView<S> {
    return this.store.getState();
  }

  get game(): S {
    return this.view.game;
  }

  driver(seat: Seat): SeatDriver<S, M> {
    return this.drivers[seat] ?? { kind: "person" };
  }

  /**
   * Seats a different driver (online: a computer takes an empty seat, its player comes back).
   * The game is untouched; a computer now due starts its pause.
   */
  setDriver(seat: Seat, driver: SeatDriver<S, M>): void {
    if (this.disposed) return;
    this.drivers[seat] = driver;
    this.turns.reset();
    this.syncTable();
    this.turns.schedule();
  }

  /**
   * Takes another table's word for the game and where the dice lie (an online client whose
   * own physics disagreed with its server's). Dice not in `poses` go back to the hand.
   */
  adopt(game: S, poses: readonly SettledDie[], rng?: TableRngState): void {
    if (this.disposed) return;
    this.settleNow();
    const on = new Set(poses.map((p) => p.id));
    this.table.toHand(this.table.state.dice.map((d) => d.id).filter((id) => !on.has(id)));
    for (const p of poses) if (this.table.spec(p.id)) this.table.restoreDie(p.id, { position: p.position, quaternion: p.quaternion });
    if (rng) this.table.restoreRng(rng);
    this.set({ game, status: "idle", pending: null });
    this.syncTable();
  }

  /** True while computer turns are quick (see setQuick). */
  get quickTurns(): boolean {
    return this.quick;
  }

  /** Switches quick computer turns on or off from the next pause (watching computers play, faster). */
  setQuick(quick: boolean): void {
    this.quick = quick;
  }

  /** Puts the session back at a rest it was at (a save's checkpoint): the game, the log so far, the table and its streams exactly. */
  restoreAt(at: { game: S; log: readonly LogEntry[]; lastThrow: LastThrow | null }, table: TableRest, rng: TableRngState): void {
    if (this.disposed) return;
    this.set({ game: at.game, log: [...at.log], lastThrow: at.lastThrow, status: "idle", pending: null, note: null });
    // Dressed for this game first (which dice, their looks, the hand), then every body exactly as it lay.
    this.syncTable();
    this.table.restoreRest(table);
    this.table.restoreRng(rng);
    this.syncTable();
  }

  /** The throw the game waits for now. */
  request(): ThrowRequest | null {
    return this.definition.throwRequest(this.game);
  }

  /** The person at this screen who may act now (hot-seat: whichever person's turn it is). */
  personToAct(): Seat | null {
    if (this.view.status !== "idle") return null;
    return this.definition.actors(this.game).find((s) => this.driver(s).kind === "person") ?? null;
  }

  /** The person who is to throw now, if any. */
  throwingPerson(): Seat | null {
    const r = this.request();
    return r && this.view.status === "idle" && this.driver(r.seat).kind === "person" ? r.seat : null;
  }

  /**
   * The one way in. A move goes to the game's `apply`; a flick throws the requested dice at
   * the table's current step. Either is logged when accepted; a refusal changes nothing.
   */
  dispatch(seat: Seat, input: SessionInput, source: ThrowSource = "flick"): MoveResult<SessionView<S>> {
    const r = this.take(seat, input, source);
    // A refusal changes nothing but the note the screen shows.
    if (!r.ok && !this.disposed) this.set({ note: r.reason });
    return r;
  }

  private take(seat: Seat, input: SessionInput, source: ThrowSource): MoveResult<SessionView<S>> {
    if (this.disposed) return refuse("This table has closed");
    if (typeof input !== "object" || input === null) return refuse("Nothing to do");
    if (this.view.status !== "idle") return refuse("Wait for the dice to come to rest");
    // Dice set down or knocked loose since the last throw settle first, to the very step they
    // come to rest, however many frames the screen happened to show meanwhile.
    this.restTable();
    if (input.kind === "flick") return this.throwFlicks(seat, input.flicks, source);
    if (input.kind !== "move") return refuse("A seat sends a move or a throw");
    const result = this.definition.apply(this.game, seat, input.move);
    if (!result.ok) return refuse(result.reason);
    this.commit(result.state, { step: this.table.step, seat, input: { kind: "move", move: input.move } });
    return accept(this.view);
  }

  /**
   * The one way a logged input enters a session: replaying, seeking, playing back, resuming and
   * online play all hand their entries here. What is in the air runs to rest, dice knocked loose
   * settle, and the input is given as its seat gave it. `strict`: refused unless the table stands
   * at the entry's step (a mirror that took its server's poses counts on the server's checksums).
   */
  feed(entry: LogEntry, strict = true): { ok: true } | { ok: false; problem: string } {
    if (entry.derived) return { ok: false, problem: "is the table's reading, not an input" };
    this.settleNow();
    this.restTable();
    if (strict && this.table.step !== entry.step) return { ok: false, problem: `came at step ${entry.step}, the replayed table is at step ${this.table.step}` };
    const r = this.take(entry.seat, entry.input, entry.input.kind === "flick" ? "replay" : "flick");
    if (r.ok) return { ok: true };
    if (!this.disposed) this.set({ note: r.reason });
    return { ok: false, problem: `was refused on replay: ${r.reason}` };
  }

  /**
   * A flick made at this screen (a die dragged and let go): the input of the person due to
   * throw, through dispatch. Refused, and nothing said, when no person here is to throw.
   */
  flick(flicks: readonly Flick[], source: ThrowSource = "flick"): MoveResult<SessionView<S>> {
    const seat = this.throwingPerson();
    if (seat === null) return refuse("No throw is due at this screen");
    return this.dispatch(seat, { kind: "flick", flicks: [...flicks] }, source);
  }

  /** "Throw for me" for a seat: honest random flicks from the hand, through dispatch. */
  throwForMe(seat: Seat, ids?: readonly string[]): MoveResult<SessionView<S>> {
    const r = this.request();
    if (!r || r.seat !== seat) return refuse(r ? "It is not your throw" : "No throw is due now");
    return this.dispatch(seat, { kind: "flick", flicks: this.table.randomFlicks(ids ?? this.requestIds(r)) }, "auto");
  }

  /** The keyboard throw along the aim pad's arrow, through dispatch. */
  throwAimed(seat: Seat, ids?: readonly string[]): MoveResult<SessionView<S>> {
    const r = this.request();
    if (!r || r.seat !== seat) return refuse(r ? "It is not your throw" : "No throw is due now");
    return this.dispatch(seat, { kind: "flick", flicks: this.table.aimedFlicks(ids ?? this.requestIds(r)) }, "keyboard");
  }

  /**
   * The throwing person picks the dice due up into the hand, ready to flick (what the throw
   * itself does with any still lying): the one way a screen moves dice off the felt.
   */
  pickUp(seat: Seat): MoveResult<SessionView<S>> {
    if (this.disposed) return refuse("This table has closed");
    if (this.view.status !== "idle") return refuse("Wait for the dice to come to rest");
    const r = this.request();
    if (!r || r.seat !== seat) return refuse(r ? "It is not your throw" : "No throw is due now");
    if (this.driver(seat).kind !== "person") return refuse("Those dice are another player's to pick up");
    const inHand = this.table.state.inHand;
    const away = r.dice.map((d) => d.id).filter((id) => !inHand.includes(id));
    if (away.length > 0) this.table.toHand(away);
    return accept(this.view);
  }

  /** Holds the table while the screen shows something (see TableHold); "open" lets the game say again. */
  setHold(hold: TableHold): void {
    if (this.disposed || hold === this.hold) return;
    this.hold = hold;
    this.syncTable();
  }

  /** Runs the table to rest at once (tests, replays, quick computer turns): the same steps a live table runs. */
  settleNow(): void {
    for (let i = 0; i < 64 && this.view.status !== "idle"; i++) this.table.settleNow();
  }

  /** Runs dice that are moving outside any throw (set down, knocked loose) to rest at once: to the step they would rest at anyway. */
  restTable(): void {
    if (!this.table.physics.isSettled()) this.table.physics.settleNow();
  }

  /** The whole history as plain data. */
  log(): SessionLog {
    return {
      format: 1,
      game: this.definition.id,
      rulesVersion: this.definition.rulesVersion,
      seed: this.seed,
      options: this.options,
      entries: this.view.log,
    };
  }

  dispose(): void {
    this.disposed = true;
    this.turns.reset();
    for (const f of this.off) f();
    if (this.ownsTable) this.table.dispose();
  }

  // ── Internals ─────────────────────────────────────────────────────────────────────────

  private set(change: Partial<SessionView<S>>): void {
    this.store.setState(change);
  }

  private requestIds(r: ThrowRequest): string[] {
    const ids = r.dice.map((d) => d.id);
    if (!r.any) return ids;
    const inHand = ids.filter((id) => this.table.state.inHand.includes(id));
    return inHand.length > 0 ? inHand : ids;
  }

  private throwFlicks(seat: Seat, flicks: unknown, source: ThrowSource): MoveResult<SessionView<S>> {
    const problem = flickProblem(flicks);
    if (problem) return refuse(problem);
    const request = this.request();
    if (!request) return refuse("No throw is due now");
    if (request.seat !== seat) return refuse("It is not this seat's throw");
    const given = flicks as Flick[];
    const due = request.dice.map((d) => d.id);
    const stray = given.find((f) => !due.includes(f.dieId));
    if (stray) return refuse(`${this.stage.dieName(stray.dieId)} is not part of this throw`);
    // One handful: a due die left behind goes along at once, with the table's own flick.
    const left = request.any ? [] : due.filter((id) => !given.some((f) => f.dieId === id));
    const all = [...given, ...this.table.randomFlicks(left, "remedy")];
    const ids = request.any ? due.filter((id) => this.table.spec(id)) : due;
    this.set({
      log: [...this.view.log, { step: this.table.step, seat, input: { kind: "flick", flicks: given } }],
      status: "rolling",
      note: null,
      pending: { seat, ids, attempts: {}, notes: [], source },
    });
    this.struck = [];
    this.table.launch(all, source);
    if (this.quick && this.driver(seat).kind === "computer") this.settleNow();
    return accept(this.view);
  }

  private settled(dice: readonly SettledDie[]): void {
    let pending = this.view.pending;
    if (!pending) return;
    const request = this.request();
    const rules = request && !request.asTheyLie ? this.stage.remedy(this.game, request) : null;
    if (rules) {
      const plan = planRemedy(dice, pending.ids, pending.attempts, rules);
      const words = remedyWords(plan.notes, (id) => this.stage.dieName(id), this.stage.where);
      if (words) pending = { ...pending, notes: [...pending.notes, words] };
      if (!plan.done) {
        this.set({ status: "fixing", note: words, pending: { ...pending, attempts: countAttempts(pending.attempts, plan) } });
        this.table.nudge(plan.nudge);
        if (plan.rethrow.length > 0) this.table.launch(this.table.randomFlicks(plan.rethrow, "remedy"), "bot");
        return;
      }
    }
    const readIds = [...pending.ids, ...(request?.alsoRead ?? []).map((d) => d.id).filter((id) => !pending.ids.includes(id))];
    const read = readIds.map((id) => dice.find((d) => d.id === id)).filter((d): d is SettledDie => d !== undefined);
    const thrown = new Set(pending.ids);
    const move = this.definition.throwMove(this.game, read, { struck: this.struck.filter((id) => !thrown.has(id)) });
    const result = this.definition.apply(this.game, pending.seat, move);
    if (!result.ok) {
      // The definition asked for this throw and refuses its reading: a bug, reported, never hidden.
      this.set({ status: "idle", pending: null, note: `The table could not read this throw: ${result.reason}` });
      return;
    }
    const entry: LogEntry = {
      step: this.table.step,
      seat: pending.seat,
      input: { kind: "move", move: move as unknown as AnyMove },
      derived: true,
      checksum: poseChecksum(dice),
    };
    const lastThrow: LastThrow = { seat: pending.seat, dice: read, notes: pending.notes, throwNumber: this.table.state.throws };
    // The remedy's words ("Die 4 jumped out — throwing it again") end with the re-throw they
    // announced: the throw is read now, and its notes stay with lastThrow.
    this.set({ status: "idle", pending: null, lastThrow });
    this.commit(result.state, entry, null);
  }

  private commit(state: S, entry: LogEntry, note: string | null = null): void {
    this.set({ game: state, log: [...this.view.log, entry], note });
    this.syncTable();
  }

  /** The stage dresses the table; the session says who may touch it and what may be thrown (only here). */
  private syncTable(): void {
    this.stage.sync(this.table, this.game);
    const r = this.request();
    const open = r !== null && this.view.status === "idle" && this.driver(r.seat).kind === "person" && this.hold !== "closed";
    const ids = r && this.hold === "open" ? r.dice.map((d) => d.id) : [];
    const s = this.table.state;
    if (s.locked !== !open) this.table.setLocked(!open);
    const now = s.throwable;
    if (!now || now.length !== ids.length || now.some((id, i) => id !== ids[i])) this.table.setThrowable(ids);
  }
}

/** A session for these options, or the game's refusal of them (nothing is made then). */
export function createSession<S, M extends PlainMove>(config: SessionConfig<S, M>): MoveResult<GameSession<S, M>> {
  const first = config.definition.setup(config.options);
  if (!first.ok) return refuse(first.reason);
  return accept(new GameSession(config, first.state));
}
