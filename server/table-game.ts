// A started game at one online table: the session the room is the authority for. Every new log
// entry goes to every client (an input with the table step it was taken at, or a settled result
// with its checksum and poses); the throw on the table is simulated here once the input has gone
// out; with a turn limit each remote seat is held to it (server/turn-limit.ts).
import { performance } from "node:perf_hooks";
import type { GameKit } from "../src/runtime/session/kit";
import type { LogEntry, SessionInput } from "../src/runtime/record/log";
import { remote } from "../src/runtime/session/seats";
import type { GameSession } from "../src/runtime/session/session";
import { plainSeats, trySession } from "../src/runtime/session/start-session";
import type { GameStart, SettledMessage } from "../src/net/protocol";
import { onlineOptions } from "../src/catalog";
import type { TableChoices } from "../src/catalog/game-module";
import { TurnLimit } from "./turn-limit";
import { flickArrived, resultSent } from "./flick-times";
import type { SeatRecord } from "./lobby";
import { scaledClock } from "./scaled-clock";
import type { TableHost } from "./table-host";

/* eslint-disable @typescript-eslint/no-explicit-any -- a table hosts any game's kit and session; each game's own state and move types stay inside its kit */
export type AnyKit = GameKit<any, any>;
export type AnySession = GameSession<any, any>;
type AnyTurnLimit = TurnLimit<any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any -- the rest of the file names its types */

/** What a game needs of its table. */
export interface GameTable {
  readonly host: TableHost;
  readonly kit: AnyKit;
  /** The table's seat records as the lobby has them now (the game reads names and kinds). */
  readonly seats: () => readonly SeatRecord[];
  readonly turnSeconds: number;
  /** Sends a message to every client of the table. */
  readonly broadcast: (type: string, message: unknown) => void;
}

export class TableGame {
  /** Settled results this game has sent. */
  resultsSent = 0;
  private sent = 0;
  private settling = false;
  private closed = false;
  private turnLimit: AnyTurnLimit | null = null;
  /** When the throw now on the table arrived (only while flick times are kept). */
  private flickAt: number | null = null;
  /** When the throw now on the table arrived (always, for the metrics). */
  private flickStart: number | null = null;

  private constructor(
    private readonly t: GameTable,
    readonly session: AnySession,
    readonly seed: number,
    private readonly timers: Set<ReturnType<typeof setTimeout>>,
  ) {}

  /**
   * A game for the table's seats as the lobby started them (seats nobody took are computers);
   * the game's refusal when its definition will not have them.
   */
  static make(t: GameTable, choices: TableChoices): TableGame | string {
    const seats = t.seats();
    const names = seats.map((s, i) => (s.kind === "person" ? s.name : `Computer ${i + 1}`));
    const seed = t.host.tableSeed();
    const options = onlineOptions(t.kit.id, names, seed, choices);
    const timers = new Set<ReturnType<typeof setTimeout>>();
    // Nobody looks at the server's table: plainly dressed, its people remote, its computers the kit's default.
    const seated = plainSeats(seats.length, false).map((p, i) => ({ ...p, name: names[i], computer: seats[i].kind === "computer" }));
    const made = trySession(t.kit, seated, options, seed, {
      plain: true,
      clock: scaledClock(t.host.config.pauseScale, timers),
      computer: () => t.kit.computer(),
      person: () => remote(),
    });
    if (!made.ok) return `The game refused this table: ${made.reason}`;
    return new TableGame(t, made.state, seed, timers);
  }

  /** Starts sending the game's log (after the game's start has gone to every client). */
  begin(): void {
    this.session.store.subscribe(() => this.afterChange());
    this.afterChange();
    const { kit, turnSeconds } = this.t;
    if (turnSeconds === 0) return;
    this.turnLimit = new TurnLimit(this.session, {
      ms: turnSeconds * 1000,
      // Real time: the server's pause scale speeds up its computers, never a player's limit.
      clock: scaledClock(1, this.timers),
      standIn: () => kit.computer(),
      blocked: () => (this.closed ? "closed" : this.full()),
      timedOut: (seat) => this.t.broadcast("notice", { text: `${this.t.seats()[seat].name || `Seat ${seat + 1}`} ran out of time; the computer acted for them` }),
    });
  }

  dispose(): void {
    this.closed = true;
    this.turnLimit?.dispose();
    for (const t of this.timers) clearTimeout(t);
    this.session.dispose();
  }

  /** A seated player's move or flicks; the reason it is refused, or null. */
  act(seat: number, input: SessionInput): string | null {
    const s = this.session;
    const full = this.full();
    if (full) return full;
    const at = input.kind === "flick" ? flickArrived() : null;
    const start = input.kind === "flick" ? performance.now() : null;
    const r = s.dispatch(seat, input, input.kind === "flick" ? "flick" : undefined);
    if (r.ok && at !== null) this.flickAt = at;
    if (r.ok && start !== null) this.flickStart = start;
    return r.ok ? null : r.reason;
  }

  /** The game's start as a client joining now is sent it. */
  gameStart(): GameStart {
    const s = this.session;
    // Entries up to the last one sent: the rest reach the client as input/settled messages.
    const entries = s.view.log.slice(0, this.sent) as LogEntry[];
    const now = s.view.status === "idle" ? { game: s.game, poses: s.table.snapshot(), rng: s.table.rngState() } : undefined;
    return { game: this.t.kit.id, seed: this.seed, options: s.options, entries, now };
  }

  /**
   * Why this table takes no more input, or null. Every log entry stays in memory while the table
   * is open (a client joining is sent them all), so once a table holds the server's limit the
   * game in play goes on to its end and no other starts there: a table holds at most the limit
   * and one game.
   */
  full(): string | null {
    const limit = this.t.host.config.limits.movesPerTable;
    if (this.session.view.log.length < limit || !this.t.kit.definition.isOver(this.session.game)) return null;
    return `This table has played its ${limit} moves: make a new table for another game`;
  }

  /** The game is over and nobody has anything left to do. */
  over(): boolean {
    const d = this.t.kit.definition;
    return d.isOver(this.session.game) && d.actors(this.session.game).length === 0;
  }

  /** After every change of the session: send new log entries, run a throw to rest. */
  private afterChange(): void {
    const s = this.session;
    const { host } = this.t;
    const log = s.view.log;
    const limit = host.config.limits.movesPerTable;
    if (this.sent < limit && log.length >= limit) this.t.broadcast("notice", { text: `This table has played ${limit} moves: this game is its last (make a new table for the next)` });
    while (this.sent < log.length) {
      const index = this.sent++;
      const entry = log[index];
      if (entry.derived) {
        const m: SettledMessage = { index, entry, game: s.game, poses: s.table.snapshot(), rng: s.table.rngState() };
        this.t.broadcast("settled", m);
        resultSent(this.flickAt);
        this.flickAt = null;
        host.metrics.resultsSent.inc();
        this.resultsSent++;
        if (this.flickStart !== null) host.metrics.flickToResult.observe((performance.now() - this.flickStart) / 1000);
        this.flickStart = null;
      } else this.t.broadcast("input", { index, entry });
    }
    if (s.view.status !== "idle" && !this.settling) {
      this.settling = true;
      // The input has gone out to every client; the room simulates once this turn of the loop ends.
      setImmediate(() => {
        this.settling = false;
        if (!this.closed) s.settleNow();
      });
    }
  }
}
