// What a Hooligan computer does next, at any strength; the caller performs it.
import type { HooliganCategory } from "./categories";

export type HooliganAction =
  | { readonly type: "throw"; readonly count: number }
  | { readonly type: "choose"; readonly category: HooliganCategory }
  | { readonly type: "keep"; readonly positions: readonly number[] }
  | { readonly type: "score" };
