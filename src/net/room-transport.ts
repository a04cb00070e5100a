// The socket transport of a screen at an online table. The screen's session is an ordinary
// GameSession: this screen's seat is a person whose inputs this transport checks as the room
// would (a plain mistake is refused at once) and sends to the room; every other seat is remote.
// The room's accepted inputs come back, this screen's own among them, through the session's one
// way in for entries, `feed`, in the room's order, so the dice fly without waiting for the
// room's simulation. The room's reading of every throw (a checksum and the poses) is compared
// with this table's own; a table that disagrees adopts the room's and counts it.
import type { PlainMove, Seat } from "../games/definition";
import { flickProblem, type LogEntry, type SessionInput } from "../runtime/record/log";
import type { MoveResult } from "../games/move-result";
import { createSession, type GameSession } from "../runtime/session/session";
import type { SessionConfig } from "../runtime/session/session-types";
import { person, remote } from "../runtime/session/seats";
import type { InputTransport } from "../runtime/session/transport";
import type { SettledMessage } from "./protocol";

export interface MirrorCounts {
  /** Throws whose local reading or poses differed from the server's. */
  readonly desyncs: number;
  /** Desyncs put right by adopting the server's game and poses. */
  readonly corrections: number;
}

export class RoomTransport<S, M extends PlainMove> implements InputTransport {
  private session: GameSession<S, M> | null = null;
  private readonly waiting = new Map<number, SettledMessage>();
  private counts: MirrorCounts = { desyncs: 0, corrections: 0 };
  private offCheck: () => void = () => {};

  constructor(
    /** This screen's seat (null: watching). */
    readonly seat: Seat | null,
    /** Sends this player's input to the room. */
    private readonly toRoom: (input: SessionInput) => void,
    /** Called after each desync with the counts so far. */
    private readonly onCounts: (counts: MirrorCounts) => void = () => {},
  ) {}

  /** The session this transport feeds (made with it as its `transport`). */
  attach(session: GameSession<S, M>): void {
    this.offCheck();
    this.session = session;
    this.ownStreams(session);
    this.offCheck = session.store.subscribe(() => this.check());
  }

  get mirrorCounts(): MirrorCounts {
    return this.counts;
  }

  /** This screen's input: checked like the room would, then sent (it comes back through `receive`). */
  send(seat: Seat, input: SessionInput): string | null {
    const problem = this.localProblem(seat, input);
    if (!problem) this.toRoom(input);
    return problem;
  }

  /**
   * An input the room accepted, applied at once through the session's `feed` (a throw still
   * rolling here is run to rest first). Not held to the room's step: a mirror that took the
   * room's poses is guarded by its checksums instead.
   */
  receive(entry: LogEntry): { ok: true } | { ok: false; problem: string } {
    if (!this.session) return { ok: false, problem: "no session to feed" };
    return this.session.feed(entry, false);
  }

  /** The room's reading of a throw: compared as soon as this table has read it too. */
  settled(m: SettledMessage): void {
    this.waiting.set(m.index, m);
    this.check();
  }

  /** Takes the room's game and poses (this screen's own flick streams kept); counts a desync corrected. */
  correct(m: { game: unknown; poses: SettledMessage["poses"]; rng: SettledMessage["rng"] }): void {
    const s = this.session;
    if (!s) return;
    this.counts = { desyncs: this.counts.desyncs + 1, corrections: this.counts.corrections + 1 };
    const own = s.table.rngState();
    s.adopt(m.game as S, m.poses, { ...m.rng, throw: own.throw, aim: own.aim });
    this.onCounts(this.counts);
  }

  /** Stops comparing (the session is being disposed). */
  detach(): void {
    this.offCheck();
    this.offCheck = () => {};
    this.session = null;
  }

  /**
   * This screen's own "Throw for me" and keyboard-shake streams. Every screen mirrors the table
   * from the same seed, and each draws only for its own throws, so with the table's streams two
   * players' first "Throw for me" would be the very same flick (and the same dice). The flick
   * goes to the room as data, so nothing else needs to draw what this screen drew.
   */
  private ownStreams(s: GameSession<S, M>): void {
    const [a, b] = globalThis.crypto.getRandomValues(new Uint32Array(2));
    s.table.restoreRng({ ...s.table.rngState(), throw: a, aim: b });
  }

  private check(): void {
    const s = this.session;
    if (!s || this.waiting.size === 0) return;
    const log = s.view.log;
    for (const [index, m] of [...this.waiting]) {
      const mine = log[index];
      if (!mine || (mine.derived && s.view.status !== "idle")) continue;
      this.waiting.delete(index);
      const same = mine.derived === true && mine.checksum === m.entry.checksum && JSON.stringify(mine.input) === JSON.stringify(m.entry.input);
      if (!same) this.correct(m);
    }
  }

  private localProblem(seat: Seat, input: SessionInput): string | null {
    const s = this.session;
    if (!s) return "This table has closed";
    if (this.seat === null) return "You are watching this table";
    if (seat !== this.seat) return "You play your own seat only";
    if (typeof input !== "object" || input === null) return "Nothing to do";
    if (s.view.status !== "idle") return "Wait for the dice to come to rest";
    if (input.kind === "flick" || input.kind === "pick-up") {
      const problem = input.kind === "flick" ? flickProblem(input.flicks) : null;
      if (problem) return problem;
      const r = s.request();
      if (!r) return "No throw is due now";
      return r.seat === seat ? null : "It is not this seat's throw";
    }
    const r = s.definition.apply(s.game, seat, input.move);
    return r.ok ? null : r.reason;
  }
}

/**
 * A screen's session at an online table: this screen's seat a person, every other seat remote,
 * its inputs carried by `transport` (made with this screen's seat). The game's refusal of the
 * room's options when it will not have them.
 */
export function mirrorSession<S, M extends PlainMove>(
  config: Omit<SessionConfig<S, M>, "transport" | "drivers">,
  seats: number,
  transport: RoomTransport<S, M>,
): MoveResult<GameSession<S, M>> {
  const drivers = Array.from({ length: seats }, (_, i) => (i === transport.seat ? person<S, M>() : remote<S, M>()));
  const made = createSession<S, M>({ ...config, drivers, transport });
  if (made.ok) transport.attach(made.state);
  return made;
}
