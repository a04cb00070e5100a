import { useRef, type ReactNode } from "react";
import { useKeepFocus } from "./use-keep-focus";

/**
 * A game screen: the 3D table on the left (or on top on narrow screens), the game's panel
 * beside it, and a one-line "whose turn / what now" status that screen readers hear. Focus
 * stays on the panel's next action between moves (use-keep-focus).
 */
export function GameLayout({
  table,
  status,
  panel,
  toolbar,
}: {
  table: ReactNode;
  status: string;
  panel: ReactNode;
  toolbar?: ReactNode;
}) {
  const side = useRef<HTMLElement>(null);
  useKeepFocus(side);
  return (
    <div className="game-layout">
      <div className="game-layout__table">{table}</div>
      <aside className="game-layout__side" ref={side} tabIndex={-1}>
        <p className="game-status" role="status" aria-live="polite" data-testid="game-status">
          {status}
        </p>
        {toolbar && <div className="game-layout__toolbar">{toolbar}</div>}
        {panel}
      </aside>
    </div>
  );
}
