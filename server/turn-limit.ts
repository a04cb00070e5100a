// The turn limit as a seat driver: a remote player's seat wrapped so that, when the table's clock
// says the limit has passed since the seat became due, the computer plays for the absent player
// (its choice made, sent as any input is, through the session's one `dispatch`). Acting in time
// or any other change of the game starts the clock again; a seat a computer already plays is not
// timed. The server's real clock runs it; tests hand in a fake one.
import type { PlainMove, Seat } from "../src/games/definition";
import type { Clock } from "../src/runtime/session/clock";
import type { AnyMove } from "../src/runtime/record/log";
import type { SeatDriver } from "../src/runtime/session/seats";
import type { GameSession } from "../src/runtime/session/session";

export interface TurnLimitOptions<S, M extends PlainMove> {
  /** How long a due seat has (ms on `clock`). */
  readonly ms: number;
  readonly clock: Clock;
  /** Who plays for a player out of time: the game's computer. */
  readonly standIn: () => SeatDriver<S, M>;
  /** Null while the computer may act for them; else why not (the table is full). */
  readonly blocked: () => string | null;
  /** Called for the seat just before the computer acts for it (the room tells every client). */
  readonly timedOut: (seat: Seat) => void;
}

export class TurnLimit<S, M extends PlainMove> {
  private cancel: (() => void) | null = null;
  private moment: string | null = null;
  private closed = false;
  private readonly off: () => void;

  constructor(
    private readonly session: GameSession<S, M>,
    private readonly o: TurnLimitOptions<S, M>,
  ) {
    this.off = session.store.subscribe(() => this.arm());
    this.arm();
  }

  dispose(): void {
    this.closed = true;
    this.off();
    this.cancel?.();
    this.cancel = null;
  }

  /** Starts the clock for the remote seats due now, once per moment of the game (the log's length and who is due). */
  private arm(): void {
    const s = this.session;
    if (this.closed) return;
    const due = s.view.status === "idle" ? s.definition.actors(s.game).filter((a) => s.driver(a).kind === "remote") : [];
    const moment = due.length > 0 ? `${s.view.log.length}:${due.join(",")}` : null;
    if (moment === this.moment) return;
    this.cancel?.();
    this.cancel = null;
    this.moment = moment;
    if (moment === null) return;
    this.cancel = this.o.clock.after(this.o.ms, () => {
      this.cancel = null;
      this.moment = null;
      this.playFor(due[0]);
    });
  }

  /** The computer's choice for the seat whose player ran out of time, as the seat's input. */
  private playFor(seat: Seat): void {
    const s = this.session;
    const driver = this.o.standIn();
    if (driver.kind !== "computer" || this.closed || s.view.status !== "idle" || this.o.blocked()) return;
    const act = driver.choose(s.game, seat, { table: s.table });
    this.o.timedOut(seat);
    if (act?.kind === "move") s.dispatch(seat, { kind: "move", move: act.move as unknown as AnyMove });
    else if (act?.kind === "throw") {
      if (act.flicks) s.dispatch(seat, { kind: "flick", flicks: act.flicks }, "bot");
      else s.throwForMe(seat);
    }
  }
}
