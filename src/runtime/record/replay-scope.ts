// What a replay shows: a whole game, a whole round, or one throw, as a span of log entries.
// Rounds are read off the game state while the log is checked, by the game's own `chapter`.
import type { PlainMove } from "../../games/definition";
import type { MoveResult } from "../../games/move-result";
import type { SessionLog } from "./log";
import { seekLog, throwMarks, type SeekOptions, type ThrowMark } from "./replay-seek";
import type { GameSession } from "../session/session";

export type ReplayScope =
  | { readonly kind: "game" }
  /** The round that holds throw `at` (an index into the throws). */
  | { readonly kind: "round"; readonly at: number }
  | { readonly kind: "throw"; readonly at: number };

export interface ReplaySpan {
  /** The first entry shown live (entries before it are replayed unseen). */
  readonly from: number;
  /** Play stops before this entry. */
  readonly to: number;
  /** The throws inside the span, as indices into the marks: [first, last]. */
  readonly throws: readonly [number, number];
}

/**
 * The entries a scope covers, or null when it names no throw of this log. `chapters[k]` is
 * the round throw k was thrown in (null outside rounds).
 */
export function scopeSpan(scope: ReplayScope, log: SessionLog, marks: readonly ThrowMark[], chapters: readonly (string | null)[]): ReplaySpan | null {
  const all = log.entries.length;
  if (scope.kind === "game") return { from: 0, to: all, throws: [0, marks.length - 1] };
  const k = scope.at;
  if (!Number.isInteger(k) || k < 0 || k >= marks.length) return null;
  if (scope.kind === "throw") {
    const m = marks[k];
    return { from: m.entry, to: m.result === null ? all : m.result + 1, throws: [k, k] };
  }
  const name = chapters[k];
  if (name === null || name === undefined) return null;
  let first = k;
  let last = k;
  while (first > 0 && chapters[first - 1] === name) first--;
  while (last + 1 < marks.length && chapters[last + 1] === name) last++;
  return { from: marks[first].entry, to: last + 1 < marks.length ? marks[last + 1].entry : all, throws: [first, last] };
}

/** The log cut after a span (what a link to a round or a throw needs to carry). */
export function logUpTo(log: SessionLog, to: number): SessionLog {
  return { ...log, entries: log.entries.slice(0, to) };
}

export interface LogIndex {
  readonly marks: readonly ThrowMark[];
  /** The round each throw was thrown in (null outside rounds, and past a problem). */
  readonly chapters: readonly (string | null)[];
  /** Why the record does not replay as recorded (null: every entry checked out). */
  readonly problem: string | null;
}

/** Replays the whole log unseen, checking every entry, and notes the round of each throw (`chapter`: the game's, if it has rounds). */
export async function indexLog<S, M extends PlainMove>(
  log: SessionLog,
  make: (seed: number, options: unknown) => MoveResult<GameSession<S, M>>,
  options: Omit<SeekOptions, "beforeEntry"> & { readonly chapter?: (state: S) => string | null } = {},
): Promise<LogIndex & { readonly cancelled?: true }> {
  const marks = throwMarks(log);
  const chapters: (string | null)[] = marks.map(() => null);
  const throwAt = new Map(marks.map((m, k) => [m.entry, k]));
  const r = await seekLog(log, make, log.entries.length, {
    ...options,
    beforeEntry: (i, session) => {
      const k = throwAt.get(i);
      // The session is the one `make` made, over this game's state.
      if (k !== undefined) chapters[k] = options.chapter?.(session.game as S) ?? null;
    },
  });
  r.session?.dispose();
  if (!r.ok && r.cancelled) return { marks, chapters, problem: null, cancelled: true };
  return { marks, chapters, problem: r.ok ? null : r.reason };
}
