// The 24 combinations printed on the Dice Poker board.

export type Face = 1 | 2 | 3 | 4 | 5 | 6;
export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];

export type CombinationId =
  | `pair-${Face}`
  | `three-${Face}`
  | `four-${Face}`
  | "two-pair"
  | "full-house"
  | "low-straight"
  | "high-straight"
  | "lucky-7"
  | "lucky-11";

export const COMBINATIONS: readonly CombinationId[] = [
  ...FACES.map((n) => `pair-${n}` as const),
  ...FACES.map((n) => `three-${n}` as const),
  ...FACES.map((n) => `four-${n}` as const),
  "two-pair",
  "full-house",
  "low-straight",
  "high-straight",
  "lucky-7",
  "lucky-11",
];

const FIXED_LABELS: Partial<Record<CombinationId, string>> = {
  "two-pair": "Two pair",
  "full-house": "Full house",
  "low-straight": "Low straight",
  "high-straight": "High straight",
  "lucky-7": "Lucky 7",
  "lucky-11": "Lucky 11",
};

export function combinationLabel(id: CombinationId): string {
  const fixed = FIXED_LABELS[id];
  if (fixed) return fixed;
  const [kind, n] = id.split("-");
  const word = kind === "pair" ? "Pair of" : kind === "three" ? "Three" : "Four";
  return `${word} ${n}s`;
}

/** The sums of five dice that open a Lucky square. */
export const LUCKY_SUMS: Readonly<Record<number, CombinationId>> = { 7: "lucky-7", 11: "lucky-11" };
