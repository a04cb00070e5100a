// When the game server has gone away: the game so far, replayed here from the log this screen
// kept, with this screen's player still a person and every other seat a computer.
import type { PlainMove, Seat } from "../games/definition";
import type { Clock } from "../runtime/session/clock";
import type { GameKit } from "../runtime/session/kit";
import type { SessionLog } from "../runtime/record/log";
import { replayLog } from "../runtime/record/replay";
import { person } from "../runtime/session/seats";
import { createSession, type GameSession } from "../runtime/session/session";
import type { TableStage } from "../table/stage";
import type { MoveResult } from "../games/move-result";
import { refuse, accept } from "../games/move-result";

export function carryOnLocally<S, M extends PlainMove>(
  kit: GameKit<S, M>,
  log: SessionLog,
  mine: Seat | null,
  options: { readonly stage?: TableStage<S>; readonly clock?: Clock; readonly quick?: boolean } = {},
): MoveResult<GameSession<S, M>> {
  const report = replayLog<S, M>(log, (seed, opts) => {
    const first = kit.definition.setup(opts);
    if (!first.ok) return refuse(first.reason);
    const seats = kit.definition.seats(first.state);
    return createSession({
      definition: kit.definition,
      options: opts,
      seed,
      stage: options.stage ?? kit.stage(),
      drivers: Array.from({ length: seats }, () => person<S, M>()),
      clock: options.clock,
      quick: options.quick,
    });
  });
  if (!report.session) return refuse(report.mismatches[0] ?? "The game could not be set up here");
  const s = report.session;
  for (let seat = 0; seat < kit.definition.seats(s.game); seat++) if (seat !== mine) s.setDriver(seat, kit.computer());
  return accept(s);
}
