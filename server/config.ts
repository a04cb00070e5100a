// The server's own settings: what only the operator decides (never a client's create or join
// options). Read from the environment by server/main.ts; tests and benchmarks hand a config to
// makeGameServer when they boot it.
import { RECONNECT_SECONDS } from "../src/net/protocol";

/** Limits per address and per process; a refusal past any of them names it (src/net/refusal.ts). */
export interface Limits {
  /** Tables one address may make in any 60 s. */
  readonly tablesPerMinutePerAddress: number;
  /** Tables (and seats in them) one address may join in any 60 s. */
  readonly joinsPerMinutePerAddress: number;
  /** Tables made by one address that may be open at once. */
  readonly openTablesPerAddress: number;
  /** Tables one process hosts at once. */
  readonly tablesPerProcess: number;
  /** Connected clients (players and spectators) one process holds at once. */
  readonly seatsPerProcess: number;
  /** Resident memory (MiB) past which this process makes no new table. */
  readonly memoryCeilingMb: number;
  /**
   * Bytes (KiB) this process may hold for one client that is not reading what it is sent (past
   * what the kernel's socket buffers take): past it, the client is dropped (server/slow-readers.ts).
   */
  readonly slowReaderKb: number;
  /**
   * Log entries (inputs and the results read from them) one table keeps: every one is held for
   * the table's life, since a client joining or coming back is sent them all. Past it the game in
   * play goes on to its end but no other starts there.
   */
  readonly movesPerTable: number;
}

export interface ServerConfig {
  /** Multiplies computer pauses and the turn limit (tests and benchmarks: 0). */
  readonly pauseScale: number;
  /** Messages a client may send a second, and at once. */
  readonly rate: { readonly perSecond: number; readonly burst: number };
  /** How long a dropped player's seat is held. */
  readonly reconnectSeconds: number;
  readonly limits: Limits;
  /**
   * The proxy in front is trusted: a client's address is read from X-Real-IP (or the last
   * X-Forwarded-For hop) instead of the socket. Only behind a proxy that sets them.
   */
  readonly trustProxy: boolean;
  /** After a drain starts, how long games in play may go on before their players are told to carry on alone. */
  readonly drainSeconds: number;
  /** Bearer token for POST /admin/drain; empty: that endpoint is off (a signal still drains). */
  readonly adminToken: string;
}

export const DEFAULT_LIMITS: Limits = {
  tablesPerMinutePerAddress: 10,
  joinsPerMinutePerAddress: 60,
  openTablesPerAddress: 8,
  tablesPerProcess: 1_000,
  seatsPerProcess: 4_000,
  memoryCeilingMb: 1_536,
  slowReaderKb: 512,
  movesPerTable: 2_000,
};

export const DEFAULT_CONFIG: ServerConfig = {
  pauseScale: 1,
  rate: { perSecond: 20, burst: 40 },
  reconnectSeconds: RECONNECT_SECONDS,
  limits: DEFAULT_LIMITS,
  trustProxy: false,
  drainSeconds: 600,
  adminToken: "",
};

/** A config part: any field left out keeps its default; limits merge field by field. */
export type ConfigPart = Partial<Omit<ServerConfig, "limits">> & { readonly limits?: Partial<Limits> };

export function serverConfig(part: ConfigPart = {}): ServerConfig {
  return { ...DEFAULT_CONFIG, ...part, limits: { ...DEFAULT_LIMITS, ...part.limits } };
}

/** Environment variable for each limit. */
export const LIMIT_ENV: Readonly<Record<keyof Limits, string>> = {
  tablesPerMinutePerAddress: "LIMIT_TABLES_PER_MINUTE",
  joinsPerMinutePerAddress: "LIMIT_JOINS_PER_MINUTE",
  openTablesPerAddress: "LIMIT_OPEN_TABLES_PER_ADDRESS",
  tablesPerProcess: "LIMIT_TABLES",
  seatsPerProcess: "LIMIT_SEATS",
  memoryCeilingMb: "LIMIT_MEMORY_MB",
  slowReaderKb: "LIMIT_SLOW_READER_KB",
  movesPerTable: "LIMIT_MOVES_PER_TABLE",
};

/** The config the environment asks for; a value that is not a number in range is an error that names it. */
export function configFromEnv(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const num = (name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name}=${raw}: expected a number from ${min} to ${max}`);
    return n;
  };
  const limits = Object.fromEntries(
    (Object.keys(LIMIT_ENV) as (keyof Limits)[]).map((k) => [k, num(LIMIT_ENV[k], DEFAULT_LIMITS[k], 0)]),
  ) as unknown as Limits;
  const trust = env.TRUST_PROXY ?? "";
  if (!["", "0", "1", "true", "false"].includes(trust)) throw new Error(`TRUST_PROXY=${trust}: expected 1 or 0`);
  return {
    pauseScale: num("PAUSE_SCALE", DEFAULT_CONFIG.pauseScale, 0, 1),
    rate: { perSecond: num("RATE_PER_SECOND", DEFAULT_CONFIG.rate.perSecond, 1), burst: num("RATE_BURST", DEFAULT_CONFIG.rate.burst, 1) },
    reconnectSeconds: num("RECONNECT_SECONDS", DEFAULT_CONFIG.reconnectSeconds, 0, 3600),
    limits,
    trustProxy: trust === "1" || trust === "true",
    drainSeconds: num("DRAIN_SECONDS", DEFAULT_CONFIG.drainSeconds, 0, 86_400),
    adminToken: env.ADMIN_TOKEN ?? "",
  };
}
