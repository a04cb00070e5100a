// Hodrudda over an online table's session: the same board as at one screen.
import type { BoardProps } from "../catalog";
import { HodruddaBoard, type HodruddaSession } from "./HodruddaTable";
import "../game-kit/dice-turn.css";
import "./hodrudda.css";

export default function HodruddaOnline({ session, players, onLeave }: BoardProps) {
  return <HodruddaBoard session={session as HodruddaSession} seats={players} onNewPlayers={onLeave} />;
}
