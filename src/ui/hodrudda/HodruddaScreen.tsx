// #/hodrudda: the set-up form, then the table. A link with ?players=… seats the table at once
// (see ../game-kit/seat-params.ts); ?ante=N sets the stake, ?quick=1 has computers take quick
// turns and ?seed=N pins the physics.
import { useState } from "react";
import type { ScreenProps } from "../routes";
import { hodruddaRules } from "../../games/hodrudda";
import { GameScreen, linkedTable, PlayerSetup, QuickTurnsOption, RulesButton, useQuickTurns, type PlayerSpec } from "../game-kit";
import { intParam, seatsFromParams } from "../game-kit/seat-params";
import { HodruddaTable } from "./HodruddaTable";
import "../game-kit/dice-games.css";
import "../game-kit/dice-turn.css";
import "./hodrudda.css";

const optionsFor = (seats: readonly PlayerSpec[], ante: number) => ({ players: seats.map((s) => s.name), options: { ante } });

const ANTES = [1, 2, 5, 10];

export default function HodruddaScreen(screen: ScreenProps) {
  const { params } = screen;
  const linkedAnte = intParam(params, "ante", 1, 100);
  const [ante, setAnte] = useState(linkedAnte ?? 1);
  const [quick, setQuick] = useQuickTurns(params);
  return (
    <GameScreen<unknown>
      game="hodrudda"
      linked={() => linkedTable(seatsFromParams(params, 2, 6), (seats) => optionsFor(seats, linkedAnte ?? 1), quick)}
      {...screen}
      fromSave={(save) => save.log.options}
      table={(t, leave) => <HodruddaTable seats={t.seats} options={t.options} quick={t.quick} seed={t.seed} slot={t.slot} onNewPlayers={leave} />}
      setup={(start) => <HodruddaSetup ante={ante} onAnte={setAnte} quick={quick} onQuick={setQuick} onStart={(players) => start(players, optionsFor(players, ante), quick)} />}
    />
  );
}

function HodruddaSetup({ ante, onAnte, quick, onQuick, onStart }: { ante: number; onAnte: (ante: number) => void; quick: boolean; onQuick: (quick: boolean) => void; onStart: (players: PlayerSpec[]) => void }) {
  return (
    <div className="game-setup">
      <PlayerSetup
        title="Hodrudda"
        strengths
        min={2}
        max={6}
        initial={2}
        onStart={onStart}
      >
        <legend>Stakes</legend>
        <label className="setup__option">
          Ante per game
          <select value={ante} onChange={(e) => onAnte(Number(e.target.value))} aria-label="Ante per game">
            {[...new Set([...ANTES, ante])].sort((a, b) => a - b).map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? "chip" : "chips"}
              </option>
            ))}
          </select>
        </label>
        <QuickTurnsOption quick={quick} onQuick={onQuick} />
        <p className="setup__hint">
          Every player pays the ante into the pot before each game. Hit 30 exactly to take it at once; if everybody
          busts, the pot waits for the next game.
        </p>
      </PlayerSetup>
      <div className="game-setup__rules">
        <a className="button" href="#/online?game=hodrudda" data-testid="play-online">
          Play online
        </a>{" "}
        New to Hodrudda? <RulesButton rules={hodruddaRules} />
      </div>
    </div>
  );
}
