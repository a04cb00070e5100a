// The games that can be played online, each as its board on a mirrored session and its table
// stage dressed in the lobby's colours (board-stages.ts). A game joins by adding its entry here.
import { lazy, useEffect, useRef, useState, type ComponentType } from "react";
import type { LobbyView } from "../../net/protocol";
import type { OnlineTable, OnlineTableOptions } from "../../net/online-table";
import { KITS } from "../../runtime/games/index";
import type { GameSession } from "../../runtime/session";
import type { TableStage } from "../../table/stage";
import type { PlayerSpec } from "../game-kit";
import { ONLINE_STAGES } from "./board-stages";
import { CATALOG } from "../../catalog";
import { onlineStage, playersOf } from "../../catalog/online";
import { GAME_UI } from "../catalog";

export { playersOf };
import { RykestraMatch } from "../rykestra/match";
import { NORMAL_PACE } from "../rykestra/match-state";
import { RykestraTable } from "../rykestra/RykestraGame";
import type { RykestraMove, RykestraTable as RykestraTableState } from "../../games/rykestra/definition";
import "../game-kit/dice-turn.css";
import "../rykestra/rykestra.css";

type BoardProps = { session: GameSession<any, any>; players: readonly PlayerSpec[]; onLeave: () => void }; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface OnlineBoard {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly stage: (lobby: LobbyView | null) => TableStage<any>;
  readonly Component: ComponentType<BoardProps>;
}

/** Rykestra over the table's mirror: this screen's replay of each scored round, the server's game going on. */
function RykestraOnline({ session, players, onLeave }: BoardProps) {
  const [match, setMatch] = useState<RykestraMatch | null>(null);
  // One match per session (the lobby's names and colours are fixed once the game has started).
  const seated = useRef(players);
  useEffect(() => {
    const m = new RykestraMatch(seated.current, session as GameSession<RykestraTableState, RykestraMove>, NORMAL_PACE, false);
    setMatch(m);
    return () => m.dispose();
  }, [session]);
  if (!match) return null;
  const options = (session as GameSession<RykestraTableState, RykestraMove>).game.game.options;
  return <RykestraTable match={match} seats={players} options={options} onAgain={onLeave} onNewPlayers={onLeave} />;
}

/** Each game played online with a board: its stage in the lobby's dress, its board loaded when first shown. */
const catalogBoards = Object.fromEntries(
  CATALOG.flatMap((m) => {
    const board = GAME_UI[m.id]?.board;
    return m.online && board ? [[m.id, { stage: (lobby: LobbyView | null) => onlineStage(m, lobby), Component: lazy(board) }]] : [];
  }),
);

export const ONLINE_BOARDS: Readonly<Record<string, OnlineBoard>> = {
  ...catalogBoards,
  rykestra: {
    stage: ONLINE_STAGES.rykestra,
    Component: RykestraOnline,
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTable = OnlineTable<any, any>;

/** What an online table is built from on this page: the game's kit, and its stage dressed for the lobby. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ONLINE_PARTS: OnlineTableOptions<any, any> = {
  kit: (id) => KITS.find((k) => k.id === id),
  stage: (kit, lobby) => ONLINE_BOARDS[kit.id]?.stage(lobby) ?? kit.stage(),
};
