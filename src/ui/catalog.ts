// The screen side of the catalog (src/catalog/): each game's picture, its lazily loaded screen
// and online board, and any further screens it has, by game id. The pure module says what the
// game is; this says how it looks. Nothing here loads a game's screen until it is shown.
import type { ComponentType, ReactNode } from "react";
import type { GameSession } from "../runtime/session";
import type { PlayerSpec } from "../catalog/seats";
import type { BoardChoice } from "../catalog/game-module";
import type { PlainMove } from "../games/definition";
import type { Framing } from "../scene/CameraRig";
import type { RouteEntry, ScreenModule } from "./routes";
import { rykestraUi } from "./rykestra/entry";
import { rykestraPracticeUi } from "./rykestra/practice/entry";
import { hodruddaUi } from "./hodrudda/entry";
import { fiveThousandUi } from "./five-thousand/entry";
import { hooliganUi } from "./hooligan/entry";
import { dicePokerUi } from "./dice-poker/entry";
import { freeRollUi } from "./free-roll/entry";

/** What an online board receives: the session mirroring the server's table, and the lobby's players. */
export interface BoardProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen's entry takes whichever game's session it is given
  readonly session: GameSession<any, any>;
  readonly players: readonly PlayerSpec[];
  readonly onLeave: () => void;
}

export interface GameUi {
  /** The home page card's picture: SVG contents in a 64×64 box. */
  readonly picture: ReactNode;
  /** The game's screen, at the module's route. */
  readonly load: () => Promise<ScreenModule>;
  /** Its board over an online table's session (games played online). */
  readonly board?: () => Promise<{ default: ComponentType<BoardProps> }>;
  /** Further screens of the game (practice's drills, skills test…). */
  readonly routes?: readonly RouteEntry[];
  /** How its replays dress the table (absent: the plain tray, the layout's own camera). */
  readonly replay?: ReplayDress;
}

export interface ReplayDress {
  /** The painted mat a record's options name. */
  readonly mat: (options: unknown) => BoardChoice;
  /** The camera as the game frames it, following the replayed session (a hook: called on every render of one replay). */
  readonly useFraming?: (session: GameSession<unknown, PlainMove>) => Framing;
  /** What the record's own screen drew on the table that the log does not hold (a daily challenge's goal), or null. */
  readonly marks?: (source: { readonly options: unknown; readonly daily?: string }) => ReactNode;
}

export const GAME_UI: Readonly<Record<string, GameUi>> = {
  rykestra: rykestraUi,
  "rykestra-practice": rykestraPracticeUi,
  hodrudda: hodruddaUi,
  "five-thousand": fiveThousandUi,
  hooligan: hooliganUi,
  "dice-poker": dicePokerUi,
  "free-roll": freeRollUi,
};
