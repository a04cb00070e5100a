// A game's board at one screen, the shell each game's board fills in: the 3D table, the status
// line, the toolbar, and the panel — the moment's controls (the turn's, or the winner's), the
// game's refusal of the last move and why the game is not being saved, then the game's records
// (scores, the log). The panel carries the game's test id and data attributes for the browser tests.
import type { ReactNode } from "react";
import { GameLayout } from "./GameLayout";
import { SavingOffNote } from "./SavedTable";
import { GAME_OVER_STATUS } from "./WinnerPanel";

/** What a board reads of its session's view: whether the dice roll or a die is being straightened, and its note. */
export interface SessionLine {
  readonly status: string;
  readonly note: string | null;
}

/** What the status line says while the dice roll, whether the game is over, and the game's prompt otherwise. */
export interface StatusParts {
  readonly rolling: string;
  readonly over: boolean;
  readonly prompt: string;
}

/** A panel's data attributes, by name without the "data-" ("pot" for data-pot). */
export type PanelData = Readonly<Record<string, string | number>>;

export function GameBoard({
  testId,
  data,
  table,
  view,
  status,
  toolbar,
  controls,
  savingOff = null,
  children,
}: {
  testId: string;
  data: PanelData;
  table: ReactNode;
  /** The session's view: while it is idle, its note is the game's reason for refusing the last move. */
  view: SessionLine;
  /** The status line's parts (boardStatus). */
  status: StatusParts;
  toolbar: ReactNode;
  /** What the people at the table can do now. */
  controls: ReactNode;
  savingOff?: string | null;
  /** The game's records under the controls. */
  children: ReactNode;
}) {
  const refusal = view.status === "idle" ? view.note : null;
  const attributes = Object.fromEntries(Object.entries(data).map(([k, v]) => [`data-${k}`, v]));
  const panel = (
    <div className="game-panel" data-testid={testId} {...attributes}>
      {controls}
      {refusal && (
        <p className="game-note" role="alert" data-testid="refusal">
          {refusal}
        </p>
      )}
      <SavingOffNote text={savingOff} />
      {children}
    </div>
  );
  return <GameLayout table={table} status={boardStatus(view, status)} toolbar={toolbar} panel={panel} />;
}

/**
 * The status line over a session's table: what is rolling while the dice roll, the
 * straightening of a leaning die, the end of the game, else the game's own prompt.
 */
function boardStatus(view: SessionLine, { rolling, over, prompt }: StatusParts): string {
  if (view.status === "rolling") return rolling;
  if (view.status === "fixing") return view.note ?? "Straightening a leaning die…";
  return over ? GAME_OVER_STATUS : prompt;
}

/** The winner panel's way back to the set-up with other players. */
export function NewPlayersButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button" onClick={onClick}>
      New players
    </button>
  );
}
