// Daily results for a screen: read once from the store; a corrupt store is reported, never
// overwritten, until the player asks for a fresh start.
import { useCallback, useEffect, useState } from "react";
import { EMPTY_DAILY, dailyStore, type DailyProgress } from "../../../../store/daily-progress";

export type DailyState =
  | { readonly kind: "loading" }
  | { readonly kind: "ok"; readonly progress: DailyProgress }
  | { readonly kind: "corrupt"; readonly reason: string; readonly raw: unknown };

export function useDaily(): { state: DailyState; fresh: () => void } {
  const [state, setState] = useState<DailyState>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    void dailyStore()
      .load()
      .then((r) => {
        if (!live) return;
        if (r.ok) setState({ kind: "ok", progress: r.progress });
        else if ("unavailable" in r) setState({ kind: "ok", progress: EMPTY_DAILY });
        else setState({ kind: "corrupt", reason: r.reason, raw: r.raw });
      });
    return () => {
      live = false;
    };
  }, []);
  const fresh = useCallback(() => {
    void dailyStore()
      .save(EMPTY_DAILY)
      .then(() => setState({ kind: "ok", progress: EMPTY_DAILY }));
  }, []);
  return { state, fresh };
}
