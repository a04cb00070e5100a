// Free Roll's chosen dice: kept while the player visits other pages.
import { create } from "zustand";
import type { DieKind } from "../geometry/types";

export type DiceCounts = Readonly<Record<DieKind, number>>;

interface FreeRollStore {
  readonly counts: DiceCounts;
  setCount(kind: DieKind, n: number): void;
}

export const DEFAULT_COUNTS: DiceCounts = { d6: 2, d10: 1, spike: 0, chance: 0, kinzo: 0, hazard: 0 };

export const useFreeRoll = create<FreeRollStore>((set) => ({
  counts: DEFAULT_COUNTS,
  setCount: (kind, n) => set((s) => ({ counts: { ...s.counts, [kind]: Math.max(0, Math.floor(n)) } })),
}));
