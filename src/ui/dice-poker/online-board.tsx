// Dice Poker over an online table's session: the same board as at one screen, its sides the
// lobby's seats in order, side by side, each side in its first member's colour.
import { pokerSides } from "../../catalog/dice-poker";
import type { PlayerSpec } from "../../catalog/seats";
import type { BoardProps } from "../catalog";
import { PokerBoardScreen } from "./DicePokerScreen";
import type { PokerSideSpec } from "./sides";
import type { DicePokerSession } from "./use-poker-turn";
import "../game-kit/dice-turn.css";
import "./dice-poker.css";

/** Dice Poker's sides from the lobby's players. */
export function sidesOf(players: readonly PlayerSpec[]): PokerSideSpec[] {
  let at = 0;
  return pokerSides(players.map((p) => p.name)).map((side) => {
    const members = players.slice(at, (at += side.players.length));
    return { colour: members[0].colour, members: members.map((m) => ({ name: m.name, computer: m.computer })) };
  });
}

export default function DicePokerOnline({ session, players, onLeave }: BoardProps) {
  return <PokerBoardScreen session={session as DicePokerSession} sides={sidesOf(players)} onAgain={onLeave} onSetup={onLeave} />;
}
