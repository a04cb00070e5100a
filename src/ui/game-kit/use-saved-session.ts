// A game screen's session that is never lost: made fresh or resumed from a save's log, then
// saved after every move. A save that will not replay as recorded is reported, not shown.
import { useState } from "react";
import type { PlainMove } from "../../games/definition";
import type { SessionLog } from "../../runtime/log";
import { resumeSession } from "../../runtime/resume";
import type { GameSession } from "../../runtime/session";
import type { PlayerSpec } from "./players";
import { newSaveId, useAutosave, type SaveDescription } from "./saves";
import { useSession } from "./use-session";

export interface SaveSlot {
  readonly id: string;
  readonly createdAt: number;
  /** The log to resume from; null for a new game. */
  readonly log: SessionLog | null;
}

export const freshSlot = (): SaveSlot => ({ id: newSaveId(), createdAt: Date.now(), log: null });

export function useSavedSession<S, M extends PlainMove>(
  make: () => GameSession<S, M>,
  slot: SaveSlot,
  seats: readonly PlayerSpec[],
  quick: boolean,
  describe: (game: S) => SaveDescription,
): { readonly session: GameSession<S, M> | null; readonly resumeError: string | null; readonly savingOff: string | null } {
  const [resumeError, setResumeError] = useState<string | null>(null);
  const session = useSession(() => {
    const s = make();
    if (slot.log) {
      const r = resumeSession(s, slot.log);
      if (!r.ok) setResumeError(r.reason);
    }
    return s;
  }, [slot.id]);
  const savingOff = useAutosave(resumeError ? null : session, { id: slot.id, seats, quick, createdAt: slot.createdAt }, describe);
  return { session: resumeError ? null : session, resumeError, savingOff };
}
