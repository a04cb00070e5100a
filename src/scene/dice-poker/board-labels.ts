// What is printed on each board square, as plain data the texture painter draws.
import type { CombinationId } from "../../games/dice-poker";

export type SquareLabel =
  /** N of a kind: a die face showing `face`, how many of it, and a one-word caption. */
  | { readonly kind: "dice"; readonly face: number; readonly count: 2 | 3 | 4; readonly caption: string }
  /** A named hand in two short lines; `big` lines are drawn larger (Lucky numbers). */
  | { readonly kind: "words"; readonly lines: readonly [string, string]; readonly big: boolean }
  | { readonly kind: "free" };

export type SquareGroup = "pair" | "three" | "four" | "special" | "free";

const WORDS: Partial<Record<CombinationId, readonly [string, string]>> = {
  "two-pair": ["TWO", "PAIR"],
  "full-house": ["FULL", "HOUSE"],
  "low-straight": ["LOW", "1–5"],
  "high-straight": ["HIGH", "2–6"],
  "lucky-7": ["LUCKY", "7"],
  "lucky-11": ["LUCKY", "11"],
};

export function squareLabel(combination: CombinationId | null): SquareLabel {
  if (combination === null) return { kind: "free" };
  const words = WORDS[combination];
  if (words) return { kind: "words", lines: words, big: combination.startsWith("lucky") };
  const [kind, n] = combination.split("-");
  const count = kind === "pair" ? 2 : kind === "three" ? 3 : 4;
  return { kind: "dice", face: Number(n), count, caption: kind.toUpperCase() };
}

export function squareGroup(combination: CombinationId | null): SquareGroup {
  if (combination === null) return "free";
  if (combination.startsWith("pair")) return "pair";
  if (combination.startsWith("three")) return "three";
  if (combination.startsWith("four")) return "four";
  return "special";
}
