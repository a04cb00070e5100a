// How the engines' sentences speak of a player. The seat named "You" (the default name for the
// person at the screen) is spoken to, not about: "You throw", "your turn ends", while any
// other name takes the third person: "Ana throws", "Ana's turn ends".

/** Whether a seat's name speaks of the person at the screen. */
export const isYou = (name: string): boolean => name.trim().toLowerCase() === "you";

/** The form of a verb agreeing with `name` as its subject: ("Ana", "throws", "throw") → "throws"; ("You", …) → "throw". */
export const verb = (name: string, third: string, second: string): string => (isYou(name) ? second : third);

/** "Ana's", or "Your" for the seat called You. */
export const possessive = (name: string): string => (isYou(name) ? "Your" : `${name}'s`);

/** Words placed inside a sentence: a leading "You" or "Your" loses its capital; other names keep theirs. */
export const midSentence = (words: string): string => words.replace(/^Your?\b/, (w) => w.toLowerCase());

/** Names joined as a sentence's subject: "Ana, Ben and you" ("You" capitalised only first). */
export function subjectList(names: readonly string[]): string {
  const list = names.map((n, i) => (i === 0 ? n : midSentence(n)));
  if (list.length <= 1) return list[0] ?? "";
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

/**
 * A finished game in words, the one sentence every screen, save and replay uses:
 * ("You", "with 1250") → "You win with 1250"; ("Ana") → "Ana wins…"; two or more → "Ana and you share the win…".
 */
export function winnersWords(names: readonly string[], how: string): string {
  const tail = how ? ` ${how}` : "";
  if (names.length === 1) return `${names[0]} ${verb(names[0], "wins", "win")}${tail}`;
  return `${subjectList(names)} share the win${tail}`;
}

/** Mends a result saved before winnersWords spoke to You ("You wins with 50" → "You win with 50"). */
export const mendSavedResult = (text: string): string => text.replace(/^You wins\b/, "You win").replace(/ and You share\b/, " and you share");
