// Why the server would not make or join a table: a reason code (for metrics, logs and tests) and
// words a person reads. Both ends read this: the server writes "[code] words" as its error's
// message, the online page shows the words.

export const REFUSAL_CODES = [
  "bad-options",
  "tables-per-minute",
  "joins-per-minute",
  "open-tables",
  "server-tables",
  "server-seats",
  "server-memory",
  "draining",
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

const WORDS: Readonly<Record<RefusalCode, string>> = {
  "bad-options": "The game server refuses these table options",
  "tables-per-minute": "Too many tables were made from your address in the last minute: try again in a minute",
  "joins-per-minute": "Too many tables were joined from your address in the last minute: try again in a minute",
  "open-tables": "Your address has as many tables open as it may: finish or leave one first",
  "server-tables": "The game server is hosting as many tables as it can: try again later",
  "server-seats": "The game server has as many players as it can take: try again later",
  "server-memory": "The game server is too busy to make a table now: try again later",
  draining: "The game server is being updated and makes no new tables for now: try again in a minute",
};

/** The words for a reason, with a detail after a colon where one helps. */
export function refusalWords(code: RefusalCode, detail?: string): string {
  return detail ? `${WORDS[code]} (${detail})` : WORDS[code];
}

/** The error message the server sends for a refusal. */
export function refusalMessage(code: RefusalCode, detail?: string): string {
  return `[${code}] ${refusalWords(code, detail)}`;
}

/** A refusal read back from an error's message; null for any other error. */
export function readRefusal(message: string): { code: RefusalCode; words: string } | null {
  const m = /^\[([a-z-]+)\] (.*)$/s.exec(message);
  if (!m || !(REFUSAL_CODES as readonly string[]).includes(m[1])) return null;
  return { code: m[1] as RefusalCode, words: m[2] };
}
