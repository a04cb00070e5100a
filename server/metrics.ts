// The process's metrics in the Prometheus text format (GET /metrics): tables, seats, messages,
// refusals by reason, the server's flick-to-result time, corrections (results a screen had to
// take from the server) and memory. One registry per game server, so tests that boot several
// never share counts.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { RefusalCode } from "../src/net/refusal";
import type { Gate } from "./gate";

export class Metrics {
  readonly registry = new Registry();
  readonly messages: Counter<"outcome">;
  readonly refusals: Counter<"reason">;
  readonly flickToResult: Histogram;
  readonly tablesMade: Counter;
  readonly resultsSent: Counter;
  readonly corrections: Counter;
  readonly dropped: Counter<"reason">;
  readonly boardRefusals: Counter<"reason">;
  readonly boardAccepted: Counter;
  readonly boardVerifySeconds: Histogram;

  constructor(gate: Gate) {
    const registry = this.registry;
    new Gauge({ name: "dice_tables", help: "Tables this process hosts now", registers: [registry], collect() { this.set(gate.tables); } });
    new Gauge({ name: "dice_seats", help: "Clients connected to this process's tables now", registers: [registry], collect() { this.set(gate.seats); } });
    new Gauge({ name: "dice_draining", help: "1 while this process is draining (no new tables)", registers: [registry], collect() { this.set(gate.draining ? 1 : 0); } });
    this.tablesMade = new Counter({ name: "dice_tables_made_total", help: "Tables made on this process", registers: [registry] });
    this.messages = new Counter({ name: "dice_messages_total", help: "Client messages to tables, by outcome", labelNames: ["outcome"], registers: [registry] });
    this.refusals = new Counter({ name: "dice_refusals_total", help: "Tables not made or joined, by reason", labelNames: ["reason"], registers: [registry] });
    this.flickToResult = new Histogram({
      name: "dice_flick_to_result_seconds",
      help: "From a flick arriving at a table to its settled result being sent (simulation and sending)",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    this.resultsSent = new Counter({
      name: "dice_results_total",
      help: "Settled results sent",
      registers: [registry],
    });
    this.corrections = new Counter({
      name: "dice_corrections_total",
      help: "Results screens reported taking from the server because their own simulation differed (at most one a result a screen)",
      registers: [registry],
    });
    this.dropped = new Counter({
      name: "dice_clients_dropped_total",
      help: "Clients the server disconnected, by reason (slow-reader: more unread bytes held for it than the limit)",
      labelNames: ["reason"],
      registers: [registry],
    });
    this.boardRefusals = new Counter({ name: "dice_daily_refusals_total", help: "Daily-board attempts refused, by reason (mismatch: the server's re-throw differs from what the page showed)", labelNames: ["reason"], registers: [registry] });
    this.boardAccepted = new Counter({ name: "dice_daily_accepted_total", help: "Daily-board attempts thrown again, matched and stored", registers: [registry] });
    this.boardVerifySeconds = new Histogram({
      name: "dice_daily_verify_seconds",
      help: "An accepted attempt's re-throw in the verifying worker (its replay and its quality's re-throws)",
      buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32],
      registers: [registry],
    });
    new Gauge({ name: "dice_memory_rss_bytes", help: "Resident memory of this process", registers: [registry], collect() { this.set(process.memoryUsage().rss); } });
    new Gauge({ name: "dice_log_entries", help: "Log entries the open tables hold (each table keeps its whole log: LIMIT_MOVES_PER_TABLE)", registers: [registry], collect() { this.set(gate.logEntries); } });
    // Only in a process run with --expose-gc (the soak's server): a full collection at each read.
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc) {
      new Gauge({
        name: "dice_heap_live_bytes",
        help: "Heap in use just after a full garbage collection (only with --expose-gc: each read collects)",
        registers: [registry],
        collect() {
          gc();
          this.set(process.memoryUsage().heapUsed);
        },
      });
    }
    collectDefaultMetrics({ register: registry, prefix: "dice_node_" });
  }

  refused(code: RefusalCode): void {
    this.refusals.inc({ reason: code });
  }
}
