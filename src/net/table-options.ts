// What an online table of each game may be, and the game options the server starts it with:
// the lobby's names in the game's own seat order, the game's own defaults (the full target,
// three rounds), and the few choices the host makes when making the table. Both ends read
// this: the set-up offers only these seat counts and the server refuses any other.
import type { DicePokerSideSetup } from "../games/dice-poker";
import { ONLINE_GAMES as CATALOG_GAMES, ONLINE_SEATS as CATALOG_SEATS, gameModule } from "../catalog";

/** Seat counts an online table of each game may have (a seat nobody takes is a computer's). */
export const ONLINE_SEATS: Readonly<Record<string, readonly number[]>> = {
  ...CATALOG_SEATS,
  // Two sides of one, three sides of one, two sides of two or of three.
  "dice-poker": [2, 3, 4, 6],
  rykestra: [3, 4, 5],
};

/** The games a table can be made for, with their names as the set-up shows them. */
export const ONLINE_GAMES: readonly { readonly id: string; readonly name: string }[] = [
  ...CATALOG_GAMES,
  { id: "dice-poker", name: "Dice Poker" },
  { id: "rykestra", name: "Rykestra" },
];

export type RykestraBoardChoice = "standard" | "corellian";

/** What the host chose beyond the seats. */
export interface TableChoices {
  /** Rykestra's mat. */
  readonly board?: RykestraBoardChoice;
}

/** Dice Poker's sides for `names.length` seats: seats in order, side by side. */
export function pokerSides(names: readonly string[]): DicePokerSideSetup[] {
  const count = names.length === 3 ? 3 : 2;
  const team = names.length / count;
  return Array.from({ length: count }, (_, i) => ({ name: `Side ${i + 1}`, players: names.slice(i * team, (i + 1) * team) }));
}

/** The options the server's game starts from; `seed` picks who goes first where the game lets a table choose. */
export function onlineOptions(game: string, names: readonly string[], seed: number, choices: TableChoices = {}): unknown {
  const players = [...names];
  const online = gameModule(game)?.online;
  if (online) return online.options(players, seed, choices);
  switch (game) {
    case "dice-poker":
      return { sides: pokerSides(players) };
    case "rykestra":
      return { players, firstPlayer: seed % players.length, options: { board: choices.board ?? "standard" } };
  }
  return { players };
}
