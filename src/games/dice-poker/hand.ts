// Reading five dice as a poker hand: only its single best combination counts.
import { LUCKY_SUMS, type CombinationId, type Face } from "./combinations";

export type HandKind =
  | "five-of-a-kind"
  | "four-of-a-kind"
  | "full-house"
  | "straight"
  | "three-of-a-kind"
  | "two-pair"
  | "pair"
  | "nothing";

export interface HandReading {
  readonly kind: HandKind;
  /** The board combination of the best reading; null for five of a kind (wild) and for nothing. */
  readonly combination: CombinationId | null;
  readonly sum: number;
  /** The Lucky square this sum opens, if any. */
  readonly lucky: CombinationId | null;
}

export function readHand(dice: readonly number[]): HandReading {
  const sum = dice.reduce((a, b) => a + b, 0);
  const lucky = LUCKY_SUMS[sum] ?? null;
  const counts = new Map<number, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  // Faces by how many dice show them, most first.
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const [topFace, topCount] = groups[0];
  const second = groups[1]?.[1] ?? 0;
  const n = topFace as Face;
  const read = (kind: HandKind, combination: CombinationId | null): HandReading => ({ kind, combination, sum, lucky });

  if (topCount === 5) return read("five-of-a-kind", null);
  if (topCount === 4) return read("four-of-a-kind", `four-${n}`);
  if (topCount === 3 && second === 2) return read("full-house", "full-house");
  if (groups.length === 5) {
    if (!counts.has(6)) return read("straight", "low-straight");
    if (!counts.has(1)) return read("straight", "high-straight");
  }
  if (topCount === 3) return read("three-of-a-kind", `three-${n}`);
  if (topCount === 2 && second === 2) return read("two-pair", "two-pair");
  if (topCount === 2) return read("pair", `pair-${n}`);
  return read("nothing", null);
}
