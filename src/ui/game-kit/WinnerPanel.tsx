import { useEffect, useRef, type ReactNode } from "react";
import { midSentence, verb } from "../../games/player-words";
import { replayHref } from "../replay/replay-href";
import { useSettings } from "../../store/settings-store";

/** The saved game this screen plays (the address carries ?save=<id> once it is saved), if any. */
function savedGameInAddress(): string | null {
  const query = window.location.hash.split("?")[1];
  return query ? new URLSearchParams(query).get("save") : null;
}

interface Standing {
  readonly name: string;
  readonly colour: string;
  readonly total: number | string;
}

/**
 * The status line once a game is over. The win is announced once, by the WinnerPanel's heading
 * (focused, so screen readers hear it): the status line, the banner over the table and the
 * panel's note do not repeat it (the event log keeps it as history).
 */
export const GAME_OVER_STATUS = "Game over";

/** The end of a game: who won (ties share), every total, and what next. */
export function WinnerPanel({
  winners,
  standings,
  onAgain,
  note,
  againLabel = "Play again",
  actions,
}: {
  winners: readonly string[];
  standings: readonly Standing[];
  onAgain: () => void;
  note?: string;
  /** The main button's words ("Next game" where a session goes on). */
  againLabel?: string;
  /** Further buttons, placed before "Choose another game". */
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const saveId = savedGameInAddress();
  // The win's one moment (a brass shine over the heading) stays still at the low graphics setting.
  const still = useSettings((s) => s.quality === "low");
  useEffect(() => heading.current?.focus(), []);
  const title =
    winners.length === 0
      ? "No winner this time"
      : winners.length === 1
        ? `${winners[0]} ${verb(winners[0], "wins", "win")}!`
        : `${winners.map((w, i) => (i === 0 ? w : midSentence(w))).join(" and ")} share the win!`;
  return (
    <section className={`panel winner${still || winners.length === 0 ? "" : " winner--moment"}`} aria-labelledby="winner-title" data-testid="winner-screen">
      <h2 id="winner-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {note && <p>{note}</p>}
      <table className="winner__table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => (
            <tr key={s.name} className={winners.includes(s.name) ? "winner__row--won" : undefined}>
              <td>
                <span className="swatch" style={{ background: s.colour }} aria-hidden="true" /> {s.name}
              </td>
              <td>{s.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="winner__actions">
        <button className="button button--primary" onClick={onAgain}>
          {againLabel}
        </button>
        {actions}
        {saveId && (
          <a className="button" href={replayHref(saveId)} data-testid="watch-replay">
            Watch the replay
          </a>
        )}
        <a className="button" href="#/">
          Choose another game
        </a>
      </div>
    </section>
  );
}
