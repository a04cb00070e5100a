// #/rykestra: the set-up form (players, board, table options), then the game.
// ?seed=N pins the physics; ?pace=fast settles each throw at once instead of showing it roll
// (the physics still decides every die) and shortens the pauses — for quick games and tests.
// ?players=Ana,Ben,Cy&computers=2,3:strong seats a table straight away (seat-params.ts);
// &board=corellian picks the Corellian mat; ?save=ID resumes a saved game (at the pace it was played).
import { useState } from "react";
import { DEFAULT_OPTIONS, RYKESTRA_RULES, type RykestraOptions } from "../../games/rykestra";
import { freshSlot, leaveSavedGame, PlayerSetup, PlayOnline, RulesButton, SaveGate,
  slotOf, seatsFromSave, type PlayerSpec, type SaveSlot } from "../game-kit";
import { seatsFromParams } from "../game-kit/seat-params";
import type { ScreenProps } from "../routes";
import { FAST_PACE, NORMAL_PACE } from "./match-state";
import { RykestraGame } from "./RykestraGame";
import { RykestraOptionsForm } from "./RykestraOptionsForm";
import { ZoneDiagram } from "./ZoneDiagram";
import "./rykestra.css";

interface Session {
  readonly seats: readonly PlayerSpec[];
  readonly options: RykestraOptions;
  readonly slot: SaveSlot;
}

export default function RykestraScreen({ params, seed }: ScreenProps) {
  const [options, setOptions] = useState<RykestraOptions>(() =>
    params.get("board") === "corellian" ? { ...DEFAULT_OPTIONS, board: "corellian" } : DEFAULT_OPTIONS,
  );
  const [session, setSession] = useState<Session | null>(() => {
    const seats = seatsFromParams(params, 3, 5);
    return seats ? { seats, options, slot: freshSlot() } : null;
  });
  const pace = params.get("pace") === "fast" ? FAST_PACE : NORMAL_PACE;
  const saveId = params.get("save");
  const leave = () => {
    setSession(null);
    leaveSavedGame("/rykestra");
  };

  if (session) {
    return (
      <RykestraGame
        key={session.slot.id}
        seats={session.seats}
        options={session.options}
        seed={seed}
        pace={pace}
        slot={session.slot}
        onAgain={() => setSession({ ...session, slot: freshSlot() })}
        onNewPlayers={leave}
      />
    );
  }
  if (saveId) {
    return (
      <SaveGate id={saveId} game="rykestra" onFresh={leave}>
        {(save) => {
          const seats = seatsFromSave(save);
          const saved = (save.log.options as { options: RykestraOptions }).options;
          return (
            <RykestraGame
              key={save.id}
              seats={seats}
              options={saved}
              seed={save.log.seed}
              pace={save.quick ? FAST_PACE : NORMAL_PACE}
              slot={slotOf(save)}
              onAgain={() => setSession({ seats, options: saved, slot: freshSlot() })}
              onNewPlayers={leave}
            />
          );
        }}
      </SaveGate>
    );
  }
  return (
    <div className="ryk-setup">
      <PlayerSetup title="Rykestra" min={3} max={5} initial={3} strengths onStart={(players) => setSession({ seats: players, options, slot: freshSlot() })}>
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
