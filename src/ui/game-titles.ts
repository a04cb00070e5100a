// Each game's name as players read it, by game id (saves, replays and links name games by id).
import { GAME_TITLES as CATALOG_TITLES } from "../catalog";

export const GAME_TITLES: Readonly<Record<string, string>> = {
  ...CATALOG_TITLES,
  "rykestra-practice": "Rykestra practice",
  "free-roll": "Free Roll",
};

export const gameTitle = (id: string): string => GAME_TITLES[id] ?? id;
