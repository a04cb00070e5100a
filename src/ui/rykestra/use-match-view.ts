// The Rykestra match's view as React reads it: the session's and the screen's stores joined,
// a read that shows nothing new handing back the view React already has.
import { useCallback, useRef, useSyncExternalStore } from "react";
import type { RykestraMatch } from "./match";
import type { MatchView } from "./match-state";
import { same } from "./same-view";

/**
 * The match's whole view for React: the session's and the screen's, joined. A change the
 * screen does not show (a waiting computer's pause coming round again) renders nothing.
 */
export function useMatchView(match: RykestraMatch): MatchView {
  const cache = useRef<MatchView | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const offs = [match.session.store.subscribe(onChange), match.ui.subscribe(onChange)];
      return () => offs.forEach((off) => off());
    },
    [match],
  );
  const read = useCallback(() => {
    const next = match.view;
    if (cache.current && same(cache.current, next)) return cache.current;
    cache.current = next;
    return next;
  }, [match]);
  return useSyncExternalStore(subscribe, read);
}
