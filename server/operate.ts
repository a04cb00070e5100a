// Operating one game-server process: its HTTP endpoints beside the WebSocket (health,
// readiness, metrics, the admin drain) and the drain itself, for deploys.
//
// A drain: this process makes no new table (the other processes sharing Redis make them; alone,
// a make is refused with the reason "draining"); a table still in its lobby is told and closed;
// a game in play goes on here to its end. Whatever is still playing after drainSeconds is told
// the server is closing and let go: each screen carries on alone from its own log.
import type { IncomingMessage, ServerResponse } from "node:http";
import { matchMaker } from "@colyseus/core";
import { refuse, type TableHost } from "./table-host";

/** The set in the shared presence naming the processes that are draining. */
export const DRAINING_KEY = "dice:draining";

/** What a process's tables do when a drain starts or ends. */
export interface Drainable {
  /** The drain has started: a lobby closes, a game in play is told it goes on to its end. */
  drainStarted(): void;
  /** The drain's time is up: the players are told and let go. */
  drainEnded(): void;
}

export class Drain {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiters: (() => void)[] = [];
  constructor(private readonly host: TableHost) {}

  /** Starts the drain (again: no effect); resolves once this process hosts no table. */
  start(): Promise<void> {
    const { gate, log, config } = this.host;
    if (!gate.draining) {
      gate.draining = true;
      log.info("drain started", { tables: gate.tables, seats: gate.seats, seconds: config.drainSeconds });
      void matchMaker.presence.sadd(DRAINING_KEY, matchMaker.processId);
      for (const r of [...gate.rooms]) (r as unknown as Drainable).drainStarted();
      this.timer = setTimeout(() => this.endNow(), config.drainSeconds * 1000);
      this.timer.unref();
    }
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.check();
    });
  }

  /** Ends the drain's time now: every table still playing is told and let go. */
  endNow(): void {
    if (!this.host.gate.draining) return;
    if (this.timer) clearTimeout(this.timer);
    this.host.log.info("drain time up", { tables: this.host.gate.tables });
    for (const r of [...this.host.gate.rooms]) (r as unknown as Drainable).drainEnded();
  }

  /** A table closed: the drain may be over. */
  check(): void {
    if (!this.host.gate.draining || this.host.gate.tables > 0) return;
    if (this.timer) clearTimeout(this.timer);
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }

  /** This process leaves the draining set (it is stopping). */
  async forget(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    if (this.host.gate.draining) await matchMaker.presence.srem(DRAINING_KEY, matchMaker.processId);
  }
}

/**
 * Picks the process a new table is made on: the least busy that is not draining. Colyseus's own
 * choice, less the draining ones; none left: the make is refused as "draining".
 */
export function processPicker(host: TableHost): () => Promise<string> {
  return async () => {
    const draining = new Set(await matchMaker.presence.smembers(DRAINING_KEY));
    const live = (await matchMaker.stats.fetchAll()).filter((p) => !draining.has(p.processId));
    live.sort((a, b) => a.roomCount - b.roomCount);
    if (live[0]) return live[0].processId;
    if (!host.gate.draining && !draining.has(matchMaker.processId)) return matchMaker.processId;
    throw refuse(host, { code: "draining" }, "-", "make");
  };
}

/** The endpoints beside the WebSocket; false: not one of them (the caller answers 404). */
export function answer(host: TableHost, drain: Drain, req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? "").split("?")[0];
  const send = (status: number, body: string, type = "text/plain; charset=utf-8") => {
    res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
    res.end(body);
  };
  if (path === "/healthz" && req.method === "GET") {
    send(200, "ok\n");
    return true;
  }
  if (path === "/readyz" && req.method === "GET") {
    const ready = !host.gate.draining && matchMaker.state === matchMaker.MatchMakerState.READY;
    send(ready ? 200 : 503, ready ? "ready\n" : host.gate.draining ? "draining\n" : "starting\n");
    return true;
  }
  if (path === "/metrics" && req.method === "GET") {
    host.metrics.registry.metrics().then(
      (text) => send(200, text, host.metrics.registry.contentType),
      () => send(500, "metrics failed\n"),
    );
    return true;
  }
  if (path === "/admin/drain" && req.method === "POST") {
    const token = host.config.adminToken;
    if (token === "") return false;
    if (req.headers.authorization !== `Bearer ${token}`) {
      send(401, "a drain needs the admin token\n");
      return true;
    }
    void drain.start();
    // ?now: the games in play are let go at once (their players carry on from their own logs).
    if (/[?&]now\b/.test(req.url ?? "")) drain.endNow();
    send(202, `draining: ${host.gate.tables} tables\n`);
    return true;
  }
  return false;
}
