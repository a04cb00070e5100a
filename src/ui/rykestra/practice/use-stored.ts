// A practice value for a screen (the drills' progress, the daily results): read from its store
// when the screen opens and again whenever `key` changes (`store` and `empty` are
// the module's own, the same on every call); a corrupt store is reported, never
// overwritten, until the player asks for a fresh start. Storage that cannot be reached reads as
// the empty value.
import { useCallback, useEffect, useState } from "react";
import type { PracticeStore } from "../../../store/practice-store";

export type StoredState<T, K> =
  | { readonly kind: "loading" }
  | { readonly kind: "ok"; readonly progress: T; /** The key this was read for (or written under). */ readonly for: K }
  | { readonly kind: "corrupt"; readonly reason: string; readonly raw: unknown };

export function useStored<T, K>(store: () => PracticeStore<T>, empty: T, key: K): { state: StoredState<T, K>; replace: (value: T) => Promise<void>; fresh: () => void } {
  const [state, setState] = useState<StoredState<T, K>>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    void store()
      .load()
      .then((r) => {
        if (!live) return;
        if (r.ok) setState({ kind: "ok", progress: r.progress, for: key });
        else if ("unavailable" in r) setState({ kind: "ok", progress: empty, for: key });
        else setState({ kind: "corrupt", reason: r.reason, raw: r.raw });
      });
    return () => {
      live = false;
    };
  }, [store, empty, key]);
  const replace = useCallback(
    async (value: T) => {
      await store().save(value);
      setState({ kind: "ok", progress: value, for: key });
    },
    [store, key],
  );
  const fresh = useCallback(() => void replace(empty), [replace, empty]);
  return { state, replace, fresh };
}
