// One online table: a Colyseus room that is the authority for a game. It runs the game's own
// definition and the same physics as every browser: a client sends only its seat's move or
// flicks; the room checks them (schema, size, rate, the seat's right to act, the rules),
// sends every accepted input to every client at once with the table step it was taken at,
// simulates the throw itself and then sends the reading with a checksum and the poses.
import { Room, ServerError, type Client } from "@colyseus/core";
import { performance } from "node:perf_hooks";
import { KITS } from "../src/runtime/games/index";
import type { GameKit } from "../src/runtime/kit";
import type { LogEntry, SessionInput } from "../src/runtime/log";
import { remote } from "../src/runtime/seats";
import { createSession, type GameSession } from "../src/runtime/session";
import type { Clock } from "../src/runtime/clock";
import {
  parseClientMessage,
  type ClientMessage,
  type GameStart,
  type LobbyView,
  type SettledMessage,
} from "../src/net/protocol";
import { onlineOptions, type TableChoices } from "../src/net/table-options";
import { Bucket, roomCode, seatKey, tableSeed } from "./guards";
import { flickArrived, resultSent } from "./flick-times";
import { checkCreate, OWNER_KEY } from "./table-options";
import { lobbyView, openSeat, scaledClock, type SeatRecord } from "./table-seats";
import { errorFields } from "./log";
import { refuse, type DoorPass, type TableHost } from "./table-host";

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyKit = GameKit<any, any>;
type AnySession = GameSession<any, any>;

interface ClientData {
  seat: number | null;
  bucket: Bucket;
  /** Corrections this client has reported so far (counted once each in the metrics). */
  corrections?: number;
}

export class TableRoom extends Room {
  /** The server's config, door, metrics and log: set by tableRoomFor (server/table-door.ts). */
  static readonly host: TableHost;
  maxClients = 24;
  private kit!: AnyKit;
  private seats: SeatRecord[] = [];
  private phase: "lobby" | "playing" = "lobby";
  private hostId: string | null = null;
  private turnSeconds = 0;
  private choices: TableChoices = {};
  /** The game (read it; tests and benchmarks compare screens with it). */
  session: AnySession | null = null;
  private seed = 0;
  private host!: TableHost;
  private sent = 0;
  private settling = false;
  /** Settled results this table has sent. */
  private resultsSent = 0;
  private derivedTypes = new Set<string>();
  private turnTimer: (() => void) | null = null;
  private turnMoment: string | null = null;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  /** When the throw now on the table arrived (only while flick times are kept). */
  private flickAt: number | null = null;
  /** When the throw now on the table arrived (always, for the metrics). */
  private flickStart: number | null = null;

  onCreate(raw: Record<string, unknown>): void {
    this.host = (this.constructor as typeof TableRoom).host;
    const { [OWNER_KEY]: owner, ...asked } = raw;
    const o = checkCreate(asked);
    if (!o.ok) throw new ServerError(400, `Cannot make this table: ${o.reason}`);
    const full = this.host.gate.mayHost();
    if (full) throw refuse(this.host, full, String(owner), "host");
    this.kit = KITS.find((k) => k.id === o.setup.game)!;
    this.turnSeconds = o.setup.turnSeconds;
    this.choices = o.setup.board ? { board: o.setup.board } : {};
    this.roomId = roomCode();
    // Private: joined only by its code (joinById), never found by a join on the room's name.
    void this.setPrivate(true);
    void this.setMetadata({ owner: String(owner) });
    this.host.gate.rooms.add(this);
    this.host.metrics.tablesMade.inc();
    this.host.log.info("table made", { table: this.roomId, game: this.kit.id, seats: o.setup.seats, owner });
    this.seats = Array.from({ length: o.setup.seats }, (_, i) => openSeat(i));
    this.onMessage("*", (client, type, message) => this.receive(client, type, message));
  }

  onJoin(client: Client, _options: unknown, pass?: DoorPass): void {
    // This client is already counted among the process's seats.
    const full = this.host.gate.maySeat();
    if (full) throw refuse(this.host, full, pass?.address ?? "unknown", "join");
    const rate = this.host.config.rate;
    client.userData = { seat: null, bucket: new Bucket(rate.perSecond, rate.burst) } satisfies ClientData;
    if (this.hostId === null) this.hostId = client.sessionId;
    this.greet(client);
    this.broadcastLobby();
  }

  async onLeave(client: Client, consented: boolean): Promise<void> {
    // A client refused at the door of onJoin (the process's seats) never had a seat.
    if (!client.userData) return;
    const seat = this.data(client).seat;
    const record = seat === null ? null : this.seats[seat];
    if (!record || record.sessionId !== client.sessionId) return this.afterLeave(client);
    record.connected = false;
    this.broadcastLobby();
    try {
      if (consented) throw new Error("left");
      const back = await this.allowReconnection(client, this.host.config.reconnectSeconds);
      if (record.sessionId !== back.sessionId) return;
      record.connected = true;
      this.greet(back);
      this.broadcastLobby();
    } catch {
      if (record.sessionId !== client.sessionId) return;
      if (this.phase === "lobby") this.seats[seat!] = { ...record, name: "", kind: "open", sessionId: null, key: null };
      else this.standIn(seat!);
      this.afterLeave(client);
    }
  }

  onDispose(): void {
    this.host.gate.rooms.delete(this);
    this.host.log.info("table closed", { table: this.roomId });
    this.host.tableClosed();
    this.turnTimer?.();
    for (const t of this.timers) clearTimeout(t);
    this.session?.dispose();
  }

  // ── A drain (server/operate.ts) ──

  /** This process is draining: a table still in its lobby closes; a game in play goes on here. */
  drainStarted(): void {
    if (this.phase === "lobby") {
      this.broadcast("notice", { text: "This game server is being updated: make the table again (it will be made on another)" });
      void this.disconnect(4000);
    } else this.broadcast("notice", { text: "This game server is being updated: this game goes on to its end; new tables are made elsewhere" });
  }

  /** The drain's time is up: the players are told, and each screen carries on from its own log. */
  drainEnded(): void {
    this.broadcast("notice", { text: "This game server is closing for an update: carry on with this game on your screen" });
    void this.disconnect(4000);
  }

  // ── Messages ──────────────────────────────────────────────────────────────────────────

  private receive(client: Client, type: unknown, message: unknown): void {
    const name = typeof type === "string" ? type.slice(0, 40) : String(type).slice(0, 40);
    try {
      const m = this.host.metrics.messages;
      if (!this.data(client).bucket.take()) {
        m.inc({ outcome: "too-many" });
        return this.refuse(client, name, "Too many messages: slow down");
      }
      const parsed = parseClientMessage(type, message);
      const problem = parsed.ok ? this.handle(client, parsed.type, parsed.value) : parsed.reason;
      m.inc({ outcome: problem ? "refused" : "accepted" });
      if (problem) this.refuse(client, name, problem);
    } catch (e) {
      this.host.log.error("message failed", { table: this.roomId, type: name, ...errorFields(e) });
      this.refuse(client, name, "The server could not handle this message");
    }
  }

  /** Carries out a checked message; the reason it is refused, or null. */
  private handle(client: Client, type: string, value: unknown): string | null {
    switch (type) {
      case "sit":
        return this.sit(client, value as ClientMessage<"sit">);
      case "stand":
        return this.stand(client);
      case "start":
        return this.start(client);
      case "act":
        return this.act(client, value as SessionInput);
      case "reclaim":
        return this.reclaim(client, (value as ClientMessage<"reclaim">).key);
      case "mirror":
        return this.mirror(client, (value as ClientMessage<"mirror">).corrections);
    }
    return "Unknown message type";
  }

  private sit(client: Client, m: ClientMessage<"sit">): string | null {
    if (this.phase !== "lobby") return "The game has started: seats are taken back with a seat key";
    const target = this.seats[m.seat];
    if (!target) return "There is no such seat";
    if (target.sessionId !== null && target.sessionId !== client.sessionId) return "That seat is taken";
    if (this.seats.some((s, i) => i !== m.seat && s.kind === "person" && s.sessionId !== client.sessionId && s.colour === m.colour)) return "Another player has that colour";
    const data = this.data(client);
    const key = data.seat !== null ? this.seats[data.seat].key : seatKey();
    if (data.seat !== null && data.seat !== m.seat) this.seats[data.seat] = openSeat(data.seat);
    this.seats[m.seat] = { name: m.name, colour: m.colour, kind: "person", sessionId: client.sessionId, key, connected: true, standIn: false };
    data.seat = m.seat;
    client.send("seated", { seat: m.seat, key });
    this.broadcastLobby();
    return null;
  }

  private stand(client: Client): string | null {
    const data = this.data(client);
    if (data.seat === null) return "You have no seat";
    if (this.phase !== "lobby") return "The game has started: your seat stays yours";
    this.seats[data.seat] = openSeat(data.seat);
    data.seat = null;
    client.send("seated", { seat: null, key: null });
    this.broadcastLobby();
    return null;
  }

  private reclaim(client: Client, key: string): string | null {
    const seat = this.seats.findIndex((s) => s.key === key);
    if (seat < 0) return "That key claims no seat at this table";
    const record = this.seats[seat];
    if (record.connected && record.sessionId !== client.sessionId) return "That seat's player is connected";
    const data = this.data(client);
    if (data.seat !== null && data.seat !== seat) return "You already have a seat";
    record.sessionId = client.sessionId;
    record.connected = true;
    data.seat = seat;
    if (record.standIn && this.session) this.session.setDriver(seat, remote());
    record.standIn = false;
    client.send("seated", { seat, key });
    this.broadcastLobby();
    return null;
  }

  /** A screen's corrections so far: counted by how much they grew, never past one a result sent. */
  private mirror(client: Client, total: number): string | null {
    const data = this.data(client);
    const was = data.corrections ?? 0;
    const now = Math.min(total, this.resultsSent);
    if (now > was) {
      this.host.metrics.corrections.inc(now - was);
      data.corrections = now;
    }
    return null;
  }

  private start(client: Client): string | null {
    if (client.sessionId !== this.hostId) return "Only the host starts the game";
    if (this.phase !== "lobby") return "The game has started";
    const names = this.seats.map((s, i) => (s.kind === "person" ? s.name : `Computer ${i + 1}`));
    this.seed = tableSeed();
    const options = onlineOptions(this.kit.id, names, this.seed, this.choices);
    for (const s of this.seats) if (s.kind === "open") Object.assign(s, { kind: "computer", connected: true });
    const made = createSession({
      definition: this.kit.definition,
      options,
      seed: this.seed,
      stage: this.kit.stage(),
      drivers: this.seats.map((s) => (s.kind === "computer" ? this.kit.computer() : remote())),
      clock: this.gameClock(),
    });
    if (!made.ok) {
      for (const s of this.seats) if (s.kind === "computer") Object.assign(s, { kind: "open", connected: false });
      return `The game refused this table: ${made.reason}`;
    }
    this.session = made.state;
    this.phase = "playing";
    this.broadcast("game", this.gameStart());
    this.session.store.subscribe(() => this.afterChange());
    this.broadcastLobby();
    this.afterChange();
    return null;
  }

  private act(client: Client, input: SessionInput): string | null {
    const s = this.session;
    if (!s) return "The game has not started";
    const seat = this.data(client).seat;
    if (seat === null || this.seats[seat].sessionId !== client.sessionId) return "Spectators watch; only a seated player acts";
    if (this.seats[seat].standIn) return "A computer is playing your seat: claim it back first";
    if (input.kind === "move" && this.isResult(input.move.type)) return "Throw results come from the table, not from a player";
    const at = input.kind === "flick" ? flickArrived() : null;
    const start = input.kind === "flick" ? performance.now() : null;
    const r = s.dispatch(seat, input, input.kind === "flick" ? "flick" : undefined);
    if (r.ok && at !== null) this.flickAt = at;
    if (r.ok && start !== null) this.flickStart = start;
    return r.ok ? null : r.reason;
  }

  /** A move of the kind the session makes itself from a settled throw. */
  private isResult(type: string): boolean {
    if (this.derivedTypes.has(type)) return true;
    const s = this.session!;
    if (!s.request()) return false;
    try {
      return s.definition.throwMove(s.game, [], { struck: [] }).type === type;
    } catch {
      return false;
    }
  }

  // ── The game running ──────────────────────────────────────────────────────────────────

  /** After every change of the session: send new log entries, run a throw to rest, arm the turn timer. */
  private afterChange(): void {
    const s = this.session;
    if (!s) return;
    const log = s.view.log;
    while (this.sent < log.length) {
      const index = this.sent++;
      const entry = log[index];
      if (entry.derived) {
        this.derivedTypes.add((entry.input as { move: { type: string } }).move?.type);
        const m: SettledMessage = { index, entry, game: s.game, poses: s.table.snapshot(), rng: s.table.rngState() };
        this.broadcast("settled", m);
        resultSent(this.flickAt);
        this.flickAt = null;
        this.host.metrics.resultsSent.inc();
        this.resultsSent++;
        if (this.flickStart !== null) this.host.metrics.flickToResult.observe((performance.now() - this.flickStart) / 1000);
        this.flickStart = null;
      } else this.broadcast("input", { index, entry });
    }
    if (s.view.status !== "idle" && !this.settling) {
      this.settling = true;
      // The input has gone out to every client; the room simulates once this turn of the loop ends.
      setImmediate(() => {
        this.settling = false;
        if (this.session === s) s.settleNow();
      });
    }
    this.armTurnTimer();
  }

  /** A seat whose player has gone: a computer plays it until they claim it back. */
  private standIn(seat: number): void {
    const record = this.seats[seat];
    record.standIn = true;
    this.session?.setDriver(seat, this.kit.computer());
    this.broadcastLobby();
  }

  /** With a turn limit set: a player who does not act in time has the computer's choice made for them. */
  private armTurnTimer(): void {
    const s = this.session;
    if (!s || this.turnSeconds === 0) return;
    const due = s.view.status === "idle" ? s.definition.actors(s.game).filter((a: number) => s.driver(a).kind === "remote") : [];
    const moment = due.length > 0 ? `${s.view.log.length}:${due.join(",")}` : null;
    if (moment === this.turnMoment) return;
    this.turnTimer?.();
    this.turnTimer = null;
    this.turnMoment = moment;
    if (moment === null) return;
    this.turnTimer = this.gameClock(1).after(this.turnSeconds * 1000, () => {
      this.turnTimer = null;
      this.turnMoment = null;
      const seat = due[0];
      const choice = this.kit.computer();
      if (choice.kind !== "computer" || this.session !== s || s.view.status !== "idle") return;
      const act = choice.choose(s.game, seat, { table: s.table });
      this.broadcast("notice", { text: `${this.seats[seat].name || `Seat ${seat + 1}`} ran out of time; the computer acted for them` });
      if (act?.kind === "move") s.dispatch(seat, { kind: "move", move: act.move });
      else if (act?.kind === "throw") {
        if (act.flicks) s.dispatch(seat, { kind: "flick", flicks: act.flicks }, "bot");
        else s.throwForMe(seat);
      }
    });
  }

  /** Real time, scaled down by the server's own settings (tests and benchmarks run computers fast). */
  private gameClock(scale = this.host.config.pauseScale): Clock {
    return scaledClock(scale, this.timers);
  }

  // ── Views ─────────────────────────────────────────────────────────────────────────────

  private greet(client: Client): void {
    client.send("welcome", { code: this.roomId, host: client.sessionId === this.hostId });
    const seat = this.data(client).seat;
    if (seat !== null) client.send("seated", { seat, key: this.seats[seat].key });
    client.send("lobby", this.lobby());
    if (this.session) client.send("game", this.gameStart());
  }

  private gameStart(): GameStart {
    const s = this.session!;
    // Entries up to the last one sent: the rest reach the client as input/settled messages.
    const entries = s.view.log.slice(0, this.sent) as LogEntry[];
    const now = s.view.status === "idle" ? { game: s.game, poses: s.table.snapshot(), rng: s.table.rngState() } : undefined;
    return { game: this.kit.id, seed: this.seed, options: s.options, entries, now };
  }

  lobby(): LobbyView {
    const over = this.session !== null && this.kit.definition.isOver(this.session.game) && this.kit.definition.actors(this.session.game).length === 0;
    return lobbyView(this.seats, {
      code: this.roomId,
      game: this.kit.id,
      phase: over ? "over" : this.phase,
      hostId: this.hostId,
      clientIds: this.clients.map((c) => c.sessionId),
      turnSeconds: this.turnSeconds,
    });
  }

  private broadcastLobby(): void {
    this.broadcast("lobby", this.lobby());
  }

  private refuse(client: Client, type: string, reason: string): void {
    client.send("refused", { type, reason });
  }

  private data(client: Client): ClientData {
    return client.userData as ClientData;
  }

  private afterLeave(client: Client): void {
    if (client.sessionId === this.hostId && this.phase === "lobby") {
      this.hostId = this.seats.find((s) => s.kind === "person" && s.connected)?.sessionId ?? null;
    }
    this.broadcastLobby();
  }
}

