// The replay's lifetime on a screen: check the whole record unseen (in slices, with progress),
// find the span to show, seek to a throw and hand the player a frame every animation frame.
// A hidden tab gets no frames, and its return counts as one frame, not the time away.
import { useCallback, useEffect, useRef, useState } from "react";
import type { PlainMove } from "../../games/definition";
import { CATALOG } from "../../catalog";
import { watchSession } from "../../runtime/headless";
import { ReplayPlayer, type Speed } from "../../runtime/record/replay-player";
import { indexLog, scopeSpan, type LogIndex, type ReplaySpan } from "../../runtime/record/replay-scope";
import { seekLog } from "../../runtime/record/replay-seek";
import type { ReplaySource } from "./replay-source";
import { replaySeats } from "./replay-stage";

type AnyPlayer = ReplayPlayer<unknown, PlainMove>;

export type ReplayState =
  | { readonly phase: "checking"; readonly progress: number }
  | { readonly phase: "problem"; readonly reason: string }
  | { readonly phase: "ready"; readonly index: LogIndex; readonly span: ReplaySpan; readonly player: AnyPlayer; readonly seeking: number | null };

export interface ReplayControls {
  readonly state: ReplayState;
  /** Shows throw `k` (an index into the throws) from its start, playing or paused as now. */
  seek(k: number): void;
  /** From the start of the span again. */
  again(): void;
}

export function useReplay(source: ReplaySource): ReplayControls {
  const [state, setState] = useState<ReplayState>({ phase: "checking", progress: 0 });
  const live = useRef<{ player: AnyPlayer | null; token: number }>({ player: null, token: 0 });

  const show = useCallback(
    async (index: LogIndex, span: ReplaySpan, k: number, keep: { speed: Speed; paused: boolean }) => {
      const token = ++live.current.token;
      const kit = CATALOG.find((x) => x.id === source.log.game)!;
      const start = k <= span.throws[0] ? span.from : index.marks[k].entry;
      setState((s) => (s.phase === "ready" ? { ...s, seeking: k } : s));
      const r = await seekLog(source.log, watchSession(kit, replaySeats(source)), start, { cancelled: () => token !== live.current.token });
      if (token !== live.current.token) {
        r.session?.dispose();
        return;
      }
      if (!r.ok) {
        r.session?.dispose();
        live.current.player = null;
        setState({ phase: "problem", reason: `This record does not replay as it was played: ${r.reason}` });
        return;
      }
      const player = new ReplayPlayer(r.session, source.log, index.marks, span.to, start, keep) as unknown as AnyPlayer;
      live.current.player = player;
      setState({ phase: "ready", index, span, player, seeking: null });
    },
    [source],
  );

  useEffect(() => {
    let stopped = false;
    const kit = CATALOG.find((x) => x.id === source.log.game);
    if (!kit) {
      setState({ phase: "problem", reason: `This app does not know the game "${source.log.game}"` });
      return;
    }
    setState({ phase: "checking", progress: 0 });
    void indexLog(source.log, watchSession(kit, replaySeats(source)), {
      chapter: kit.chapter,
      cancelled: () => stopped,
      progress: (done, all) => !stopped && setState({ phase: "checking", progress: all === 0 ? 1 : done / all }),
    }).then((index) => {
      if (stopped || "cancelled" in index) return;
      if (index.problem) {
        setState({ phase: "problem", reason: `This record does not replay as it was played: ${index.problem}` });
        return;
      }
      const span = index.marks.length > 0 ? scopeSpan(source.scope, source.log, index.marks, index.chapters) : null;
      if (!span) {
        setState({
          phase: "problem",
          reason: index.marks.length === 0 ? "This record holds no throw to watch." : `This record has no ${source.scope.kind} ${"at" in source.scope ? source.scope.at + 1 : ""}: it has ${index.marks.length} throws.`,
        });
        return;
      }
      void show(index, span, span.throws[0], { speed: 1, paused: false });
    });
    // The ref holds one object for the hook's life (never a drawn node): the cleanup uses that object, taken here.
    const now = live.current;
    return () => {
      stopped = true;
      now.token++;
      now.player = null;
    };
  }, [source, show]);

  // A player's session goes once the screen shows the next one (or leaves), never while drawn.
  const shown = state.phase === "ready" ? state.player : null;
  useEffect(() => {
    if (!shown) return;
    const now = live.current;
    return () => {
      if (now.player === shown) now.player = null;
      shown.session.dispose();
    };
  }, [shown]);

  // One frame for the player per animation frame, never while the tab is hidden.
  useEffect(() => {
    let last: number | null = null;
    let id = requestAnimationFrame(function tick(now) {
      if (document.hidden) last = null;
      else {
        live.current.player?.frame(last === null ? 1 / 60 : (now - last) / 1000);
        last = now;
      }
      id = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(id);
  }, []);

  const seek = useCallback(
    (k: number) => {
      if (state.phase !== "ready") return;
      const v = state.player.view;
      void show(state.index, state.span, k, { speed: v.speed, paused: v.status === "paused" });
    },
    [state, show],
  );

  const again = useCallback(() => {
    if (state.phase !== "ready") return;
    void show(state.index, state.span, state.span.throws[0], { speed: state.player.view.speed, paused: false });
  }, [state, show]);

  return { state, seek, again };
}
