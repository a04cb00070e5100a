// What a Dice Poker computer does next, at any strength; the caller performs the move.
import type { Square } from "./board";

export type DicePokerAction =
  | { readonly type: "throw"; readonly count: number }
  | { readonly type: "rethrow"; readonly positions: readonly number[] }
  | { readonly type: "stand" }
  | { readonly type: "place"; readonly square: Square }
  | { readonly type: "bounce"; readonly square: Square };
