// A local game's table over a session that is never lost: started fresh for the seats and
// options, or resumed from its save (use-saved-session); a save that will not replay is
// reported, and the game's board is drawn over the session once it is made.
import type { ReactNode } from "react";
import type { PlainMove } from "../../games/definition";
import type { GameModule } from "../../catalog/game-module";
import type { GameSession } from "../../runtime/session/session";
import { startSession } from "../../runtime/session/start-session";
import { ResumeFailed } from "./SaveGate";
import type { TableStart } from "./GameScreen";
import { useSavedSession } from "./use-saved-session";

export function SavedTable<S, M extends PlainMove>({
  game,
  start: { seats, seed, quick, slot },
  options,
  onFresh,
  loading = null,
  board,
}: {
  game: GameModule<S, M>;
  /** The seats, the physics seed, quick computer turns and the save slot (GameScreen's table start). */
  start: Omit<TableStart<unknown>, "options">;
  /** The options the game's setup is given. */
  options: unknown;
  /** A fresh game instead of a save that will not resume. */
  onFresh: () => void;
  /** Shown while the session is made. */
  loading?: ReactNode;
  /** The board over the session; `savingOff` says why the game is not being saved, if it is not. */
  board: (session: GameSession<S, M>, savingOff: string | null) => ReactNode;
}) {
  const { session, resumeError, savingOff } = useSavedSession(
    () => startSession(game, seats, options, seed, { quick }),
    slot,
    seats,
    quick,
    game.save!.describe,
  );
  if (resumeError) return <ResumeFailed reason={resumeError} onFresh={onFresh} />;
  return session ? board(session, savingOff) : loading;
}

/** Why the game is not being saved (a full store, a private window), under the board's controls. */
export function SavingOffNote({ text }: { text: string | null }) {
  return text ? (
    <p className="game-note" role="status" data-testid="saving-off">
      {text}
    </p>
  ) : null;
}
