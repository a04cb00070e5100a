// #/rykestra: the set-up form (players, board, table options), then the game.
// ?seed=N pins the physics; ?pace=fast settles each throw at once instead of showing it roll
// (the physics still decides every die) and shortens the pauses — for quick games and tests.
import { useState } from "react";
import { DEFAULT_OPTIONS, RYKESTRA_RULES, type RykestraOptions } from "../../games/rykestra";
import { PlayerSetup, PlayOnline, RulesButton, type PlayerSpec } from "../game-kit";
import type { ScreenProps } from "../routes";
import { FAST_PACE, NORMAL_PACE } from "./match-state";
import { RykestraGame } from "./RykestraGame";
import { RykestraOptionsForm } from "./RykestraOptionsForm";
import { ZoneDiagram } from "./ZoneDiagram";
import "./rykestra.css";

interface Session {
  readonly id: number;
  readonly seats: readonly PlayerSpec[];
  readonly options: RykestraOptions;
}

export default function RykestraScreen({ params, seed }: ScreenProps) {
  const [options, setOptions] = useState<RykestraOptions>(DEFAULT_OPTIONS);
  const [session, setSession] = useState<Session | null>(null);
  const pace = params.get("pace") === "fast" ? FAST_PACE : NORMAL_PACE;

  if (session) {
    return (
      <RykestraGame
        key={session.id}
        seats={session.seats}
        options={session.options}
        seed={seed}
        pace={pace}
        onAgain={() => setSession({ ...session, id: session.id + 1 })}
        onNewPlayers={() => setSession(null)}
      />
    );
  }
  return (
    <div className="ryk-setup">
      <PlayerSetup title="Rykestra" min={3} max={5} initial={3} onStart={(players) => setSession({ id: 1, seats: players, options })}>
        <RykestraOptionsForm options={options} onChange={setOptions} />
      </PlayerSetup>
      <div className="ryk-setup__rules">
        New to Rykestra? <RulesButton rules={RYKESTRA_RULES} diagram={<ZoneDiagram reading={options.zoneReading} />} />
        <a className="button" href="#/rykestra/practice">
          Practise throws
        </a>
        <PlayOnline game="rykestra" />
      </div>
    </div>
  );
}
