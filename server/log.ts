// The server's log: one JSON object a line (time, level, event, fields), for any log collector.
// Tests pass a log that keeps its lines (or drops them) instead of writing them.

export type Level = "info" | "warn" | "error";
export type Line = { readonly time: string; readonly level: Level; readonly event: string } & Record<string, unknown>;

export interface Log {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

/** An error as plain fields (its message and stack), since an Error serialises to {}. */
export const errorFields = (e: unknown): Record<string, unknown> =>
  e instanceof Error ? { error: e.message, stack: e.stack } : { error: String(e) };

/** A log that hands each line to `write` (default: stdout for info, stderr for errors). */
export function jsonLog(write?: (line: Line) => void): Log {
  const out = write ?? ((l: Line) => (l.level === "error" ? process.stderr : process.stdout).write(`${JSON.stringify(l)}\n`));
  const emit = (level: Level, event: string, fields: Record<string, unknown> = {}) => out({ time: new Date().toISOString(), level, event, ...fields });
  return { info: (event, fields) => emit("info", event, fields), error: (event, fields) => emit("error", event, fields) };
}

/** A log that keeps its lines in memory (tests read them). */
export function memoryLog(): Log & { readonly lines: Line[] } {
  const lines: Line[] = [];
  return Object.assign(jsonLog((l) => lines.length < 10_000 && lines.push(l)), { lines });
}
