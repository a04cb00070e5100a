// Rykestra over an online table's mirror: this screen's replay of each scored round, the
// server's game going on.
import { useEffect, useRef, useState } from "react";
import type { RykestraMove, RykestraTable as RykestraTableState } from "../../games/rykestra/definition";
import type { GameSession } from "../../runtime/session/session";
import type { BoardProps } from "../catalog";
import { RykestraMatch } from "./match";
import { NORMAL_PACE } from "./match-state";
import { RykestraTable } from "./RykestraGame";
import "../game-kit/dice-turn.css";
import "./rykestra.css";

export default function RykestraOnline({ session, players, onLeave }: BoardProps) {
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
