// The game so far, as the replay stands: the scores as they were, and every move between the
// throws (set aside, bank, chip, box, call) in a player's words, newest last.
import { useEffect, useMemo, useRef } from "react";
import { useStore } from "zustand";
import type { PlainMove } from "../../games/definition";
import { CATALOG } from "../../catalog";
import type { ReplayPlayer } from "../../runtime/record/replay-player";
import type { ReplaySource } from "./replay-source";
import { replaySeats } from "./replay-stage";

export function ReplayStory({ player, source }: { player: ReplayPlayer<unknown, PlainMove>; source: ReplaySource }) {
  const game = useStore(player.session.store, (s) => s.game);
  const entries = useStore(player.session.store, (s) => s.log);
  const kit = CATALOG.find((k) => k.id === source.log.game);
  const list = useRef<HTMLOListElement>(null);
  // Every seat named, "Seat 3" where the record does not say (a link may name fewer players than the game seats).
  const names = useMemo(() => replaySeats(source).map((s) => s.name), [source]);
  const story = kit?.story?.(game, names, { ...source.log, entries }) ?? null;
  const count = story?.lines.length ?? 0;
  // The newest line in view, as a log scrolls.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);
  if (!story) return null;
  return (
    <section className="panel panel--section replay__story" aria-label="The game so far" data-testid="replay-story">
      <h2 className="panel__heading">The game so far</h2>
      <p className="replay__standing" data-testid="replay-standing">
        {story.standing}
      </p>
      {story.lines.length > 0 && (
        <ol className="replay__lines" ref={list}>
          {story.lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
