// Five Thousand over an online table's session: the same board as at one screen.
import type { BoardProps } from "../catalog";
import { FiveThousandBoard } from "./FiveThousandTable";
import type { FiveThousandSession } from "./use-person-play";
import "../game-kit/dice-turn.css";
import "./five-thousand.css";

export default function FiveThousandOnline({ session, players, onLeave }: BoardProps) {
  return <FiveThousandBoard session={session as FiveThousandSession} seats={players} onNewPlayers={onLeave} />;
}
