// What each Hooligan category is worth for a set of dice.

export type NumberCategory = 1 | 2 | 3 | 4 | 5 | 6;
export type HooliganCategory = NumberCategory | "H";

export const CATEGORIES: readonly HooliganCategory[] = [1, 2, 3, 4, 5, 6, "H"];
export const NUMBER_CATEGORIES: readonly NumberCategory[] = [1, 2, 3, 4, 5, 6];

/** A filled Hooligan (straight) is always worth this much; a missed attempt scores 0. */
export const HOOLIGAN_POINTS = 20;
export const ROUNDS = 7;
export const DICE = 5;
export const THROWS_PER_TURN = 3;

export const isNumberCategory = (c: HooliganCategory): c is NumberCategory => c !== "H";

export function isCategory(c: unknown): c is HooliganCategory {
  return c === "H" || (typeof c === "number" && Number.isInteger(c) && c >= 1 && c <= 6);
}

export const categoryLabel = (c: HooliganCategory): string => (c === "H" ? "Hooligan" : `${c}s`);

/** 1-2-3-4-5 or 2-3-4-5-6, in any order. */
export function isStraight(dice: readonly number[]): boolean {
  if (dice.length !== DICE) return false;
  const sorted = [...dice].sort((a, b) => a - b);
  const low = [1, 2, 3, 4, 5];
  const high = [2, 3, 4, 5, 6];
  return sorted.every((v, i) => v === low[i]) || sorted.every((v, i) => v === high[i]);
}

/** True when these kept values can still end up in a straight: all different, never both 1 and 6. */
export function canJoinStraight(values: readonly number[]): boolean {
  if (new Set(values).size !== values.length) return false;
  return !(values.includes(1) && values.includes(6));
}

export const countOf = (dice: readonly number[], n: number): number => dice.filter((d) => d === n).length;

/**
 * Points for a category. `banked` counts bonus dice already won this turn: each of them shows
 * the chosen number, so it scores like a die on the table.
 */
export function categoryPoints(category: HooliganCategory, dice: readonly number[], banked = 0): number {
  if (category === "H") return isStraight(dice) ? HOOLIGAN_POINTS : 0;
  return category * (banked + countOf(dice, category));
}
