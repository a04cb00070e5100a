// A GameSession mirroring a table on the game server. The screen uses it like any session;
// what this screen's player does is checked here (so a plain mistake is refused at once) and
// sent to the server instead of applied; the server's accepted inputs come back through
// `receive` and are applied in the server's order at once, so the dice fly without waiting
// for the server's simulation. The server's reading of every throw (a checksum and the poses)
// is compared with this table's own; a table that disagrees adopts the server's and counts it.
import type { PlainMove, Seat } from "../games/definition";
import { accept, refuse, type MoveResult } from "../games/move-result";
import type { ThrowSource } from "../table/table-types";
import { flickProblem, type LogEntry, type SessionInput } from "../runtime/log";
import { GameSession, type SessionConfig, type SessionView } from "../runtime/session";
import type { SettledMessage } from "./protocol";

export interface MirrorCounts {
  /** Throws whose local reading or poses differed from the server's. */
  readonly desyncs: number;
  /** Desyncs put right by adopting the server's game and poses. */
  readonly corrections: number;
}

export class OnlineSession<S, M extends PlainMove> extends GameSession<S, M> {
  private readonly waiting = new Map<number, SettledMessage>();
  private counts: MirrorCounts = { desyncs: 0, corrections: 0 };
  private readonly offCheck: () => void;

  constructor(
    config: SessionConfig<S, M>,
    first: S,
    /** This screen's seat (null: watching). */
    private readonly mySeat: Seat | null,
    /** Sends this player's input to the server. */
    private readonly send: (input: SessionInput) => void,
    /** Called after each desync with the counts so far. */
    private readonly onCounts: (counts: MirrorCounts) => void = () => {},
  ) {
    super(config, first);
    this.ownStreams();
    this.offCheck = this.store.subscribe(() => this.check());
  }

  /**
   * This screen's own "Throw for me" and keyboard-shake streams. Every screen mirrors the table
   * from the same seed, and each draws only for its own throws, so with the table's streams two
   * players' first "Throw for me" would be the very same flick (and the same dice). The flick
   * goes to the server as data, so nothing else needs to draw what this screen drew.
   */
  private ownStreams(): void {
    const [a, b] = globalThis.crypto.getRandomValues(new Uint32Array(2));
    this.table.restoreRng({ ...this.table.rngState(), throw: a, aim: b });
  }

  get mirrorCounts(): MirrorCounts {
    return this.counts;
  }

  /** This screen's input: checked like the server would, then sent (it comes back through `receive`). */
  override dispatch(seat: Seat, input: SessionInput, _source?: ThrowSource): MoveResult<SessionView<S>> {
    const problem = this.localProblem(seat, input);
    if (problem) {
      this.store.setState({ note: problem });
      return refuse(problem);
    }
    this.send(input);
    return accept(this.view);
  }

  /**
   * An input the server accepted, applied here at once through the session's one way in for
   * logged entries (a throw still rolling here is run to rest first). Not held to the server's
   * step: a mirror that took the server's poses is guarded by its checksums instead.
   */
  receive(entry: LogEntry): MoveResult<SessionView<S>> {
    const r = this.feed(entry, false);
    return r.ok ? accept(this.view) : refuse(r.problem);
  }

  /** The server's reading of a throw: compared as soon as this table has read it too. */
  settledOnServer(m: SettledMessage): void {
    this.waiting.set(m.index, m);
    this.check();
  }

  /** Takes the server's game and poses; counts a desync corrected. */
  correct(m: { game: unknown; poses: SettledMessage["poses"]; rng: SettledMessage["rng"] }): void {
    this.counts = { desyncs: this.counts.desyncs + 1, corrections: this.counts.corrections + 1 };
    const own = this.table.rngState();
    this.adopt(m.game as S, m.poses, { ...m.rng, throw: own.throw, aim: own.aim });
    this.onCounts(this.counts);
  }

  override dispose(): void {
    this.offCheck();
    super.dispose();
  }

  private check(): void {
    if (this.waiting.size === 0) return;
    const log = this.view.log;
    for (const [index, m] of [...this.waiting]) {
      const mine = log[index];
      if (!mine || (mine.derived && this.view.status !== "idle")) continue;
      this.waiting.delete(index);
      const same = mine.derived === true && mine.checksum === m.entry.checksum && JSON.stringify(mine.input) === JSON.stringify(m.entry.input);
      if (!same) this.correct(m);
    }
  }

  private localProblem(seat: Seat, input: SessionInput): string | null {
    if (this.mySeat === null) return "You are watching this table";
    if (seat !== this.mySeat) return "You play your own seat only";
    if (typeof input !== "object" || input === null) return "Nothing to do";
    if (this.view.status !== "idle") return "Wait for the dice to come to rest";
    if (input.kind === "flick") {
      const problem = flickProblem(input.flicks);
      if (problem) return problem;
      const r = this.request();
      if (!r) return "No throw is due now";
      return r.seat === seat ? null : "It is not this seat's throw";
    }
    const r = this.definition.apply(this.game, seat, input.move);
    return r.ok ? null : r.reason;
  }
}
