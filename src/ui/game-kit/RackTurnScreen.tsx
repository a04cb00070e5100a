// The screen of a game played in turns at a tray with a rack (Hooligan, Dice Poker): the game
// layout in a frame whose data attributes tell the browser tests the phase, the turn's mode,
// whether the dice roll or a computer plays, and the throws so far; the status line says the
// game's prompt (and that the dice are rolling), or that the game is over.
import type { ReactNode } from "react";
import { GameLayout } from "./GameLayout";
import type { PanelData } from "./GameBoard";
import type { RackTurn } from "./rack-turn";
import { GAME_OVER_STATUS } from "./WinnerPanel";

export function RackTurnScreen<Mode extends string>({
  className,
  testId,
  turn,
  phase,
  throws,
  data = {},
  prompt,
  table,
  toolbar,
  panel,
}: {
  className: string;
  testId: string;
  turn: RackTurn<Mode>;
  phase: string;
  /** The throws made so far. */
  throws: number;
  /** Further data attributes, by name without the "data-". */
  data?: PanelData;
  /** The game's prompt now; null once the game is over. */
  prompt: string | null;
  table: ReactNode;
  toolbar: ReactNode;
  panel: ReactNode;
}) {
  const attributes = Object.fromEntries(Object.entries(data).map(([k, v]) => [`data-${k}`, v]));
  const status = prompt === null ? GAME_OVER_STATUS : prompt + (turn.rolling ? " — the dice are rolling" : "");
  return (
    <div
      className={`game-screen ${className}`}
      data-testid={testId}
      data-phase={phase}
      data-mode={turn.mode}
      {...attributes}
      data-rolling={String(turn.rolling)}
      data-computer={String(turn.computerToPlay)}
      data-throws={throws}
    >
      <GameLayout table={table} status={status} toolbar={toolbar} panel={panel} />
    </div>
  );
}
