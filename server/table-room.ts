// One online table: a Colyseus room that is the authority for a game. It runs the game's own
// definition and the same physics as every browser: a client sends only its seat's move or
// flicks; the room checks them (schema, size, rate, the seat's right to act, the rules),
// sends every accepted input to every client at once with the table step it was taken at,
// simulates the throw itself and then sends the reading with a checksum and the poses.
import { Room, ServerError, type Client } from "@colyseus/core";
import { CATALOG } from "../src/catalog";
import type { SessionInput } from "../src/runtime/record/log";
import { parseClientMessage, type ClientMessage, type LobbyView } from "../src/net/protocol";
import type { TableChoices } from "../src/catalog/game-module";
import { checkCreate, OWNER_KEY } from "./table-options";
import { remote } from "../src/runtime/session/seats";
import { Bucket, roomCode, seatKey } from "./guards";
import * as lobby from "./lobby";
import { TableGame, type AnyKit, type AnySession } from "./table-game";
import { errorFields } from "./log";
import { dropSlowReaders } from "./slow-readers";
import { refuse, type DoorPass, type TableHost } from "./table-host";

export class TableRoom extends Room {
  /** The server's config, door, metrics and log: set by tableRoomFor (server/table-door.ts). */
  static readonly host: TableHost;
  maxClients = 24;
  private kit!: AnyKit;
  /** Seats, host, each client's seat and the phase: a pure state machine (server/lobby.ts) this room carries out. */
  private seating: lobby.Lobby = lobby.openLobby(0);
  private turnSeconds = 0;
  private choices: TableChoices = {};
  /** The game, once started. */
  private game: TableGame | null = null;
  private host!: TableHost;

  /** The game's session (read it; tests and benchmarks compare screens with it). */
  get session(): AnySession | null {
    return this.game?.session ?? null;
  }

  onCreate(raw: Record<string, unknown>): void {
    this.host = (this.constructor as typeof TableRoom).host;
    const { [OWNER_KEY]: owner, ...asked } = raw;
    const o = checkCreate(asked);
    if (!o.ok) throw new ServerError(400, `Cannot make this table: ${o.reason}`);
    const full = this.host.gate.mayHost();
    if (full) throw refuse(this.host, full, String(owner), "host");
    this.kit = CATALOG.find((k) => k.id === o.setup.game)!;
    this.turnSeconds = o.setup.turnSeconds;
    this.choices = o.setup.board ? { board: o.setup.board } : {};
    this.roomId = roomCode();
    // Private: joined only by its code (joinById), never found by a join on the room's name.
    void this.setPrivate(true);
    void this.setMetadata({ owner: String(owner) });
    this.host.gate.rooms.add(this);
    this.host.metrics.tablesMade.inc();
    this.host.log.info("table made", { table: this.roomId, game: this.kit.id, seats: o.setup.seats, owner });
    this.seating = lobby.openLobby(o.setup.seats);
    this.onMessage("*", (client, type, message) => this.receive(client, type, message));
  }

  onJoin(client: Client, _options: unknown, pass?: DoorPass): void {
    // This client is already counted among the process's seats.
    const full = this.host.gate.maySeat();
    if (full) throw refuse(this.host, full, pass?.address ?? "unknown", "join");
    const rate = this.host.config.rate;
    client.userData = { bucket: new Bucket(rate.perSecond, rate.burst) } satisfies ClientData;
    this.seating = lobby.join(this.seating, client.sessionId);
    this.greet(client);
    this.broadcastLobby();
  }

  async onLeave(client: Client, consented: boolean): Promise<void> {
    // A client refused at the door of onJoin (the process's seats) never had a seat.
    if (!client.userData) return;
    const id = client.sessionId;
    if (lobby.heldSeat(this.seating, id) === null) return this.afterLeave(id);
    this.seating = lobby.away(this.seating, id);
    this.broadcastLobby();
    try {
      if (consented) throw new Error("left");
      const back = await this.allowReconnection(client, this.host.config.reconnectSeconds);
      if (lobby.heldSeat(this.seating, back.sessionId) === null) return;
      this.seating = lobby.back(this.seating, back.sessionId);
      this.greet(back);
      this.broadcastLobby();
    } catch {
      // Another client claimed the seat with its key meanwhile: it is theirs now.
      if (lobby.heldSeat(this.seating, id) === null) this.seating = lobby.forget(this.seating, id);
      else this.afterLeave(id);
    }
  }

  onDispose(): void {
    this.host.gate.rooms.delete(this);
    this.host.log.info("table closed", { table: this.roomId });
    this.host.tableClosed();
    this.game?.dispose();
  }

  // ── A drain (server/operate.ts) ──

  /** This process is draining: a table still in its lobby closes; a game in play goes on here. */
  drainStarted(): void {
    if (this.seating.phase === "lobby") {
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
        return this.seat(client, lobby.sit(this.seating, client.sessionId, value as ClientMessage<"sit">, seatKey()));
      case "stand":
        return this.seat(client, lobby.stand(this.seating, client.sessionId));
      case "start":
        return this.start(client);
      case "act":
        return this.act(client, value as SessionInput);
      case "reclaim":
        return this.seat(client, lobby.reclaim(this.seating, client.sessionId, (value as ClientMessage<"reclaim">).key));
      case "mirror":
        return this.mirror(client, (value as ClientMessage<"mirror">).corrections);
    }
    return "Unknown message type";
  }

  /** A screen's corrections so far: counted by how much they grew, never past one a result sent. */
  private mirror(client: Client, total: number): string | null {
    const data = this.data(client);
    const was = data.corrections ?? 0;
    const now = Math.min(total, this.game?.resultsSent ?? 0);
    if (now > was) {
      this.host.metrics.corrections.inc(now - was);
      data.corrections = now;
    }
    return null;
  }

  private start(client: Client): string | null {
    const started = lobby.start(this.seating, client.sessionId);
    if (!started.ok) return started.reason;
    const was = this.seating;
    this.seating = started.lobby;
    const game = TableGame.make(
      { host: this.host, kit: this.kit, seats: () => this.seating.seats, turnSeconds: this.turnSeconds, broadcast: (type, m) => this.broadcast(type, m) },
      this.choices,
    );
    if (typeof game === "string") {
      // The game's refusal leaves the lobby as it was.
      this.seating = was;
      return game;
    }
    this.game = game;
    this.broadcast("game", game.gameStart());
    this.broadcastLobby();
    game.begin();
    return null;
  }

  /**
   * A seat action's outcome carried out: the client told its seat and key, every client the
   * lobby, and a seat a computer stood in for handed back to its player.
   */
  private seat(client: Client, step: lobby.LobbyStep): string | null {
    if (!step.ok) return step.reason;
    const was = this.seating;
    this.seating = step.lobby;
    const seat = lobby.seatOf(this.seating, client.sessionId);
    if (seat !== null && was.seats[seat].standIn && !this.seating.seats[seat].standIn) this.session?.setDriver(seat, remote());
    this.tell(client, "seated", { seat, key: seat === null ? null : this.seating.seats[seat].key });
    this.broadcastLobby();
    return null;
  }

  private act(client: Client, input: SessionInput): string | null {
    if (!this.game) return "The game has not started";
    const seat = lobby.heldSeat(this.seating, client.sessionId);
    if (seat === null) return "Spectators watch; only a seated player acts";
    if (this.seating.seats[seat].standIn) return "A computer is playing your seat: claim it back first";
    return this.game.act(seat, input);
  }

  // ── Views ─────────────────────────────────────────────────────────────────────────────

  private greet(client: Client): void {
    this.tell(client, "welcome", { code: this.roomId, host: client.sessionId === this.seating.hostId });
    const seat = lobby.seatOf(this.seating, client.sessionId);
    if (seat !== null) this.tell(client, "seated", { seat, key: this.seating.seats[seat].key });
    this.tell(client, "lobby", this.lobby());
    if (this.game) this.tell(client, "game", this.game.gameStart());
  }

  lobby(): LobbyView {
    return lobby.lobbyView(this.seating, {
      code: this.roomId,
      game: this.kit.id,
      over: this.game?.over() ?? false,
      clientIds: this.clients.map((c) => c.sessionId),
      turnSeconds: this.turnSeconds,
    });
  }

  /**
   * Every message this table sends goes through here or `tell`: after it, a client holding more
   * unread bytes than the limit is dropped (server/slow-readers.ts).
   */
  override broadcast(type: string | number, message?: unknown, options?: Parameters<Room["broadcast"]>[2]): void {
    super.broadcast(type, message, options);
    dropSlowReaders(this.host, this.clients, this.roomId);
  }

  private tell(client: Client, type: string, message: unknown): void {
    client.send(type, message);
    dropSlowReaders(this.host, [client], this.roomId);
  }

  private broadcastLobby(): void {
    this.broadcast("lobby", this.lobby());
  }

  private refuse(client: Client, type: string, reason: string): void {
    this.tell(client, "refused", { type, reason });
  }

  private data(client: Client): ClientData {
    return client.userData as ClientData;
  }

  /**
   * The client has gone for good: the seat it held opens in the lobby, or in a game a computer
   * plays it until its player claims it back; a host leaving the lobby passes it on.
   */
  private afterLeave(id: string): void {
    const seat = lobby.heldSeat(this.seating, id);
    this.seating = lobby.leave(this.seating, id);
    if (seat !== null && this.seating.seats[seat].standIn) {
      this.session?.setDriver(seat, this.kit.computer());
      this.broadcastLobby();
    }
    this.broadcastLobby();
  }
}

/** What a table keeps of each client (its seat is the lobby's). */
interface ClientData {
  bucket: Bucket;
  /** Corrections this client has reported so far (counted once each in the metrics). */
  corrections?: number;
}
