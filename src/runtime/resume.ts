// Resuming a saved game: its log replayed into a freshly made session with the real seats,
// entry by entry at the logged steps. A throw the log ends on (the page was reloaded while
// the dice rolled) is thrown again from its start and left rolling for the screen to show.
import type { PlainMove } from "../games/definition";
import { accept } from "../games/move-result";
import type { SessionLog } from "./log";
import { replayLog } from "./replay";
import type { GameSession } from "./session";

export function resumeSession<S, M extends PlainMove>(session: GameSession<S, M>, log: SessionLog): { ok: true } | { ok: false; reason: string } {
  if (log.game !== session.definition.id) return { ok: false, reason: `This save is of another game (${log.game})` };
  if (log.seed !== session.seed) return { ok: false, reason: "This save belongs to another table" };
  const r = replayLog(log, () => accept(session), undefined, true);
  return r.identical ? { ok: true } : { ok: false, reason: `The saved game did not replay as recorded (${r.mismatches[0]})` };
}
