// Seeded randomness for everything physics decides by chance (throws for bots, nudges).
// mulberry32: 32-bit state, fast, and identical on every JavaScript engine.
import { exactCos, exactLog, exactSin } from "../geometry/exact-math";

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [0, n). */
  int(n: number): number;
  /** A standard normal sample (Box–Muller). */
  normal(): number;
  /** The generator's whole state, as plain data (a 32-bit integer) for saves and replays. */
  state(): number;
  /** Puts the generator back to a state `state()` returned. */
  restore(state: number): void;
}

/** Folds any string or number into a 32-bit seed, so seeds can be names ("game-42"). */
export function seedOf(seed: number | string): number {
  if (typeof seed === "number" && Number.isInteger(seed)) return seed >>> 0;
  const text = String(seed);
  let h = 2166136261; // FNV-1a
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  let state = seedOf(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (n) => Math.floor(next() * n),
    normal: () => {
      const u = 1 - next(); // (0, 1]: log stays finite
      return Math.sqrt(-2 * exactLog(u)) * exactCos(2 * Math.PI * next());
    },
    state: () => state,
    restore: (s) => {
      state = s >>> 0;
    },
  };
}

/** A uniformly random rotation (Shoemake's method), as [x, y, z, w]. */
export function randomQuaternion(rng: Rng): [number, number, number, number] {
  const u1 = rng.next();
  const u2 = rng.next() * 2 * Math.PI;
  const u3 = rng.next() * 2 * Math.PI;
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  return [a * exactSin(u2), a * exactCos(u2), b * exactSin(u3), b * exactCos(u3)];
}
