// The online bench's figures from outside the clients: the server process's CPU time and
// resident memory (from /proc), its live heap and the log entries its tables hold (from its
// /metrics, on the soak's server), and the soak's table of each timed minute with the slopes.
import { readFileSync } from "node:fs";
import { slope } from "./bench-stats";

/** What one client process reports at its end. */
export interface WorkerFigures {
  clients: number;
  moves: number;
  latencies: number[];
  lost: number;
  desyncs: number;
  corrections: number;
  tablesLeft: number;
  turnoverFailures: number;
  byMinute: number[][];
  rssByMinute: number[];
  liveByMinute: ({ heapMb: number; logEntries: number } | null)[];
}

export function procStat(pid: number): { cpuSeconds: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return { cpuSeconds: ticks / 100, rssMb: rss ? Number(rss[1]) / 1024 : 0 };
}

/** The soak's server's live heap (MB, after a full collection) and the log entries its tables hold, from its /metrics. */
export async function serverLive(port: number): Promise<{ heapMb: number; logEntries: number } | null> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);
    const heap = read("dice_heap_live_bytes");
    return Number.isFinite(heap) ? { heapMb: Math.round((heap / 2 ** 20) * 10) / 10, logEntries: read("dice_log_entries") } : null;
  } catch {
    return null;
  }
}

/** The soak's table: each timed minute's server memory and p99, and the slopes of both. */
export function soakFigures(runs: readonly Pick<WorkerFigures, "byMinute" | "rssByMinute" | "liveByMinute">[]) {
  const rss = runs.find((r) => r.rssByMinute.length > 0)?.rssByMinute ?? [];
  const live = runs.find((r) => r.rssByMinute.length > 0)?.liveByMinute ?? [];
  const minutes = (runs[0]?.byMinute ?? []).map((_, m) => {
    const all = runs.flatMap((r) => r.byMinute[m] ?? []).sort((a, b) => a - b);
    const p99 = all.length ? Math.round(all[Math.min(all.length - 1, Math.floor(0.99 * all.length))] * 10) / 10 : null;
    return { minute: m + 1, rssMb: rss[m] ?? null, heapMb: live[m]?.heapMb ?? null, logEntries: live[m]?.logEntries ?? null, p99Ms: p99, samples: all.length };
  });
  return {
    minutes,
    rssSlopeMbPerMinute: slope(minutes.map((m) => m.rssMb)),
    heapSlopeMbPerMinute: slope(minutes.map((m) => m.heapMb)),
    logEntriesSlopePerMinute: slope(minutes.map((m) => m.logEntries)),
    p99SlopeMsPerMinute: slope(minutes.map((m) => m.p99Ms)),
  };
}
