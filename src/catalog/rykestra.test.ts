import { describe, expect, it } from "vitest";
import type { RykestraMove, RykestraSetup, RykestraTable } from "../games/rykestra/definition";
import { FakeClock } from "../runtime/session/clock";
import { replayLog } from "../runtime/record/replay";
import { person } from "../runtime/session/seats";
import { createSession, type GameSession } from "../runtime/session/session";
import { rykestra as kit } from "./rykestra";

function play(seed: number, options: RykestraSetup): GameSession<RykestraTable, RykestraMove> {
  const clock = new FakeClock();
  const drivers = options.players.map(() => kit.computer());
  const made = createSession({ definition: kit.definition, options, seed, stage: kit.stage(), drivers, clock, quick: true });
  if (!made.ok) throw new Error(made.reason);
  const s = made.state;
  // A computer at a finished game keeps being asked (and says nothing): stop at the end.
  for (let i = 0; i < 5000 && !kit.definition.isOver(s.game); i++) clock.advance(100);
  s.dispose();
  return s;
}

describe("Rykestra on the session runtime", () => {
  const games: [number, RykestraSetup][] = [
    [4, kit.options(3, 4) as RykestraSetup],
    [7, kit.options(3, 7) as RykestraSetup],
    [9, { ...(kit.options(3, 9) as RykestraSetup), options: { board: "standard", bothDiceAtOnce: true } }],
  ];
  for (const [seed, options] of games) {
    it(`plays seed ${seed} (${options.options?.board}) to the end with computer seats and replays it to the same poses`, () => {
      const s = play(seed, options);
      const game = s.game.game;
      expect(game.phase).toBe("over");
      expect(game.history).toHaveLength(3);
      expect(game.history.map((r) => r.firstPlayer)).toEqual([0, 1, 2].map((i) => (seed + i) % 3));
      const summed = [0, 1, 2].map((seat) => game.history.reduce((t, r) => t + r.pointsBySeat[seat], 0));
      expect(game.totals).toEqual(summed);
      if (options.options?.board === "standard") expect(game.history.every((r) => r.sectors.marker !== null)).toBe(true);
      // Only the sector dice are left on the table.
      expect(s.table.state.dice.every((d) => !d.id.startsWith("d10-"))).toBe(true);

      const log = JSON.parse(JSON.stringify(s.log()));
      const replay = replayLog<RykestraTable, RykestraMove>(log, (seed2, opts) =>
        createSession({ definition: kit.definition, options: opts, seed: seed2, stage: kit.stage(), drivers: options.players.map(() => person()) }),
      );
      expect(replay.mismatches).toEqual([]);
      expect(replay.session!.game).toEqual(s.game);
      expect(replay.session!.table.snapshot()).toEqual(s.table.snapshot());
    }, 120_000);
  }
});
