// Resuming a saved game into a freshly made session with the real seats. With a checkpoint of
// the last rest, the table is put back there at once and only the log after it is replayed;
// without one (or when it disagrees with the log, which is then said in the session's note)
// the whole log is replayed entry by entry at the logged steps. A throw the log ends on (the
// page was reloaded while the dice rolled) is thrown again from its start and left rolling.
// Last, the table's random streams are put back as they were saved, so Throw for me after a
// resume throws what it would have thrown had the game never stopped.
import type { PlainMove } from "../../games/definition";
import { accept } from "../../games/move-result";
import type { TableRngState } from "../../table/table-controller";
import { resumeAtCheckpoint, type Checkpoint } from "./checkpoint";
import type { SessionLog } from "./log";
import { replayLog } from "./replay";
import type { GameSession } from "../session/session";

export interface ResumeExtras {
  readonly checkpoint?: Checkpoint | null;
  /** The table's streams when the save was written. */
  readonly rng?: TableRngState | null;
}

export type ResumeResult = { ok: true; notice: string | null } | { ok: false; reason: string };

export function resumeSession<S, M extends PlainMove>(session: GameSession<S, M>, log: SessionLog, extras: ResumeExtras = {}): ResumeResult {
  if (log.game !== session.definition.id) return { ok: false, reason: `This save is of another game (${log.game})` };
  if (log.seed !== session.seed) return { ok: false, reason: "This save belongs to another table" };
  let notice: string | null = null;
  if (extras.checkpoint) {
    const r = resumeAtCheckpoint(session, log, extras.checkpoint);
    if (r.ok) return finish(session, extras, null);
    if (!r.untouched) return { ok: false, reason: r.reason };
    notice = `${r.reason}; the game was rebuilt from its log instead.`;
  }
  const r = replayLog(log, () => accept(session), undefined, true);
  if (!r.identical) return { ok: false, reason: `The saved game did not replay as recorded (${r.mismatches[0]})` };
  return finish(session, extras, notice);
}

function finish<S, M extends PlainMove>(session: GameSession<S, M>, extras: ResumeExtras, notice: string | null): ResumeResult {
  if (extras.rng) session.table.restoreRng(extras.rng);
  if (notice) session.store.setState({ note: notice });
  return { ok: true, notice };
}
