// The game server, made but not yet listening: one WebSocket transport, the table room, and
// (when a Redis address is given) Colyseus's Redis presence and driver, so several processes
// share one set of rooms: a client that reaches any process joins a room living on another.
import { Server } from "@colyseus/core";
import * as wsModule from "ws";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { RedisPresence } from "@colyseus/redis-presence";
import { RedisDriver } from "@colyseus/redis-driver";
import { ROOM_NAME } from "../src/net/protocol";
import { TableRoom } from "./table-room";

export interface GameServerOptions {
  /** redis://host:port for scale-out; omitted: one process, rooms in memory. */
  readonly redis?: string;
  /** Multiplies computer pauses and the turn limit (tests and benchmarks: 0). */
  readonly pauseScale?: number;
  /** The address other processes reach this one at, for scale-out ("127.0.0.1:2568"). */
  readonly publicAddress?: string;
  /** Messages a client may send a second, and at once (tests of the schemas raise it). */
  readonly rate?: { readonly perSecond: number; readonly burst: number };
  /** How long a dropped player's seat is held (default 60 s; tests shorten it). */
  readonly reconnectSeconds?: number;
  /**
   * How often each socket is pinged, and how many unanswered pings end it: the only way a line
   * that went silent (no close, no TCP reset: a phone leaving its network) is noticed at all.
   * Default 3 s × 2: such a drop is seen within 6–9 s and its seat held from then.
   */
  readonly heartbeat?: { readonly everyMs: number; readonly misses: number };
}

export const HEARTBEAT = { everyMs: 3_000, misses: 2 };

// ws-transport's ES build reads `WebSocket.Server`, which only ws's CommonJS entry sets: set it on
// the very class the ES entry exports (one module instance, so one matchmaker).
const ws = wsModule as unknown as { default: { Server?: unknown }; WebSocketServer: unknown };
ws.default.Server ??= ws.WebSocketServer;

/** A frame larger than this closes the connection before any of it is read. */
export const MAX_FRAME_BYTES = 64 * 1024;

export function makeGameServer(options: GameServerOptions = {}): Server {
  const server = new Server({
    transport: new WebSocketTransport({
      maxPayload: MAX_FRAME_BYTES,
      pingInterval: (options.heartbeat ?? HEARTBEAT).everyMs,
      pingMaxRetries: (options.heartbeat ?? HEARTBEAT).misses,
    }),
    presence: options.redis ? new RedisPresence(options.redis) : undefined,
    driver: options.redis ? new RedisDriver(options.redis) : undefined,
    publicAddress: options.publicAddress,
    greet: false,
    gracefullyShutdown: false,
  });
  server.define(ROOM_NAME, TableRoom, {
    ...(options.pauseScale === undefined ? {} : { serverPauseScale: options.pauseScale }),
    ...(options.rate === undefined ? {} : { serverRate: options.rate }),
    ...(options.reconnectSeconds === undefined ? {} : { serverReconnectSeconds: options.reconnectSeconds }),
  });
  return server;
}
