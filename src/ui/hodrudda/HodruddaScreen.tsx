// #/hodrudda: the set-up form, then the table. A link with ?players=… seats the table at once
// (see ../game-kit/seat-params.ts); ?ante=N sets the stake and ?seed=N pins the physics.
import { useState } from "react";
import type { ScreenProps } from "../routes";
import { hodruddaRules } from "../../games/hodrudda";
import { PlayerSetup, RulesButton, type PlayerSpec } from "../game-kit";
import { intParam, seatsFromParams } from "../game-kit/seat-params";
import { HodruddaTable } from "./HodruddaTable";
import "../game-kit/dice-games.css";
import "./hodrudda.css";

interface Session {
  readonly id: number;
  readonly seats: readonly PlayerSpec[];
  readonly ante: number;
}

const ANTES = [1, 2, 5, 10];

export default function HodruddaScreen({ params, seed }: ScreenProps) {
  const linkedAnte = intParam(params, "ante", 1, 100);
  const [ante, setAnte] = useState(linkedAnte ?? 1);
  const [session, setSession] = useState<Session | null>(() => {
    const seats = seatsFromParams(params, 2, 6);
    return seats ? { id: 1, seats, ante: linkedAnte ?? 1 } : null;
  });

  if (session) {
    return <HodruddaTable key={session.id} seats={session.seats} ante={session.ante} seed={seed} onNewPlayers={() => setSession(null)} />;
  }
  return (
    <div className="game-setup">
      <PlayerSetup
        title="Hodrudda"
        strengths
        min={2}
        max={6}
        initial={2}
        onStart={(players) => setSession({ id: Date.now(), seats: players, ante })}
      >
        <legend>Stakes</legend>
        <label className="setup__option">
          Ante per game
          <select value={ante} onChange={(e) => setAnte(Number(e.target.value))} aria-label="Ante per game">
            {[...new Set([...ANTES, ante])].sort((a, b) => a - b).map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? "chip" : "chips"}
              </option>
            ))}
          </select>
        </label>
        <p className="setup__hint">
          Every player pays the ante into the pot before each game. Hit 30 exactly to take it at once; if everybody
          busts, the pot waits for the next game.
        </p>
      </PlayerSetup>
      <div className="game-setup__rules">
        New to Hodrudda? <RulesButton rules={hodruddaRules} />
      </div>
    </div>
  );
}
