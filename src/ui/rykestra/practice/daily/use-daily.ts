// Daily results for a screen: read once from the store; a corrupt store is reported, never
// overwritten, until the player asks for a fresh start.
import { useCallback, useEffect, useState } from "react";
import { EMPTY_DAILY, dailyStore, type DailyProgress } from "../../../../store/daily-progress";

export type DailyState =
  | { readonly kind: "loading" }
  | { readonly kind: "ok"; readonly progress: DailyProgress; /** What `useDaily` was asked for when this was read. */ readonly for: string }
  | { readonly kind: "corrupt"; readonly reason: string; readonly raw: unknown };

/**
 * The stored results, read again whenever `key` changes (the daily page passes the day, so every
 * move to another day reads what is stored now); a state read for an earlier key is never
 * returned as this one's — it shows as loading until the new read is in.
 */
export function useDaily(key = ""): { state: DailyState; fresh: () => void } {
  const [state, setState] = useState<DailyState>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    void dailyStore()
      .load()
      .then((r) => {
        if (!live) return;
        if (r.ok) setState({ kind: "ok", progress: r.progress, for: key });
        else if ("unavailable" in r) setState({ kind: "ok", progress: EMPTY_DAILY, for: key });
        else setState({ kind: "corrupt", reason: r.reason, raw: r.raw });
      });
    return () => {
      live = false;
    };
  }, [key]);
  const fresh = useCallback(() => {
    void dailyStore()
      .save(EMPTY_DAILY)
      .then(() => setState({ kind: "ok", progress: EMPTY_DAILY, for: key }));
  }, [key]);
  return { state: state.kind === "ok" && state.for !== key ? { kind: "loading" } : state, fresh };
}
