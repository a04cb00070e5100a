// The screen side of the catalog (src/catalog/): each game's picture, its lazily loaded screen
// and online board, and any further screens it has, by game id. The pure module says what the
// game is; this says how it looks. Nothing here loads a game's screen until it is shown.
import type { GameUi } from "./screen-types";
import { rykestraUi } from "./rykestra/entry";
import { rykestraPracticeUi } from "./rykestra/practice/entry";
import { hodruddaUi } from "./hodrudda/entry";
import { fiveThousandUi } from "./five-thousand/entry";
import { hooliganUi } from "./hooligan/entry";
import { dicePokerUi } from "./dice-poker/entry";
import { freeRollUi } from "./free-roll/entry";

export type { BoardProps, GameUi, ReplayDress } from "./screen-types";

export const GAME_UI: Readonly<Record<string, GameUi>> = {
  rykestra: rykestraUi,
  "rykestra-practice": rykestraPracticeUi,
  hodrudda: hodruddaUi,
  "five-thousand": fiveThousandUi,
  hooligan: hooliganUi,
  "dice-poker": dicePokerUi,
  "free-roll": freeRollUi,
};
