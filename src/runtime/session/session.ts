// One session runtime for every screen: a table, a game definition, a driver per seat, a
// clock and an append-only log. Every change of game state comes from `dispatch(seat, input)`
// — a person's click, a computer's choice, a remote player's message, or the session itself
// turning a settled throw into the game's move. What happens next is decided by the pure
// `sessionStep` (session-step.ts) from the state and the event; this shell gathers the
// events (an input, the table at rest, a computer's pause ending), applies the change, and
// has the table carry out the step's effects. React reads `store`; the session keeps no game
// state anywhere else, so `store` plus the table's poses is the whole session as plain data.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Flick, SettledDie } from "../../geometry/types";
import type { GameDefinition, PlainMove, Seat, ThrowRequest } from "../../games/definition";
import { accept, refuse, type MoveResult } from "../../games/move-result";
import type { TableStage } from "../../table/stage";
import { TableController, type TableRest, type TableRngState } from "../../table/table-controller";
import type { ThrowSource } from "../../table/table-types";
import { realClock, type Clock } from "./clock";
import type { AnyMove, LogEntry, SessionInput, SessionLog } from "../record/log";
import { ComputerTurns } from "./computer-turns";
import type { InputTransport } from "./transport";
import type { ComputerAct, SeatDriver } from "./seats";
import { computerDue, personToAct, requestIds, tableAccess, throwingPerson } from "./session-access";
import { sessionStep, type SessionEvent, type SessionRules } from "./session-step";
import { SessionTable } from "./session-table";
import { startView, type LastThrow, type SessionConfig, type SessionView, type TableHold } from "./session-types";

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
  /** Carries out the steps' effects on the table and reports its rest. */
  private readonly hands: SessionTable<S>;
  private hold: TableHold = "open";
  private readonly transport: InputTransport | null;

  /** Use createSession: it refuses bad options instead of throwing. */
  constructor(config: SessionConfig<S, M>, first: S) {
    this.definition = config.definition;
    this.stage = config.stage;
    this.drivers = [...config.drivers];
    this.seed = config.seed;
    this.options = config.options;
    this.clock = config.clock ?? realClock;
    this.quick = config.quick ?? false;
    this.transport = config.transport ?? null;
    this.ownsTable = config.table === undefined;
    this.table = config.table ?? new TableController({ layout: config.stage.layout, seed: config.seed });
    this.store = createStore<SessionView<S>>(() => startView(first));
    this.hands = new SessionTable(this.table, this.stage, {
      inThrow: () => this.view.pending !== null,
      rest: (dice, struck) => this.run({ kind: "rest", dice, struck }),
      released: (flicks) => void this.flick(flicks),
      settleNow: () => this.settleNow(),
    });
    this.off.push(() => this.hands.dispose());
    this.turns = new ComputerTurns<S, M>({
      view: () => this.view,
      due: () => (this.disposed ? null : computerDue(this.rules, this.view, this.hold)),
      context: { table: this.table },
      clock: this.clock,
      quick: () => this.quick,
      show: (change) => this.set(change),
      act: (seat, choice) => this.act(seat, choice),
    });
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
    this.hands.adopt(poses, rng);
    this.set({ game, status: "idle", pending: null });
    this.syncTable();
    this.turns.schedule();
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
    this.hands.restore(table, rng);
    this.syncTable();
    this.turns.schedule();
  }

  /** The throw the game waits for now. */
  request(): ThrowRequest | null {
    return this.definition.throwRequest(this.game);
  }

  /** The person at this screen who may act now (hot-seat: whichever person's turn it is). */
  personToAct(): Seat | null {
    return personToAct(this.rules, this.view);
  }

  /**
   * The one way in. A move goes to the game's `apply`; a flick throws the requested dice at
   * the table's current step. Either is logged when accepted; a refusal changes nothing.
   */
  dispatch(seat: Seat, input: SessionInput, source: ThrowSource = "flick"): MoveResult<SessionView<S>> {
    const r = this.transport ? this.sendAway(this.transport, seat, input) : this.take(seat, input, source);
    // A refusal changes nothing but the note the screen shows.
    if (!r.ok && !this.disposed) this.set({ note: r.reason });
    return r;
  }

  /** An input carried away by the transport: it is applied when its entry comes back through `feed`. */
  private sendAway(transport: InputTransport, seat: Seat, input: SessionInput): MoveResult<SessionView<S>> {
    if (this.disposed) return refuse("This table has closed");
    const problem = transport.send(seat, input);
    return problem ? refuse(problem) : accept(this.view);
  }

  private take(seat: Seat, input: SessionInput, source: ThrowSource): MoveResult<SessionView<S>> {
    if (this.disposed) return refuse("This table has closed");
    if (typeof input !== "object" || input === null) return refuse("Nothing to do");
    if (this.view.status !== "idle") return refuse("Wait for the dice to come to rest");
    // Dice set down or knocked loose since the last throw settle first, to the very step they
    // come to rest, however many frames the screen happened to show meanwhile.
    this.restTable();
    const r = this.run({ kind: "input", seat, input, source });
    return r.ok ? accept(this.view) : r;
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
    const seat = throwingPerson(this.rules, this.view);
    if (seat === null) return refuse("No throw is due at this screen");
    return this.dispatch(seat, { kind: "flick", flicks: [...flicks] }, source);
  }

  /** "Throw for me" for a seat: honest random flicks from the hand, through dispatch. */
  throwForMe(seat: Seat, ids?: readonly string[]): MoveResult<SessionView<S>> {
    return this.throwFor(seat, "auto", ids);
  }

  /** The keyboard throw along the aim pad's arrow, through dispatch. */
  throwAimed(seat: Seat, ids?: readonly string[]): MoveResult<SessionView<S>> {
    return this.throwFor(seat, "keyboard", ids);
  }

  /**
   * The throwing person picks the dice due up into the hand, ready to flick (what the throw
   * itself does with any still lying): the one way a screen moves dice off the felt. An input
   * like any other, through dispatch and into the log.
   */
  pickUp(seat: Seat): MoveResult<SessionView<S>> {
    return this.dispatch(seat, { kind: "pick-up" });
  }

  /**
   * Holds the table while the screen shows something (see TableHold); "open" lets the game say
   * again. While it is "closed" no computer acts: its pause starts when the table opens.
   */
  setHold(hold: TableHold): void {
    if (this.disposed || hold === this.hold) return;
    this.hold = hold;
    this.syncTable();
    this.turns.schedule();
  }

  /** Runs the table to rest at once (tests, replays, quick computer turns): the same steps a live table runs. */
  settleNow(): void {
    for (let i = 0; i < 64 && this.view.status !== "idle"; i++) this.table.settleNow();
  }

  /** Runs dice that are moving outside any throw (set down, knocked loose) to rest at once: to the step they would rest at anyway. */
  restTable(): void {
    this.hands.restTable();
  }

  /** The whole history as plain data. */
  log(): SessionLog {
    const { id: game, rulesVersion } = this.definition;
    return { format: 1, game, rulesVersion, seed: this.seed, options: this.options, entries: this.view.log };
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

  private get rules(): SessionRules<S, M> {
    return { definition: this.definition, stage: this.stage, driver: (seat) => this.driver(seat), quick: this.quick };
  }

  /** One event through the pure step: its change applied, then its effects carried out by the table. */
  private run(event: SessionEvent): MoveResult<null> {
    const r = sessionStep(this.rules, this.view, event, this.hands.facts());
    if (!r.ok) return r;
    if (Object.keys(r.state.change).length > 0) this.set(r.state.change);
    for (const effect of r.state.effects) {
      if (effect.kind === "computer") this.turns.schedule();
      else this.hands.carryOut(effect, this.game, () => tableAccess(this.rules, this.view, this.hold));
    }
    return accept(null);
  }

  /** A computer's choice, given as its seat's input (an honest random throw when it names no flicks). */
  private act(seat: Seat, choice: ComputerAct<M>): MoveResult<SessionView<S>> {
    if (choice.kind === "move") return this.dispatch(seat, { kind: "move", move: choice.move as unknown as AnyMove });
    return choice.flicks ? this.dispatch(seat, { kind: "flick", flicks: choice.flicks }, "bot") : this.throwFor(seat, "bot");
  }

  /** The seat's due dice (or `ids` of them) thrown by the table's own flicks: random, or along the keyboard's aim. */
  private throwFor(seat: Seat, source: "auto" | "keyboard" | "bot", ids?: readonly string[]): MoveResult<SessionView<S>> {
    const r = this.request();
    if (!r || r.seat !== seat) return refuse(r ? "It is not your throw" : "No throw is due now");
    const dice = ids ?? requestIds(r, this.table.state.inHand);
    return this.dispatch(seat, { kind: "flick", flicks: source === "keyboard" ? this.table.aimedFlicks(dice) : this.table.randomFlicks(dice) }, source);
  }

  /** The stage dresses the table; the session says who may touch it and what may be thrown (only here). */
  private syncTable(): void {
    this.hands.dress(this.game, tableAccess(this.rules, this.view, this.hold));
  }
}

/** A session for these options, or the game's refusal of them (nothing is made then). */
export function createSession<S, M extends PlainMove>(config: SessionConfig<S, M>): MoveResult<GameSession<S, M>> {
  const first = config.definition.setup(config.options);
  if (!first.ok) return refuse(first.reason);
  return accept(new GameSession(config, first.state));
}
