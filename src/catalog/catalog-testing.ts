// For the catalog's session tests: a game of a kit seated on the real (headless) physics with
// the given drivers, quick, on a fake clock; and the check that a played game's log survives
// JSON and replays on a fresh table of people to the same end.
import { expect } from "vitest";
import type { PlainMove } from "../games/definition";
import type { TableStage } from "../table/stage";
import { FakeClock } from "../runtime/session/clock";
import type { GameKit } from "../runtime/session/kit";
import type { SessionLog } from "../runtime/record/log";
import { replayLog } from "../runtime/record/replay";
import { person, type SeatDriver } from "../runtime/session/seats";
import { createSession, type GameSession } from "../runtime/session/session";

/** A quick session of the kit with these drivers (the kit's options for their number and `seed`, unless given). */
export function openSession<S, M extends PlainMove>(
  kit: GameKit<S, M>,
  seed: number,
  drivers: SeatDriver<S, M>[],
  { clock = new FakeClock(), stage = kit.stage(), options = kit.options(drivers.length, seed) }: { clock?: FakeClock; stage?: TableStage<S>; options?: unknown } = {},
): GameSession<S, M> {
  const made = createSession<S, M>({ definition: kit.definition, options, seed, stage, drivers, clock, quick: true });
  if (!made.ok) throw new Error(made.reason);
  return made.state;
}

/** The live session's log, through JSON, replays on a fresh table of `seats` people to the same game and poses. */
export function expectReplaysAlike<S, M extends PlainMove>(kit: GameKit<S, M>, live: GameSession<S, M>, seats: number): void {
  const log = JSON.parse(JSON.stringify(live.log())) as SessionLog;
  const replay = replayLog<S, M>(log, (seed, options) =>
    createSession<S, M>({ definition: kit.definition, options, seed, stage: kit.stage(), drivers: Array.from({ length: seats }, () => person()), clock: new FakeClock() }),
  );
  expect(replay.mismatches).toEqual([]);
  expect(replay.identical).toBe(true);
  expect(replay.session?.game).toEqual(live.game);
  expect(replay.session?.table.snapshot()).toEqual(live.table.snapshot());
  replay.session?.dispose();
}
