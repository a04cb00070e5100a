// A game's table online, as a screen sees it: the lobby's seats as players, and the game's stage
// dressed in the lobby's names and colours. A stage here differs from the server's plain one only
// in colours and names, never in what it does to the dice, so every screen's poses stay the
// server's (server/every-game.test.ts plays each game with these stages and counts no correction).
import type { LobbyView } from "../net/protocol";
import type { PlainMove } from "../games/definition";
import type { GameKit } from "../runtime/session/kit";
import type { TableStage } from "../table/stage";
import { SEAT_COLOURS, type PlayerSpec } from "./seats";

/** Lobby seats as the game's player specs (computers for seats nobody took). */
export function playersOf(lobby: LobbyView | null): PlayerSpec[] {
  return (lobby?.seats ?? []).map((s, i) => ({
    name: s.kind === "person" ? s.name : `Computer ${i + 1}`,
    colour: SEAT_COLOURS.find((c) => c.body === s.colour) ?? SEAT_COLOURS[i % SEAT_COLOURS.length],
    computer: s.kind !== "person",
  }));
}

/** The kit's stage in the lobby's names and colours (who is a computer is the server's business: not passed). */
export const onlineStage = <S, M extends PlainMove>(kit: GameKit<S, M>, lobby: LobbyView | null): TableStage<S> =>
  kit.stage(playersOf(lobby).map(({ name, colour }) => ({ name, colour })));
