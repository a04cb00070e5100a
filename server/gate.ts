// The door of one game-server process: who is asking (their address), whether they may make or
// join a table now (per-address windows, open tables per address, the process's own tables,
// seats and memory), and whether the process is draining. Every refusal has a reason code.
import type { IncomingMessage } from "node:http";
import type { RefusalCode } from "../src/net/refusal";
import type { ServerConfig } from "./config";

const MINUTE_MS = 60_000;

/** A refusal: its code and, where it helps, the limit that was reached. */
export interface Refused {
  readonly code: RefusalCode;
  readonly detail?: string;
}

/** Counts per key in a sliding 60 s window; forgets keys with nothing in the window. */
export class MinuteWindow {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;
  constructor(private readonly now: () => number) {}

  /** Counts a hit for `key` unless it already has `limit` in the last minute (then false). */
  take(key: string, limit: number): boolean {
    const t = this.now();
    this.sweep(t);
    const list = (this.hits.get(key) ?? []).filter((at) => t - at < MINUTE_MS);
    if (list.length >= limit) {
      this.hits.set(key, list);
      return false;
    }
    list.push(t);
    this.hits.set(key, list);
    return true;
  }

  /** Keys held now (memory stays bounded by the addresses seen in the last minute). */
  get size(): number {
    return this.hits.size;
  }

  private sweep(t: number): void {
    if (t - this.lastSweep < MINUTE_MS) return;
    this.lastSweep = t;
    for (const [k, list] of this.hits) if (list.every((at) => t - at >= MINUTE_MS)) this.hits.delete(k);
  }
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are one address. */
const plain = (a: string): string => a.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/**
 * The address a request comes from: the socket's, or — only when the operator trusts the proxy
 * in front — the proxy's X-Real-IP header, else the last hop of X-Forwarded-For (the one the
 * trusted proxy added; earlier hops are whatever the client wrote).
 */
export function clientAddress(req: Pick<IncomingMessage, "headers" | "socket"> | undefined, trustProxy: boolean): string {
  const socket = plain(req?.socket?.remoteAddress ?? "unknown");
  if (!trustProxy || !req) return socket;
  const real = req.headers["x-real-ip"];
  if (typeof real === "string" && real.trim() !== "") return plain(real);
  const forwarded = req.headers["x-forwarded-for"];
  const list = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded ?? "").split(",").filter((s) => s.trim() !== "");
  return list.length > 0 ? plain(list[list.length - 1]) : socket;
}

export class Gate {
  private readonly made: MinuteWindow;
  private readonly joined: MinuteWindow;
  /** The tables this process hosts now (each adds itself when made, removes itself when closed). */
  readonly rooms = new Set<{ readonly clients: { readonly length: number }; readonly session?: { readonly view: { readonly log: { readonly length: number } } } | null }>();
  draining = false;

  constructor(
    readonly config: ServerConfig,
    now: () => number = () => Date.now(),
    private readonly memoryMb: () => number = () => process.memoryUsage().rss / 2 ** 20,
  ) {
    this.made = new MinuteWindow(now);
    this.joined = new MinuteWindow(now);
  }

  /** May `address` make a table now? Counts the attempt when it may. `open`: its tables open now. */
  mayMake(address: string, open: number): Refused | null {
    const l = this.config.limits;
    if (open >= l.openTablesPerAddress) return { code: "open-tables", detail: `${l.openTablesPerAddress} at most` };
    if (!this.made.take(address, l.tablesPerMinutePerAddress)) return { code: "tables-per-minute", detail: `${l.tablesPerMinutePerAddress} a minute at most` };
    return null;
  }

  /** May `address` join a table now? Counts the attempt when it may. */
  mayJoin(address: string): Refused | null {
    const l = this.config.limits;
    if (!this.joined.take(address, l.joinsPerMinutePerAddress)) return { code: "joins-per-minute", detail: `${l.joinsPerMinutePerAddress} a minute at most` };
    return null;
  }

  /** May this process host one more table? */
  mayHost(): Refused | null {
    const l = this.config.limits;
    if (this.draining) return { code: "draining" };
    if (this.tables >= l.tablesPerProcess) return { code: "server-tables" };
    if (this.memoryMb() >= l.memoryCeilingMb) return { code: "server-memory" };
    return null;
  }

  /** Tables this process hosts now. */
  get tables(): number {
    return this.rooms.size;
  }

  /** Clients connected to this process's tables now. */
  get seats(): number {
    let n = 0;
    for (const r of this.rooms) n += r.clients.length;
    return n;
  }

  /** Log entries this process's tables hold now (a table keeps its whole log while open). */
  get logEntries(): number {
    let n = 0;
    for (const r of this.rooms) n += r.session?.view.log.length ?? 0;
    return n;
  }

  /** Is this process within its seat limit, counting a client that has just joined? */
  maySeat(): Refused | null {
    return this.seats > this.config.limits.seatsPerProcess ? { code: "server-seats" } : null;
  }

  /** Addresses remembered now (for the hostile tests: bounded). */
  get remembered(): number {
    return this.made.size + this.joined.size;
  }
}
