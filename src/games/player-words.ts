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
