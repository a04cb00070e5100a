// #/hodrudda: the set-up form, then the table. A link with ?players=… seats the table at once
// (see ../game-kit/seat-params.ts); ?ante=N sets the stake, ?quick=1 has computers take quick
// turns and ?seed=N pins the physics.
import { useState } from "react";
import type { ScreenProps } from "../routes";
import { hodruddaRules } from "../../games/hodrudda";
import { freshSlot, PlayerSetup, QuickTurnsOption, RulesButton, SaveGate,
  slotOf, seatsFromSave, useQuickTurns, type PlayerSpec, type SaveSlot } from "../game-kit";
import { intParam, seatsFromParams } from "../game-kit/seat-params";
import { HodruddaTable } from "./HodruddaTable";
import "../game-kit/dice-games.css";
import "../game-kit/dice-turn.css";
import "./hodrudda.css";

interface Session {
  readonly seats: readonly PlayerSpec[];
  readonly ante: number;
  /** Computer seats take quick turns (their throws come to rest at once, unseen). */
  readonly quick: boolean;
  readonly slot: SaveSlot;
}

const optionsFor = (seats: readonly PlayerSpec[], ante: number) => ({ players: seats.map((s) => s.name), options: { ante } });

const ANTES = [1, 2, 5, 10];

export default function HodruddaScreen({ params, seed }: ScreenProps) {
  const linkedAnte = intParam(params, "ante", 1, 100);
  const [ante, setAnte] = useState(linkedAnte ?? 1);
  const [quick, setQuick] = useQuickTurns(params);
  const [session, setSession] = useState<Session | null>(() => {
    const seats = seatsFromParams(params, 2, 6);
    return seats ? { seats, ante: linkedAnte ?? 1, quick, slot: freshSlot() } : null;
  });
  const saveId = params.get("save");
  const leave = () => {
    setSession(null);
    window.history.replaceState(null, "", "#/hodrudda");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  };

  if (session) {
    const { seats, ante, slot } = session;
    return <HodruddaTable key={slot.id} seats={seats} options={optionsFor(seats, ante)} quick={session.quick} seed={seed} slot={slot} onNewPlayers={leave} />;
  }
  if (saveId) {
    return (
      <SaveGate id={saveId} game="hodrudda" onFresh={leave}>
        {(save) => (
          <HodruddaTable
            key={save.id}
            seats={seatsFromSave(save)}
            options={save.log.options}
            quick={save.quick}
            seed={save.log.seed}
            slot={slotOf(save)}
            onNewPlayers={leave}
          />
        )}
      </SaveGate>
    );
  }
  return (
    <div className="game-setup">
      <PlayerSetup
        title="Hodrudda"
        strengths
        min={2}
        max={6}
        initial={2}
        onStart={(players) => setSession({ seats: players, ante, quick, slot: freshSlot() })}
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
        <QuickTurnsOption quick={quick} onQuick={setQuick} />
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
