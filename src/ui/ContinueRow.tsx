// The home page's Continue row: games in progress to resume or delete, and the history of
// finished games with their results, which the player can clear.
import { useEffect, useState } from "react";
import type { SaveMeta } from "../store/save-store";
import { resumeHref, saveStore } from "./game-kit/saves";
import { GAME_TITLES } from "../catalog";
import { mendSavedResult } from "../games/player-words";
import { replayHref } from "./replay/replay-href";

const TITLES = GAME_TITLES;

const when = (ms: number) => {
  const d = new Date(ms);
  const today = new Date();
  return d.toDateString() === today.toDateString()
    ? d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })
    : d.toLocaleDateString([], { day: "numeric", month: "short" });
};

export function ContinueRow() {
  const [saves, setSaves] = useState<SaveMeta[] | null>(null);
  const [off, setOff] = useState<string | null>(null);
  const refresh = () =>
    void saveStore()
      .list()
      .then((list) => {
        setSaves(list);
        const store = saveStore();
        setOff(store.available ? null : (store.lastError ?? "Saving is off"));
      });
  useEffect(refresh, []);
  if (off) return <p className="continue__off" role="status">Saving is off in this browser ({off}): games play, but are not kept.</p>;
  if (!saves || saves.length === 0) return null;
  const live = saves.filter((s) => !s.finished);
  const done = saves.filter((s) => s.finished);
  const remove = async (id: string) => {
    await saveStore().remove(id);
    refresh();
  };
  return (
    <section className="continue" aria-labelledby="continue-heading" data-testid="continue">
      {live.length > 0 && (
        <>
          <h2 className="home__heading" id="continue-heading">
            Continue
          </h2>
          <ul className="continue__list">
            {live.map((s) => (
              <li key={s.id} className="continue__item" data-save-id={s.id}>
                <a className="continue__resume" href={resumeHref(s.game, s.id)}>
                  <span className="continue__game">{TITLES[s.game] ?? s.game}</span>
                  <span className="continue__players">{s.players.join(", ")}</span>
                  <span className="continue__progress">{s.progress}</span>
                  <span className="continue__when">Last played {when(s.updatedAt)}</span>
                </a>
                <button type="button" className="button button--small" onClick={() => void remove(s.id)} aria-label={`Delete the saved ${TITLES[s.game] ?? s.game} game`}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {done.length > 0 && (
        <details className="continue__history">
          <summary>Finished games ({done.length})</summary>
          <ul className="continue__list">
            {done.map((s) => (
              <li key={s.id} className="continue__item continue__item--done" data-save-id={s.id}>
                <span className="continue__game">{TITLES[s.game] ?? s.game}</span>
                <span className="continue__players">{s.players.join(", ")}</span>
                <span className="continue__progress">{s.result ? mendSavedResult(s.result) : s.progress}</span>
                <span className="continue__when">{when(s.updatedAt)}</span>
                <a className="button button--small continue__watch" href={replayHref(s.id)} aria-label={`Watch the replay of the ${TITLES[s.game] ?? s.game} game of ${when(s.updatedAt)}`}>
                  Watch
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--small"
            onClick={() =>
              void saveStore()
                .clearHistory()
                .then(refresh)
            }
          >
            Clear history
          </button>
        </details>
      )}
    </section>
  );
}
