// Step-by-step headless play for tests and checks: seat a kit's computers at a fake clock, let
// them play until a condition holds at rest, and read the whole standing of a session as text.
// (playHeadless in headless.ts plays a whole game in one call; this is for stopping part-way.)
import type { PlainMove } from "../games/definition";
import { FakeClock } from "./session/clock";
import type { GameKit } from "./session/kit";
import type { GameSession } from "./session/session";
import { plainSeats, trySession } from "./session/start-session";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kits list holds every game's own types
export type AnyKit = GameKit<any, any>;
export type AnySession = GameSession<unknown, PlainMove>;

export interface SeatedTable {
  readonly session: AnySession;
  readonly clock: FakeClock;
}

/** One seat for the games played alone (free roll, practice), three for the others. */
export const seatsOf = (kit: AnyKit) => (kit.alone ? 1 : 3);

/** The kit's computer in every seat, quick (each throw run to rest at once), at a fake clock. */
export function seatComputers(kit: AnyKit, seed: number, seats = seatsOf(kit), clock = new FakeClock()): SeatedTable {
  const made = trySession(kit, plainSeats(seats, true), kit.options(seats, seed), seed, { plain: true, clock, quick: true, computer: () => kit.computer() });
  if (!made.ok) throw new Error(`${kit.id}: ${made.reason}`);
  return { session: made.state as AnySession, clock };
}

/** Lets the computers play until `done` holds at rest (or the game is over, or nothing is left to do). */
export function playUntil({ session, clock }: SeatedTable, done: (s: AnySession) => boolean): void {
  for (let guard = 0; guard < 20_000; guard++) {
    if (session.view.status !== "idle") {
      session.settleNow();
      continue;
    }
    if (done(session) || session.definition.isOver(session.game)) return;
    if (clock.runAll(1) === 0) return;
  }
}

/** A throw is due now, and the table is at rest. */
export const throwDue = (s: AnySession) => s.view.status === "idle" && s.request() !== null;

/** Everything a session stands on, as text: game, log, every pose, the random streams, the hands. */
export const standing = (s: AnySession) =>
  JSON.stringify({ game: s.game, log: s.view.log, poses: s.table.snapshot(), rng: s.table.rngState(), inHand: s.table.state.inHand });
