// The games that can be played online, from the catalog: each as its board on a mirrored
// session (loaded when first shown) and its table stage dressed in the lobby's names and colours.
import { lazy, type ComponentType } from "react";
import type { LobbyView } from "../../net/protocol";
import type { OnlineTable, OnlineTableOptions } from "../../net/online-table";
import type { TableStage } from "../../table/stage";
import { CATALOG, gameModule } from "../../catalog";
import { onlineStage } from "../../catalog/online";
import { GAME_UI, type BoardProps } from "../catalog";

export { playersOf } from "../../catalog/online";

export interface OnlineBoard {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each board's stage is its own game's
  readonly stage: (lobby: LobbyView | null) => TableStage<any>;
  readonly Component: ComponentType<BoardProps>;
}

/** Each game played online with a board: its stage in the lobby's dress, its board loaded when first shown. */
export const ONLINE_BOARDS: Readonly<Record<string, OnlineBoard>> = Object.fromEntries(
  CATALOG.flatMap((m) => {
    const board = GAME_UI[m.id]?.board;
    return m.online && board ? [[m.id, { stage: (lobby: LobbyView | null) => onlineStage(m, lobby), Component: lazy(board) }]] : [];
  }),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the online table of whichever game the lobby holds
export type AnyTable = OnlineTable<any, any>;

/** What an online table is built from on this page: the game's module, and its stage dressed for the lobby. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parts of every game's online table, each module with its own types
export const ONLINE_PARTS: OnlineTableOptions<any, any> = {
  kit: gameModule,
  stage: onlineStage,
};
