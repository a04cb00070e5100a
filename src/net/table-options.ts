// What an online table of each game may be, and the game options the server starts it with:
// the lobby's names in the game's own seat order, the game's own defaults (the full target,
// three rounds), and the few choices the host makes when making the table. Both ends read
// this: the set-up offers only these seat counts and the server refuses any other.
import { ONLINE_GAMES as CATALOG_GAMES, ONLINE_SEATS as CATALOG_SEATS, gameModule } from "../catalog";

/** Seat counts an online table of each game may have (a seat nobody takes is a computer's). */
export const ONLINE_SEATS: Readonly<Record<string, readonly number[]>> = {
  ...CATALOG_SEATS,
  rykestra: [3, 4, 5],
};

/** The games a table can be made for, with their names as the set-up shows them. */
export const ONLINE_GAMES: readonly { readonly id: string; readonly name: string }[] = [
  ...CATALOG_GAMES,
  { id: "rykestra", name: "Rykestra" },
];

export type RykestraBoardChoice = "standard" | "corellian";

/** What the host chose beyond the seats. */
export interface TableChoices {
  /** Rykestra's mat. */
  readonly board?: RykestraBoardChoice;
}

/** The options the server's game starts from; `seed` picks who goes first where the game lets a table choose. */
export function onlineOptions(game: string, names: readonly string[], seed: number, choices: TableChoices = {}): unknown {
  const players = [...names];
  const online = gameModule(game)?.online;
  if (online) return online.options(players, seed, choices);
  switch (game) {
    case "rykestra":
      return { players, firstPlayer: seed % players.length, options: { board: choices.board ?? "standard" } };
  }
  return { players };
}
