// What every engine's setup checks of the players it is given, so a bad list is a refusal
// with a reason at the start rather than a crash, or a muddled table, later on.

const NUMBERS: Readonly<Record<number, string>> = { 2: "two", 3: "three", 4: "four" };

/** Why these names cannot seat a table of `game` (null when they can): too few or too many, blank, or shared. */
export function playerNamesProblem(names: unknown, game: string, min: number, max = Number.POSITIVE_INFINITY): string | null {
  if (!Array.isArray(names)) return `${game} needs a list of player names.`;
  const count = names.length;
  if (count < min || count > max) {
    if (min === 1 && count === 0) return `${game} needs at least one player.`;
    if (max === Number.POSITIVE_INFINITY) return `${game} needs at least ${NUMBERS[min] ?? min} players, not ${count}.`;
    return `${game} is for ${min} to ${max} players, not ${count}.`;
  }
  if (names.some((n) => typeof n !== "string" || n.trim().length === 0)) return "Every player needs a name.";
  const seen = new Map<string, string>();
  for (const name of names as string[]) {
    const key = name.trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) return `Two players share the name ${first}: give each their own.`;
    seen.set(key, name.trim());
  }
  return null;
}

/** True for a whole number no smaller than `min` (NaN and the infinities are not). */
export const isWholeAtLeast = (x: unknown, min: number): x is number =>
  typeof x === "number" && Number.isSafeInteger(x) && x >= min;
