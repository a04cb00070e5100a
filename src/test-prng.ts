// Seeded randomness for tests in every layer, so a failing random game or shape replays exactly.
// Only tests use it: a die in play always takes its value from a settled physics snapshot.

/** mulberry32: a small 32-bit seeded generator returning numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A six-sided die's face, 1 to 6, from one draw. */
export const dieFrom = (random: () => number): number => 1 + Math.floor(random() * 6);

export const diceFrom = (random: () => number, count: number): number[] =>
  Array.from({ length: count }, () => dieFrom(random));

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
