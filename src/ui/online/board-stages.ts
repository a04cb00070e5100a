// Each online game's table stage on a screen, dressed in the lobby's names and colours. A stage
// here differs from the server's (the kit's) only in colours and names, never in what it does
// to the dice, so every screen's poses stay the server's (server/every-game.test.ts plays each
// game with these stages and counts no correction).
import type { LobbyView } from "../../net/protocol";
import { pokerSides } from "../../net/table-options";
import type { TableStage } from "../../table/stage";
import { hodruddaStage } from "../../table/stages/hodrudda";
import { fiveThousandStage } from "../../table/stages/five-thousand";
import { hooliganStage } from "../../table/stages/hooligan";
import { dicePokerStage } from "../../table/stages/dice-poker";
import { rykestraStage } from "../../table/stages/rykestra";
import { SEAT_COLOURS, type PlayerSpec } from "../game-kit/players";
import type { PokerSideSpec } from "../dice-poker/sides";
import { rykestraDress } from "../rykestra/match";

/** Lobby seats as the game's player specs (computers for seats nobody took). */
export function playersOf(lobby: LobbyView | null): PlayerSpec[] {
  return (lobby?.seats ?? []).map((s, i) => ({
    name: s.kind === "person" ? s.name : `Computer ${i + 1}`,
    colour: SEAT_COLOURS.find((c) => c.body === s.colour) ?? SEAT_COLOURS[i % SEAT_COLOURS.length],
    computer: s.kind !== "person",
  }));
}

/** Dice Poker's sides from the lobby: seats in order, side by side; a side wears its first member's colour. */
export function sidesOf(players: readonly PlayerSpec[]): PokerSideSpec[] {
  let at = 0;
  return pokerSides(players.map((p) => p.name)).map((side) => {
    const members = players.slice(at, (at += side.players.length));
    return { colour: members[0].colour, members: members.map((m) => ({ name: m.name, computer: m.computer })) };
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one entry per game, each stage over its own game's table
export const ONLINE_STAGES: Readonly<Record<string, (lobby: LobbyView | null) => TableStage<any>>> = {
  hodrudda: (lobby) => hodruddaStage(playersOf(lobby).map((p) => p.colour)),
  "five-thousand": (lobby) => {
    const players = playersOf(lobby);
    return fiveThousandStage({ colours: players.map((p) => p.colour), names: players.map((p) => p.name) });
  },
  hooligan: (lobby) => hooliganStage({ colours: playersOf(lobby).map((p) => p.colour) }),
  "dice-poker": (lobby) => dicePokerStage({ colours: sidesOf(playersOf(lobby)).map((s) => s.colour) }),
  rykestra: (lobby) => rykestraStage(rykestraDress(playersOf(lobby))),
};
