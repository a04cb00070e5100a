// Replaying a log on a fresh session: every input a seat gave is sent again at the step it was
// given, and every throw the session read from the table must come out the same — the same
// move from the same readings and the same checksum of the poses. A replay that differs says
// where; it never shows something else as if it were the record.
import type { PlainMove } from "../../games/definition";
import type { MoveResult } from "../../games/move-result";
import type { SessionLog } from "./log";
import type { GameSession } from "../session/session";

export interface ReplayReport<S, M extends PlainMove> {
  /** True when every entry and the final state came out as logged. */
  readonly identical: boolean;
  readonly mismatches: readonly string[];
  /** The session the replay ran on (null when the log's options were refused). */
  readonly session: GameSession<S, M> | null;
}

/**
 * Replays `log` on the session `make` builds from the log's seed and options. `make` must give
 * every seat a passive driver (no computer acting on its own): the log holds every input.
 */
export function replayLog<S, M extends PlainMove>(
  log: SessionLog,
  make: (seed: number, options: unknown) => MoveResult<GameSession<S, M>>,
  /** Frames a second to drive the live table at between inputs; omitted: run each throw to rest at once. */
  fps?: number,
  /** Leave a throw the log ends on in the air (a resumed game animates it from its start). */
  leaveRolling = false,
): ReplayReport<S, M> {
  const made = make(log.seed, log.options);
  if (!made.ok) return { identical: false, mismatches: [`the log's options were refused: ${made.reason}`], session: null };
  const session = made.state;
  const mismatches = continueLog(session, log, 0, fps, leaveRolling);
  return { identical: mismatches.length === 0, mismatches, session };
}

/** Drives the live table frame by frame at `fps` until the session is idle (at most ten simulated minutes). */
export function runFrames(session: { readonly view: { readonly status: string }; readonly table: { frame(dt: number): void } }, fps: number): void {
  for (let i = 0; i < 600 * fps && session.view.status !== "idle"; i++) session.table.frame(1 / fps);
}

/**
 * Replays `log` from entry `from` on a session that already stands where entry `from` left
 * it (a fresh one for 0, a restored checkpoint otherwise). Returns where it differed.
 */
export function continueLog<S, M extends PlainMove>(session: GameSession<S, M>, log: SessionLog, from: number, fps?: number, leaveRolling = false): string[] {
  const mismatches: string[] = [];
  const toRest = () => (fps === undefined ? session.settleNow() : runFrames(session, fps));
  log.entries.forEach((entry, i) => {
    if (i < from || entry.derived || mismatches.length > 0) return;
    toRest();
    const r = session.feed(entry);
    if (!r.ok) mismatches.push(`entry ${i + 1} ${r.problem}`);
  });
  if (!leaveRolling) toRest();
  const got = session.view.log;
  if (mismatches.length === 0 && !leaveRolling && got.length !== log.entries.length) {
    mismatches.push(`the replay made ${got.length} entries, the log has ${log.entries.length}`);
  }
  // Every entry made must match the log's (a throw left rolling makes the rest).
  const upTo = leaveRolling ? got.length : Math.min(got.length, log.entries.length);
  for (let i = from; i < upTo && mismatches.length < 5; i++) {
    if (JSON.stringify(got[i]) !== JSON.stringify(log.entries[i])) mismatches.push(`entry ${i} differs on replay`);
  }
  return mismatches;
}
