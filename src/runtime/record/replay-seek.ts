// Finding a moment of a logged game: a fresh session is given the log's inputs up to an entry,
// every throw run to rest at once, and every entry the session makes is compared with the log's
// as it appears — so a throw that lands differently is caught at that throw, before anything is
// shown. The work yields to the page every few milliseconds, so a long game does not freeze it.
import type { PlainMove, Seat } from "../../games/definition";
import type { MoveResult } from "../../games/move-result";
import type { LogEntry, SessionLog } from "./log";
import type { GameSession } from "../session/session";

/** One throw of the log: the flick entry, who threw, and the derived entry its reading made. */
export interface ThrowMark {
  readonly entry: number;
  readonly seat: Seat;
  /** The derived move entry (null when the log ends with these dice in the air). */
  readonly result: number | null;
}

export function throwMarks(log: SessionLog): ThrowMark[] {
  const marks: ThrowMark[] = [];
  log.entries.forEach((e, i) => {
    if (e.derived || e.input.kind !== "flick") return;
    // Nothing can be dispatched while dice roll, so a throw's reading is the very next entry.
    const next = log.entries[i + 1];
    marks.push({ entry: i, seat: e.seat, result: next?.derived ? i + 1 : null });
  });
  return marks;
}

/** Why entry `i` as replayed differs from the log's, or null when it is the same to the bit. */
export function entryProblem(i: number, got: LogEntry, want: LogEntry | undefined, log: SessionLog): string | null {
  if (want && JSON.stringify(got) === JSON.stringify(want)) return null;
  const n = log.entries.slice(0, i).filter((e) => !e.derived && e.input.kind === "flick").length;
  if (!want) return `The replay made an entry the record does not have (entry ${i + 1})`;
  if (got.derived && want.derived) {
    return got.checksum !== want.checksum
      ? `Throw ${n} did not land as recorded (pose checksum ${got.checksum}, the record says ${want.checksum})`
      : `Throw ${n} was read differently from the record`;
  }
  return `Entry ${i + 1} differs from the record`;
}

export interface SeekOptions {
  /** Milliseconds of work between yields to the page. */
  readonly sliceMs?: number;
  /** How to give the page its turn (setTimeout 0 unless given). */
  readonly yieldNow?: () => Promise<void>;
  /** Checked between entries: true stops the work (the result then has `cancelled`). */
  readonly cancelled?: () => boolean;
  /** Entries done so far, of `until`. */
  readonly progress?: (done: number, until: number) => void;
  /** Called before each input is given: its index and the session as it stands. */
  readonly beforeEntry?: (index: number, session: GameSession<unknown, PlainMove>) => void;
}

export type SeekResult<S, M extends PlainMove> =
  | { readonly ok: true; readonly session: GameSession<S, M> }
  | { readonly ok: false; readonly reason: string; readonly session: GameSession<S, M> | null; readonly cancelled?: true };

const now = () => (typeof performance !== "undefined" ? performance.now() : Date.now());
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A session holding the log's game just before entry `until` (0: the start; entries.length: the
 * end), every entry on the way checked against the log. The session is the caller's to dispose
 * (on failure too, when not null).
 */
export async function seekLog<S, M extends PlainMove>(
  log: SessionLog,
  make: (seed: number, options: unknown) => MoveResult<GameSession<S, M>>,
  until: number,
  options: SeekOptions = {},
): Promise<SeekResult<S, M>> {
  const made = make(log.seed, log.options);
  if (!made.ok) return { ok: false, reason: `The record's table was refused: ${made.reason}`, session: null };
  const session = made.state;
  const slice = options.sliceMs ?? 12;
  const yieldNow = options.yieldNow ?? tick;
  let checked = 0;
  let started = now();
  const check = (): string | null => {
    const got = session.view.log;
    for (; checked < got.length; checked++) {
      const problem = entryProblem(checked, got[checked], log.entries[checked], log);
      if (problem) return problem;
    }
    return null;
  };
  const end = Math.min(until, log.entries.length);
  for (let i = 0; i < end; i++) {
    const entry = log.entries[i];
    if (entry.derived) continue;
    session.settleNow();
    session.restTable();
    options.beforeEntry?.(i, session as unknown as GameSession<unknown, PlainMove>);
    const r = session.feed(entry);
    if (!r.ok) return { ok: false, reason: `Entry ${i + 1} ${r.problem}`, session };
    session.settleNow();
    const problem = check();
    if (problem) return { ok: false, reason: problem, session };
    if (now() - started > slice) {
      options.progress?.(i + 1, end);
      await yieldNow();
      if (options.cancelled?.()) return { ok: false, reason: "cancelled", session, cancelled: true };
      started = now();
    }
  }
  options.progress?.(end, end);
  return { ok: true, session };
}
