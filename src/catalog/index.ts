// The one catalog of games: every list of games in the app, the server, saves, replays, the
// scripts and the tests is derived from CATALOG (lists.ts). To add a game, write its module
// (game-module.ts) and list it here; its screen and icon go in src/ui/catalog.ts.
import type { AnyGameModule } from "./game-module";
import { onlineGamesOf, onlineOptionsOf, onlineSeatsOf, replayGamesOf, saveRoutesOf, savedGamesOf, titlesOf } from "./lists";
import { hodrudda } from "./hodrudda";
import { fiveThousand } from "./five-thousand";
import { hooligan } from "./hooligan";
import { dicePoker } from "./dice-poker";
import { rykestra } from "./rykestra";
import { rykestraPractice } from "./rykestra-practice";
import { freeRoll } from "./free-roll";

/** Every game, in the order the home page lists them. */
export const CATALOG: readonly AnyGameModule[] = [rykestra, rykestraPractice, hodrudda, fiveThousand, hooligan, dicePoker, freeRoll];

/** The module of a game id, or undefined for a game this app does not know. */
export const gameModule = (id: string): AnyGameModule | undefined => CATALOG.find((m) => m.id === id);

export const GAME_TITLES = titlesOf(CATALOG);
export const gameTitle = (id: string): string => GAME_TITLES[id] ?? id;
export const SAVED_GAMES = savedGamesOf(CATALOG);
export const SAVE_ROUTES = saveRoutesOf(CATALOG);
export const REPLAY_GAMES = replayGamesOf(CATALOG);
export const ONLINE_SEATS = onlineSeatsOf(CATALOG);
export const ONLINE_GAMES = onlineGamesOf(CATALOG);
export const onlineOptions = onlineOptionsOf(CATALOG);
