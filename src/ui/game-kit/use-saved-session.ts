// A game screen's session that is never lost: made fresh or resumed from a save's log, then
// saved after every move. A save that will not replay as recorded is reported, not shown.
import { useState } from "react";
import type { PlainMove } from "../../games/definition";
import type { SessionLog } from "../../runtime/record/log";
import { resumeSession, type ResumeExtras } from "../../runtime/record/resume";
import type { SaveFile } from "../../runtime/record/save-file";
import { setCameraView, type CameraView } from "../../store/camera-store";
import type { GameSession } from "../../runtime/session/session";
import type { PlayerSpec } from "../../catalog/seats";
import { newSaveId, useAutosave, type SaveDescription } from "./saves";
import { useSession } from "./use-session";

export interface SaveSlot {
  readonly id: string;
  readonly createdAt: number;
  /** The log to resume from; null for a new game. */
  readonly log: SessionLog | null;
  /** The rest to resume at and the streams to go on with, when the save kept them. */
  readonly extras?: ResumeExtras;
  readonly camera?: CameraView;
}

export const freshSlot = (): SaveSlot => ({ id: newSaveId(), createdAt: Date.now(), log: null });

/** The slot a save resumes in: its log, its checkpoint and streams, its camera view. */
export const slotOf = (save: SaveFile): SaveSlot => ({
  id: save.id,
  createdAt: save.createdAt,
  log: save.log,
  extras: { checkpoint: save.checkpoint ?? null, rng: save.rng ?? null },
  camera: save.view?.camera,
});

type Resumed = { ok: true } | { ok: false; reason: string };


export interface SavedHolder<T, S, M extends PlainMove> {
  /** Makes the screen's object (a session, or a screen's controller around one). */
  readonly make: () => T;
  /** The session inside it. */
  readonly session: (t: T) => GameSession<S, M>;
  /** Replays a save's log into it (default: resumeSession on its session). */
  readonly resume?: (t: T, log: SessionLog, extras: ResumeExtras) => Resumed;
  readonly slot: SaveSlot;
  readonly seats: readonly PlayerSpec[];
  readonly quick: boolean;
  readonly describe: (game: S) => SaveDescription;
}

/** useSavedSession for a screen whose object wraps its session (Rykestra's match, practice's controls). */
export function useSavedHolder<T extends { dispose(): void }, S, M extends PlainMove>(
  spec: SavedHolder<T, S, M>,
): { readonly holder: T | null; readonly resumeError: string | null; readonly savingOff: string | null } {
  const { slot } = spec;
  const [resumeError, setResumeError] = useState<string | null>(null);
  const holder = useSession(() => {
    setCameraView(slot.camera ?? "angled");
    const t = spec.make();
    if (slot.log) {
      const r = spec.resume ? spec.resume(t, slot.log, slot.extras ?? {}) : resumeSession(spec.session(t), slot.log, slot.extras);
      if (!r.ok) setResumeError(r.reason);
    }
    return t;
  }, [slot.id], spec.session);
  const session = holder && !resumeError ? spec.session(holder) : null;
  const savingOff = useAutosave(session, { id: slot.id, seats: spec.seats, quick: spec.quick, createdAt: slot.createdAt }, spec.describe);
  return { holder: resumeError ? null : holder, resumeError, savingOff };
}

export function useSavedSession<S, M extends PlainMove>(
  make: () => GameSession<S, M>,
  slot: SaveSlot,
  seats: readonly PlayerSpec[],
  quick: boolean,
  describe: (game: S) => SaveDescription,
): { readonly session: GameSession<S, M> | null; readonly resumeError: string | null; readonly savingOff: string | null } {
  const r = useSavedHolder({ make, session: (s) => s, slot, seats, quick, describe });
  return { session: r.holder, resumeError: r.resumeError, savingOff: r.savingOff };
}
