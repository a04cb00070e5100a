// Daily results for a screen: read once from the store; a corrupt store is reported, never
// overwritten, until the player asks for a fresh start.
import { EMPTY_DAILY, dailyStore, type DailyProgress } from "../../../../store/daily-progress";
import { useStored, type StoredState } from "../use-stored";

export type DailyState = StoredState<DailyProgress, string>;

/**
 * The stored results, read again whenever `key` changes (the daily page passes the day, so every
 * move to another day reads what is stored now); a state read for an earlier key is never
 * returned as this one's — it shows as loading until the new read is in.
 */
export function useDaily(key = ""): { state: DailyState; fresh: () => void } {
  const { state, fresh } = useStored(dailyStore, EMPTY_DAILY, key);
  return { state: state.kind === "ok" && state.for !== key ? { kind: "loading" } : state, fresh };
}
