// Drill progress for a screen: read from the store when the screen opens and again whenever
// `readKey` changes (the drills screen moving between a drill and the list keeps its component,
// so a set finished in a drill shows on the list); a corrupt store is reported, never
// overwritten, until the player asks for a fresh start.
import { EMPTY_PROGRESS, progressFileText, progressStore, type Progress } from "../../../../store/drill-progress";
import { useStored, type StoredState } from "../use-stored";

export type ProgressState = StoredState<Progress, string | null>;

export function useProgress(readKey: string | null = null): { state: ProgressState; fresh: () => void; replace: (p: Progress) => Promise<void> } {
  return useStored(progressStore, EMPTY_PROGRESS, readKey);
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
