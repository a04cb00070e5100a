// The games that can be played online, each as its board on a mirrored session and the table
// stage dressed in the lobby's colours. A game joins by adding its entry here.
import type { ComponentType } from "react";
import type { LobbyView } from "../../net/protocol";
import type { GameSession } from "../../runtime/session";
import type { TableStage } from "../../table/stage";
import { hodruddaStage } from "../../table/stages/hodrudda";
import { SEAT_COLOURS, type PlayerSpec } from "../game-kit";
import { HodruddaBoard, type HodruddaSession } from "../hodrudda/HodruddaTable";

export interface OnlineBoard {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly stage: (lobby: LobbyView | null) => TableStage<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly Component: ComponentType<{ session: GameSession<any, any>; players: readonly PlayerSpec[]; onLeave: () => void }>;
}

/** Lobby seats as the game's player specs (computers for seats nobody took). */
export function playersOf(lobby: LobbyView | null): PlayerSpec[] {
  return (lobby?.seats ?? []).map((s, i) => ({
    name: s.kind === "person" ? s.name : `Computer ${i + 1}`,
    colour: SEAT_COLOURS.find((c) => c.body === s.colour) ?? SEAT_COLOURS[i % SEAT_COLOURS.length],
    computer: s.kind !== "person",
  }));
}

export const ONLINE_BOARDS: Readonly<Record<string, OnlineBoard>> = {
  hodrudda: {
    stage: (lobby) => hodruddaStage(playersOf(lobby).map((p) => p.colour)),
    Component: ({ session, players, onLeave }) => <HodruddaBoard session={session as HodruddaSession} seats={players} onNewPlayers={onLeave} />,
  },
};
