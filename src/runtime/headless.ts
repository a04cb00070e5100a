// Seated games with no screen: every seat a computer, the real physics, a fake clock. Used by
// the replay checker, the headless tests and the benchmarks.
import type { PlainMove } from "../games/definition";
import { FakeClock } from "./session/clock";
import type { GameKit, SeatDress } from "./session/kit";
import { replayLog, runFrames, type ReplayReport } from "./record/replay";
import { remote, type SeatDriver } from "./session/seats";
import type { GameSession } from "./session/session";
import { plainSeats, trySession } from "./session/start-session";
import type { SessionLog } from "./record/log";

export interface HeadlessOptions<S = unknown, M extends PlainMove = PlainMove> {
  readonly seats?: number;
  /** Frames a second for the live table (computer throws animated); omitted: quick, every throw run to rest at once. */
  readonly fps?: number;
  /** Stop after this many log entries (Free Roll never ends). */
  readonly maxEntries?: number;
  /** Who sits where (the kit's computer in every seat unless given); `seats` defaults to its length. */
  readonly drivers?: readonly SeatDriver<S, M>[];
  /** Options for the table instead of the kit's. */
  readonly options?: unknown;
}

/** Plays a seeded game of computers to its end (or `maxEntries`). */
export function playHeadless<S, M extends PlainMove>(kit: GameKit<S, M>, seed: number, options: HeadlessOptions<S, M> = {}): GameSession<S, M> {
  const seats = options.drivers?.length ?? options.seats ?? 3;
  const clock = new FakeClock();
  const drivers = options.drivers;
  const made = trySession(kit, plainSeats(seats, true), options.options ?? kit.options(seats, seed), seed, {
    plain: true,
    clock,
    quick: options.fps === undefined,
    computer: drivers ? (_seat, i) => drivers[i] : () => kit.computer(),
  });
  if (!made.ok) throw new Error(`${kit.id}: options refused: ${made.reason}`);
  const s = made.state;
  const max = options.maxEntries ?? 20_000;
  for (let guard = 0; guard < 200_000; guard++) {
    // A throw in the air always lands, even past the entry limit.
    if (s.view.status !== "idle") {
      if (options.fps === undefined) s.settleNow();
      else runFrames(s, options.fps);
      continue;
    }
    if (kit.definition.isOver(s.game) || s.view.log.length >= max) break;
    if (clock.runAll(1) === 0) break;
  }
  return s;
}

/** A fresh passive session (every seat a person) for replaying a log of this kit. */
export function replaySession<S, M extends PlainMove>(kit: GameKit<S, M>, seats: number) {
  return (seed: number, options: unknown) => trySession(kit, plainSeats(seats, false), options, seed, { plain: true, clock: new FakeClock() });
}

/** Seats a watched log may name: more than any game has, so every one of them is remote. */
const WATCHED_SEATS = 16;

/**
 * A fresh session for watching a log of this kit: every seat remote, so no one at the screen
 * can throw or move on it, and no computer acts: the log gives every input. `seats` dress the
 * table in the record's names and colours (absent: a plain table nobody looks at).
 */
export function watchSession<S, M extends PlainMove>(kit: GameKit<S, M>, seats?: readonly SeatDress[]) {
  const all = [...(seats ?? []), ...plainSeats(WATCHED_SEATS, false).slice(seats?.length ?? 0)];
  return (seed: number, options: unknown) => trySession(kit, all, options, seed, { person: () => remote<S, M>(), clock: new FakeClock(), plain: seats === undefined });
}

/** Replays a log of this kit, at `fps` or headless. */
export function replayKit<S, M extends PlainMove>(kit: GameKit<S, M>, log: SessionLog, seats: number, fps?: number): ReplayReport<S, M> {
  return replayLog(log, replaySession(kit, seats), fps);
}
