// What every table of one game server shares: its config, its door (gate), metrics and log;
// and the error a refusal becomes (counted, logged, its reason code and words in the message).
import { ServerError } from "@colyseus/core";
import { refusalMessage } from "../src/net/refusal";
import type { ServerConfig } from "./config";
import type { Gate, Refused } from "./gate";
import type { Log } from "./log";
import type { Metrics } from "./metrics";

/** What every table of one server shares. */
export interface TableHost {
  readonly config: ServerConfig;
  readonly gate: Gate;
  readonly metrics: Metrics;
  readonly log: Log;
  /** A table of this process has closed (a drain may be over). */
  readonly tableClosed: () => void;
  /** Each new table's seed (the system's random source unless the server was made with its own). */
  readonly tableSeed: () => number;
}

/** What the door hands each client's room: where the client came from. */
export interface DoorPass {
  readonly address: string;
}

/** The ServerError for a refusal, counted and logged. */
export function refuse(host: TableHost, r: Refused, address: string, action: string): ServerError {
  host.metrics.refused(r.code);
  host.log.info("refused", { action, reason: r.code, address, detail: r.detail });
  return new ServerError(4000 + 29, refusalMessage(r.code, r.detail));
}

