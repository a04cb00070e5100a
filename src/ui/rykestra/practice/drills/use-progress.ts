// Drill progress for a screen: read from the store when the screen opens and again whenever
// `readKey` changes (the drills screen moving between a drill and the list keeps its component,
// so a set finished in a drill shows on the list); a corrupt store is reported, never
// overwritten, until the player asks for a fresh start.
import { useCallback, useEffect, useState } from "react";
import { EMPTY_PROGRESS, progressFileText, progressStore, type Progress } from "../../../../store/drill-progress";

export type ProgressState =
  | { readonly kind: "loading" }
  | { readonly kind: "ok"; readonly progress: Progress }
  | { readonly kind: "corrupt"; readonly reason: string; readonly raw: unknown };

export function useProgress(readKey: string | null = null): { state: ProgressState; fresh: () => void; replace: (p: Progress) => Promise<void> } {
  const [state, setState] = useState<ProgressState>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    void progressStore()
      .load()
      .then((r) => {
        if (!live) return;
        if (r.ok) setState({ kind: "ok", progress: r.progress });
        else if ("unavailable" in r) setState({ kind: "ok", progress: EMPTY_PROGRESS });
        else setState({ kind: "corrupt", reason: r.reason, raw: r.raw });
      });
    return () => {
      live = false;
    };
  }, [readKey]);
  const replace = useCallback(async (p: Progress) => {
    await progressStore().save(p);
    setState({ kind: "ok", progress: p });
  }, []);
  const fresh = useCallback(() => void replace(EMPTY_PROGRESS), [replace]);
  return { state, fresh, replace };
}

/** Offers `text` as a file download. */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const downloadProgress = (p: unknown, name = "rykestra-drill-progress.json") => download(name, progressFileText(p));
