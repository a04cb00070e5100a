// Hooligan over an online table's session: the same board as at one screen.
import type { BoardProps } from "../catalog";
import { HooliganBoard } from "./HooliganScreen";
import type { HooliganSession } from "./use-hooligan-turn";
import "../game-kit/dice-turn.css";
import "./hooligan.css";

export default function HooliganOnline({ session, players, onLeave }: BoardProps) {
  return <HooliganBoard session={session as HooliganSession} seats={players} onAgain={onLeave} onSetup={onLeave} />;
}
