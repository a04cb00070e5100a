// Each online game's table stage on a screen, dressed in the lobby's names and colours. A stage
// here differs from the server's (the kit's) only in colours and names, never in what it does
// to the dice, so every screen's poses stay the server's (server/every-game.test.ts plays each
// game with these stages and counts no correction).
import type { LobbyView } from "../../net/protocol";
import { pokerSides } from "../../net/table-options";
import type { TableStage } from "../../table/stage";
import { dicePokerStage } from "../../table/stages/dice-poker";
import { rykestraStage } from "../../table/stages/rykestra";
import type { PlayerSpec } from "../../catalog/seats";
import { playersOf } from "../../catalog/online";
import type { PokerSideSpec } from "../dice-poker/sides";
import { rykestraDress } from "../rykestra/match";

/** Dice Poker's sides from the lobby: seats in order, side by side; a side wears its first member's colour. */
export function sidesOf(players: readonly PlayerSpec[]): PokerSideSpec[] {
  let at = 0;
  return pokerSides(players.map((p) => p.name)).map((side) => {
    const members = players.slice(at, (at += side.players.length));
    return { colour: members[0].colour, members: members.map((m) => ({ name: m.name, computer: m.computer })) };
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ONLINE_STAGES: Readonly<Record<string, (lobby: LobbyView | null) => TableStage<any>>> = {
  "dice-poker": (lobby) => dicePokerStage({ colours: sidesOf(playersOf(lobby)).map((s) => s.colour) }),
  rykestra: (lobby) => rykestraStage(rykestraDress(playersOf(lobby))),
};
