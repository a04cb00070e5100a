// The computer seats' turns in a session: when a computer is due, it waits its pause (once per
// moment of the game: the log's length when it became due), then chooses at once or thinks
// (a worker's plan) while the seat shows as thinking, and its choice goes in through the
// session's one path for every input, `dispatch`. A think whose moment has passed (the game
// moved on, the seat changed hands, the session closed) is dropped unread.
import type { PlainMove, Seat, ThrowRequest } from "../games/definition";
import { refuse, type MoveResult } from "../games/move-result";
import type { TableController } from "../table/table-controller";
import type { ThrowSource } from "../table/table-types";
import type { Clock } from "./clock";
import type { AnyMove, SessionInput } from "./log";
import type { ComputerAct, ComputerDriver, SeatDriver } from "./seats";
import type { SessionView } from "./session";

const DEFAULT_PAUSE_MS = 700;
const QUICK_PAUSE_MS = 60;

/** What the turns need of their session. */
export interface TurnHost<S, M extends PlainMove> {
  view(): SessionView<S>;
  actors(game: S): readonly Seat[];
  driver(seat: Seat): SeatDriver<S, M>;
  readonly table: TableController;
  readonly clock: Clock;
  quick(): boolean;
  closed(): boolean;
  set(change: Partial<SessionView<S>>): void;
  dispatch(seat: Seat, input: SessionInput, source?: ThrowSource): MoveResult<SessionView<S>>;
  request(): ThrowRequest | null;
  requestIds(r: ThrowRequest): string[];
}

export class ComputerTurns<S, M extends PlainMove> {
  private cancelPause: (() => void) | null = null;
  private pauseMoment: number | null = null;

  constructor(private readonly host: TurnHost<S, M>) {}

  /** Forgets the moment in hand (a seat changed drivers, the session closed): its pause is cancelled, its think dropped. */
  reset(): void {
    this.pauseMoment = null;
    this.cancelPause?.();
    this.cancelPause = null;
  }

  /** Lets the computer whose turn it is act after its pause, once per moment of the game. */
  schedule(): void {
    const host = this.host;
    if (host.closed()) return;
    const v = host.view();
    const seat = v.status === "idle" ? (host.actors(v.game).find((s) => host.driver(s).kind === "computer") ?? null) : null;
    const moment = seat === null ? null : v.log.length;
    if (moment === this.pauseMoment) return;
    this.cancelPause?.();
    this.cancelPause = null;
    this.pauseMoment = moment;
    if (seat === null) {
      if (v.thinking !== null) host.set({ thinking: null });
      return;
    }
    const driver = host.driver(seat);
    if (driver.kind !== "computer") return;
    if (v.thinking !== seat) host.set({ thinking: seat });
    this.cancelPause = host.clock.after(host.quick() ? QUICK_PAUSE_MS : (driver.pauseMs ?? DEFAULT_PAUSE_MS), () => {
      this.cancelPause = null;
      if (driver.think) return this.think(seat, driver.think);
      this.pauseMoment = null;
      host.set({ thinking: null });
      this.act(seat, driver.choose(host.view().game, seat, { table: host.table }));
    });
  }

  /** Asks a slow driver; the seat stays thinking (this moment taken) until it answers or the game moves on. */
  private think(seat: Seat, think: NonNullable<ComputerDriver<S, M>["think"]>): void {
    const host = this.host;
    const moment = this.pauseMoment;
    const current = () => !host.closed() && this.pauseMoment === moment && host.view().status === "idle";
    host.set({ progress: 0 });
    const progress = (f: number) => current() && host.set({ progress: f });
    think(host.view().game, seat, { table: host.table, progress }).then(
      (choice) => {
        if (!current()) return;
        this.pauseMoment = null;
        host.set({ thinking: null, progress: null });
        this.act(seat, choice);
      },
      (e: unknown) => current() && host.set({ thinking: null, progress: null, note: `A computer player could not plan: ${String(e)}` }),
    );
  }

  private act(seat: Seat, choice: ComputerAct<M> | null): void {
    const host = this.host;
    if (host.closed() || host.view().status !== "idle" || !choice) return;
    const r =
      choice.kind === "move"
        ? host.dispatch(seat, { kind: "move", move: choice.move as unknown as AnyMove })
        : choice.flicks
          ? host.dispatch(seat, { kind: "flick", flicks: choice.flicks }, "bot")
          : this.botThrow(seat);
    if (!r.ok) host.set({ note: `A computer player's move was refused: ${r.reason}` });
  }

  private botThrow(seat: Seat): MoveResult<SessionView<S>> {
    const r = this.host.request();
    if (!r || r.seat !== seat) return refuse("No throw is due for this seat");
    return this.host.dispatch(seat, { kind: "flick", flicks: this.host.table.randomFlicks(this.host.requestIds(r)) }, "bot");
  }
}
