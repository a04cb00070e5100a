// The browser's (or a headless bot's) end of an online table: a Colyseus connection to one
// room, the lobby as the server last described it, and the game mirrored in an ordinary session
// whose inputs go through the room's transport (room-transport.ts).
// A dropped connection is retried with the room's reconnection token for as long as the server
// holds the seat; a server that has gone away is said so plainly, and the game so far stays
// here as a log to carry on locally.
import { Client, type Room } from "colyseus.js";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { PlainMove, Seat } from "../games/definition";
import type { Clock } from "../runtime/session/clock";
import type { GameKit } from "../runtime/session/kit";
import type { SessionLog } from "../runtime/record/log";
import type { GameSession } from "../runtime/session/session";
import type { TableStage } from "../table/stage";
import { mirrorSession, RoomTransport, type MirrorCounts } from "./room-transport";
import { saveKey, savedKeys } from "./seat-keys";
import { settleInTurn } from "./settle-in-turn";
import { RECONNECT_SECONDS, ROOM_NAME, type GameStart, type InputMessage, type LobbyView, type SettledMessage } from "./protocol";

export type Connection = "connecting" | "connected" | "reconnecting" | "lost";

export interface OnlineView {
  readonly connection: Connection;
  readonly code: string | null;
  readonly host: boolean;
  readonly seat: Seat | null;
  readonly lobby: LobbyView | null;
  /** The latest refusal from the server, with what was refused. */
  readonly refusal: string | null;
  /** Refusals so far: a second refusal for the same reason is a new one all the same. */
  readonly refusals: number;
  readonly notice: string | null;
  /** Why the connection was lost, in plain words. */
  readonly problem: string | null;
  readonly counts: MirrorCounts;
  /** Bumped whenever a new session replaces the old one (start, reconnect). */
  readonly sessionNumber: number;
}

export interface OnlineTableOptions<S, M extends PlainMove> {
  readonly kit: (id: string) => GameKit<S, M> | undefined;
  /** The stage for this table (a screen dresses seats in the lobby's colours); default: the kit's. */
  readonly stage?: (kit: GameKit<S, M>, lobby: LobbyView | null) => TableStage<S>;
  readonly clock?: Clock;
  /** Headless: every throw is run to rest as soon as it is applied (or once the server's reading arrives). */
  readonly settleAtOnce?: boolean | "after-result";
  /** Called with the server's accepted inputs and readings (benchmarks time them). */
  readonly onEvent?: (type: "input" | "settled", index: number) => void;
  /** How long to keep trying a dropped connection (default: as long as the server holds the seat). */
  readonly reconnectSeconds?: number;
}

/** The socket under a connection: a browser's WebSocket, or Node's ws with its TCP socket. */
interface RawSocket {
  close(): void;
  terminate?(): void;
  _socket?: { pause(): void; resume(): void };
}

export class OnlineTable<S, M extends PlainMove> {
  readonly store: StoreApi<OnlineView>;
  session: GameSession<S, M> | null = null;
  /** The session's transport: this screen's inputs to the room, the room's entries and readings back. */
  private link: RoomTransport<S, M> | null = null;
  private room: Room | null = null;
  private key: string | null = null;
  private lastStart: GameStart | null = null;
  private closed = false;

  private constructor(
    private readonly client: Client,
    private readonly options: OnlineTableOptions<S, M>,
  ) {
    this.store = createStore<OnlineView>(() => ({
      connection: "connecting",
      code: null,
      host: false,
      seat: null,
      lobby: null,
      refusal: null,
      refusals: 0,
      notice: null,
      problem: null,
      counts: { desyncs: 0, corrections: 0 },
      sessionNumber: 0,
    }));
  }

  /** Makes a new table on the server and joins it. */
  static async create<S, M extends PlainMove>(endpoint: string, setup: { game: string; seats: number; turnSeconds?: number; board?: string }, options: OnlineTableOptions<S, M>) {
    const t = new OnlineTable(new Client(endpoint), options);
    t.attach(await t.client.create(ROOM_NAME, setup));
    return t;
  }

  /** Joins a table by its code. */
  static async join<S, M extends PlainMove>(endpoint: string, code: string, options: OnlineTableOptions<S, M>) {
    const t = new OnlineTable(new Client(endpoint), options);
    t.attach(await t.client.joinById(code));
    const key = savedKeys()[code];
    if (key) t.send("reclaim", { key });
    return t;
  }

  get view(): OnlineView {
    return this.store.getState();
  }

  /** The desyncs and corrections of the mirror in hand (a new game start begins a new count). */
  get mirrorCounts(): MirrorCounts {
    return this.link?.mirrorCounts ?? { desyncs: 0, corrections: 0 };
  }

  /** The key that claims this player's seat back (kept in this browser's storage too). */
  get seatKey(): string | null {
    return this.key;
  }

  get reconnectionToken(): string | null {
    return this.room?.reconnectionToken ?? null;
  }

  sit(seat: number, name: string, colour: string): void {
    this.send("sit", { seat, name, colour });
  }
  stand(): void {
    this.send("stand", {});
  }
  start(): void {
    this.send("start", {});
  }

  /** Sends any message as it is (tests and the fuzz send malformed ones on purpose). */
  send(type: string, message: unknown): void {
    this.room?.send(type, message);
  }

  /** The game so far as a log: what "carry on here" starts a local game from. */
  localLog(): SessionLog | null {
    return this.session?.log() ?? null;
  }

  /**
   * Drops the connection without leaving (a test's lost network); the server holds the seat.
   * "close": a close frame without the leave code (all a browser can do); "cut": the TCP socket
   * destroyed with no frame at all (Node's ws only); "silent": nothing more is read or answered,
   * so only the server's heartbeat can tell (Node's ws only) — the returned function brings the
   * line back, and the screen then finds it dead and reconnects.
   */
  dropForTest(how: "close" | "cut" | "silent" = "close"): () => void {
    const ws = (this.room as unknown as { connection: { transport: { ws: RawSocket } } }).connection.transport.ws;
    if (how === "close" || !ws.terminate) ws.close();
    else if (how === "cut") ws.terminate();
    else {
      ws._socket?.pause();
      return () => ws._socket?.resume();
    }
    return () => {};
  }

  async leave(): Promise<void> {
    this.closed = true;
    this.close();
    if (this.view.connection !== "connected") return;
    // A line that died without a goodbye never answers a leave: wait a moment, not for ever.
    await Promise.race([this.room?.leave(true).catch(() => undefined), new Promise((r) => setTimeout(r, 2_000))]);
  }

  // ── Internals ─────────────────────────────────────────────────────────────────────────

  private attach(room: Room): void {
    this.room = room;
    this.set({ connection: "connected", problem: null });
    room.onMessage("welcome", (m: { code: string; host: boolean }) => this.set({ code: m.code, host: m.host }));
    room.onMessage("seated", (m: { seat: Seat | null; key: string | null }) => {
      this.key = m.key;
      if (m.key && this.view.code) saveKey(this.view.code, m.key);
      const changed = m.seat !== this.view.seat;
      this.set({ seat: m.seat });
      if (changed && this.lastStart) this.begin(this.lastStart);
    });
    room.onMessage("lobby", (m: LobbyView) => this.set({ lobby: m }));
    room.onMessage("refused", (m: { type: string; reason: string }) => {
      this.set({ refusal: m.reason, refusals: this.view.refusals + 1 });
      if (this.session) this.session.store.setState({ note: m.reason });
    });
    room.onMessage("notice", (m: { text: string }) => this.set({ notice: m.text }));
    room.onMessage("game", (m: GameStart) => this.begin(m));
    room.onMessage("input", (m: InputMessage) => {
      const s = this.session;
      if (!s) return;
      // A throw still rolling here (a screen shows it in real time) ends in a log entry of its
      // own: the server's next input comes after it, so that throw is run to rest first.
      // Not for headless screens that run each throw to rest at once: they are never behind, and
      // settling here made their whole-game server tests run on without end (not yet understood).
      if (!this.options.settleAtOnce && m.index > s.view.log.length && s.view.status !== "idle") s.settleNow();
      if (m.index !== s.view.log.length) return;
      this.options.onEvent?.("input", m.index);
      this.link?.receive(m.entry);
      if (this.options.settleAtOnce === true) s.settleNow();
    });
    room.onMessage("settled", (m: SettledMessage) => {
      this.options.onEvent?.("settled", m.index);
      const s = this.session;
      const link = this.link;
      if (!s || !link) return;
      if (this.options.settleAtOnce === "after-result") {
        settleInTurn(() => {
          if (this.session !== s) return;
          s.settleNow();
          link.settled(m);
        });
        return;
      }
      if (this.options.settleAtOnce) s.settleNow();
      link.settled(m);
    });
    room.onLeave((code) => {
      if (this.closed) return;
      // 1000/4000: the server closed the room or let us go; anything else: the line dropped.
      if (code === 1000 || code === 4000) this.lost("The table has closed");
      else void this.reconnect();
    });
  }

  /** Builds the mirror from the game so far: replayed here, then the server's poses adopted if they differ. */
  private begin(m: GameStart): void {
    this.lastStart = m;
    const kit = this.options.kit(m.game);
    if (!kit) return this.lost(`This screen cannot show ${m.game}`);
    this.close();
    const seat = this.view.seat;
    const seats = this.view.lobby?.seats.length ?? 0;
    const first = kit.definition.setup(m.options);
    if (!first.ok) return this.lost(`The server's table could not be set here: ${first.reason}`);
    const link = new RoomTransport<S, M>(
      seat,
      (input) => this.send("act", input),
      (counts) => {
        this.set({ counts });
        this.send("mirror", { corrections: counts.corrections });
      },
    );
    const made = mirrorSession<S, M>(
      {
        definition: kit.definition,
        options: m.options,
        seed: m.seed,
        stage: this.options.stage ? this.options.stage(kit, this.view.lobby) : kit.stage(),
        clock: this.options.clock,
      },
      Math.max(seats, kit.definition.seats(first.state)),
      link,
    );
    if (!made.ok) return this.lost(`The server's table could not be set here: ${made.reason}`);
    const s = made.state;
    for (const e of m.entries) if (!e.derived) link.receive(e);
    s.settleNow();
    const mine = s.view.log;
    const theirs = m.entries;
    const same = mine.length === theirs.length && mine.every((e, i) => JSON.stringify(e) === JSON.stringify(theirs[i]));
    if (!same && m.now) link.correct(m.now);
    this.link = link;
    this.session = s;
    this.set({ sessionNumber: this.view.sessionNumber + 1 });
  }

  /** Ends the mirror in hand (a new game start replaces it; leaving ends it). */
  private close(): void {
    this.link?.detach();
    this.link = null;
    this.session?.dispose();
    this.session = null;
  }

  private async reconnect(): Promise<void> {
    const token = this.room?.reconnectionToken;
    this.set({ connection: "reconnecting" });
    const until = Date.now() + (this.options.reconnectSeconds ?? RECONNECT_SECONDS) * 1000;
    for (let wait = 250; token && !this.closed && Date.now() < until; wait = Math.min(wait * 2, 4000)) {
      try {
        const room = await this.client.reconnect(token);
        this.attach(room);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, wait));
      }
    }
    this.lost("The game server cannot be reached");
  }

  private lost(problem: string): void {
    this.set({ connection: "lost", problem });
  }

  private set(change: Partial<OnlineView>): void {
    this.store.setState(change);
  }
}
