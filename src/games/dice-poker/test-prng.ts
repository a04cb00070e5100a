// A tiny seeded generator (mulberry32) so property tests replay exactly.
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const dieFrom = (random: () => number) => 1 + Math.floor(random() * 6);
export const diceFrom = (random: () => number, count: number) => Array.from({ length: count }, () => dieFrom(random));
export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
