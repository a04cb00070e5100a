// The server's own share of a throw's latency: from a flick arriving at a room to the room
// sending its settled result (simulation and sending, not the network or any client). Kept
// only when the process is asked to (the load benchmark reads it); bounded in count.
import { performance } from "node:perf_hooks";

const LIMIT = 200_000;
const times: number[] = [];
let keeping = false;

/** Starts keeping times (server/main.ts, when REPORT_FLICK_TIMES is set). */
export function keepFlickTimes(): void {
  keeping = true;
}

/** Forgets the times kept so far (the benchmark's warm-up ends). */
export function resetFlickTimes(): void {
  times.length = 0;
}

/** A clock reading for a flick's arrival, or null when no times are kept. */
export function flickArrived(): number | null {
  return keeping ? performance.now() : null;
}

/** The result of a flick that arrived at `since` has just been sent. */
export function resultSent(since: number | null): void {
  if (since !== null && times.length < LIMIT) times.push(performance.now() - since);
}

/** Count, median and 99th percentile (ms) of the times kept so far. */
export function flickTimeSummary(): { count: number; p50Ms: number | null; p99Ms: number | null } {
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10 : null);
  return { count: sorted.length, p50Ms: q(0.5), p99Ms: q(0.99) };
}
