// The game server, made but not yet listening: one HTTP server carrying the WebSocket transport
// and the operating endpoints (server/operate.ts), the table room defined with this server's own
// config (server/config.ts: never from a client), and (when a Redis address is given) Colyseus's
// Redis presence and driver, so several processes share one set of rooms: a client that reaches
// any process joins a room living on another.
import { createServer } from "node:http";
import { Server } from "@colyseus/core";
import * as wsModule from "ws";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { RedisPresence } from "@colyseus/redis-presence";
import { RedisDriver } from "@colyseus/redis-driver";
import { ROOM_NAME } from "../src/net/protocol";
import { serverConfig, type ConfigPart } from "./config";
import { Gate } from "./gate";
import { tableSeed } from "./guards";
import { jsonLog, type Log } from "./log";
import { Metrics } from "./metrics";
import { answer, Drain, processPicker } from "./operate";
import { tableRoomFor } from "./table-door";
import type { TableHost } from "./table-host";
import { DailyBoard, type BoardLimits } from "./daily/board";
import type { Db } from "./daily/db";
import { answerDaily } from "./daily/http";
import { Verifier, type VerifierOptions } from "./daily/verifier";
import { QUALITY_THROWS } from "../src/training/flick-quality";

/** The daily board's parts: its database (opened and migrated by the caller) and its settings. */
export interface BoardOptions {
  readonly db: Db;
  /** boardSalt(db): the secret mixed into every stored device hash. */
  readonly salt: string;
  /** The board's clock (ms since 1970; default Date.now): its "today" and its rates. */
  readonly now?: () => number;
  readonly limits?: Partial<BoardLimits>;
  readonly verifier?: Partial<VerifierOptions>;
}

/** A re-throw's time cap and queue: an attempt takes a few seconds on a busy core. */
export const VERIFIER: VerifierOptions = { timeoutMs: 60_000, queue: 64, throws: QUALITY_THROWS };

export interface GameServerOptions {
  /** redis://host:port for scale-out; omitted: one process, rooms in memory. */
  readonly redis?: string;
  /** The address other processes reach this one at, for scale-out ("127.0.0.1:2568"). */
  readonly publicAddress?: string;
  /** The server's own settings (defaults: server/config.ts). */
  readonly config?: ConfigPart;
  /** Where log lines go (default: JSON lines on stdout and stderr). */
  readonly log?: Log;
  /**
   * How often each socket is pinged, and how many unanswered pings end it: the only way a line
   * that went silent (no close, no TCP reset: a phone leaving its network) is noticed at all.
   * Default 3 s × 2: such a drop is seen within 6–9 s and its seat held from then.
   */
  readonly heartbeat?: { readonly everyMs: number; readonly misses: number };
  /** The daily board (absent: /api/daily/ answers 404). */
  readonly board?: BoardOptions;
  /**
   * Where each new table's seed comes from (default: the system's random source). Tests and
   * benchmarks that must play the same games every run give their own; a client never can.
   */
  readonly tableSeed?: () => number;
}

export const HEARTBEAT = { everyMs: 3_000, misses: 2 };

// ws-transport's ES build reads `WebSocket.Server`, which only ws's CommonJS entry sets: set it on
// the very class the ES entry exports (one module instance, so one matchmaker).
const ws = wsModule as unknown as { default: { Server?: unknown }; WebSocketServer: unknown };
ws.default.Server ??= ws.WebSocketServer;

/** A frame larger than this closes the connection before any of it is read. */
export const MAX_FRAME_BYTES = 64 * 1024;

export type GameServer = Server & { readonly host: TableHost; readonly drain: Drain; readonly board: DailyBoard | null; readonly verifier: Verifier | null };

export function makeGameServer(options: GameServerOptions = {}): GameServer {
  const config = serverConfig(options.config);
  const gate = new Gate(config);
  const host: TableHost = { config, gate, metrics: new Metrics(gate), log: options.log ?? jsonLog(), tableClosed: () => drain.check(), tableSeed: options.tableSeed ?? tableSeed };
  const drain: Drain = new Drain(host);
  const b = options.board;
  const verifier = b ? new Verifier({ ...VERIFIER, ...b.verifier }) : null;
  const board =
    b && verifier
      ? new DailyBoard({
          db: b.db,
          salt: b.salt,
          verify: verifier.verify,
          now: b.now ?? Date.now,
          limits: b.limits,
          refused: (code) => {
            host.metrics.boardRefusals.inc({ reason: code });
            host.log.info("board refused", { reason: code });
          },
          accepted: (ms) => {
            host.metrics.boardAccepted.inc();
            host.metrics.boardVerifySeconds.observe(ms / 1000);
          },
        })
      : null;
  const http = createServer((req, res) => {
    if (answer(host, drain, req, res)) return;
    if (board && answerDaily(board, config.trustProxy, req, res)) return;
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("not found\n");
  });
  const server = new Server({
    transport: new WebSocketTransport({
      server: http,
      maxPayload: MAX_FRAME_BYTES,
      pingInterval: (options.heartbeat ?? HEARTBEAT).everyMs,
      pingMaxRetries: (options.heartbeat ?? HEARTBEAT).misses,
    }),
    presence: options.redis ? new RedisPresence(options.redis) : undefined,
    driver: options.redis ? new RedisDriver(options.redis) : undefined,
    publicAddress: options.publicAddress,
    selectProcessIdToCreateRoom: processPicker(host),
    greet: false,
    gracefullyShutdown: false,
  });
  server.define(ROOM_NAME, tableRoomFor(host));
  server.onShutdown(async () => {
    await drain.forget();
    await verifier?.close();
  });
  return Object.assign(server, { host, drain, board, verifier });
}
