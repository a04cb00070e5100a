// Each online game's table stage on a screen, dressed in the lobby's names and colours. A stage
// here differs from the server's (the kit's) only in colours and names, never in what it does
// to the dice, so every screen's poses stay the server's (server/every-game.test.ts plays each
// game with these stages and counts no correction).
import type { LobbyView } from "../../net/protocol";
import type { TableStage } from "../../table/stage";
import { rykestraStage } from "../../table/stages/rykestra";
import { playersOf } from "../../catalog/online";
import { rykestraDress } from "../rykestra/match";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ONLINE_STAGES: Readonly<Record<string, (lobby: LobbyView | null) => TableStage<any>>> = {
  rykestra: (lobby) => rykestraStage(rykestraDress(playersOf(lobby))),
};
