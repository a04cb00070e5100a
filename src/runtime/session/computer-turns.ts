// The computer seats' turns in a session: when a computer is due, it waits its pause (once per
// moment of the game: the log's length when it became due), then chooses at once or thinks
// (a worker's plan) while the seat shows as thinking, and its choice goes back to the session,
// which gives it as the seat's input through its one path for every input. A think whose
// moment has passed (the game moved on, the seat changed hands, the session closed) is dropped
// unread.
import type { PlainMove, Seat } from "../../games/definition";
import type { MoveResult } from "../../games/move-result";
import type { Clock } from "./clock";
import type { ComputerAct, ComputerContext, ComputerDriver } from "./seats";
import type { SessionView } from "./session-types";

const DEFAULT_PAUSE_MS = 700;
const QUICK_PAUSE_MS = 60;

/** What the turns need of their session: its state, who is due, a clock, and a way to show and to act. */
export interface TurnHost<S, M extends PlainMove> {
  view(): SessionView<S>;
  /** The computer seat due to act now, with its driver (the session idle, its table not held), or null. */
  due(): { readonly seat: Seat; readonly driver: ComputerDriver<S, M> } | null;
  /** What a computer may read while it chooses (the table as it lies). */
  readonly context: ComputerContext;
  readonly clock: Clock;
  quick(): boolean;
  /** Shows the seat thinking, its progress, or why it could not act. */
  show(change: Pick<Partial<SessionView<S>>, "thinking" | "progress" | "note">): void;
  /** Gives the computer's choice as its seat's input. */
  act(seat: Seat, choice: ComputerAct<M>): MoveResult<unknown>;
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
    const v = host.view();
    const due = host.due();
    const moment = due === null ? null : v.log.length;
    if (moment === this.pauseMoment) return;
    this.cancelPause?.();
    this.cancelPause = null;
    this.pauseMoment = moment;
    if (due === null) {
      if (v.thinking !== null) host.show({ thinking: null });
      return;
    }
    const { seat, driver } = due;
    if (v.thinking !== seat) host.show({ thinking: seat });
    this.cancelPause = host.clock.after(host.quick() ? QUICK_PAUSE_MS : (driver.pauseMs ?? DEFAULT_PAUSE_MS), () => {
      this.cancelPause = null;
      if (driver.think) return this.think(seat, driver.think);
      this.pauseMoment = null;
      host.show({ thinking: null });
      this.act(seat, driver.choose(host.view().game, seat, host.context));
    });
  }

  /** Asks a slow driver; the seat stays thinking (this moment taken) until it answers or the game moves on. */
  private think(seat: Seat, think: NonNullable<ComputerDriver<S, M>["think"]>): void {
    const host = this.host;
    const moment = this.pauseMoment;
    const current = () => this.pauseMoment === moment && host.due()?.seat === seat;
    host.show({ progress: 0 });
    const progress = (f: number) => current() && host.show({ progress: f });
    think(host.view().game, seat, { ...host.context, progress }).then(
      (choice) => {
        if (!current()) return;
        this.pauseMoment = null;
        host.show({ thinking: null, progress: null });
        this.act(seat, choice);
      },
      (e: unknown) => current() && host.show({ thinking: null, progress: null, note: `A computer player could not plan: ${String(e)}` }),
    );
  }

  private act(seat: Seat, choice: ComputerAct<M> | null): void {
    if (!choice || this.host.due()?.seat !== seat) return;
    const r = this.host.act(seat, choice);
    if (r.ok) return;
    this.host.show({ note: `A computer player's move was refused: ${r.reason}` });
    // It tries again after its pause (a fresh throw, or the game's next word).
    this.schedule();
  }
}
