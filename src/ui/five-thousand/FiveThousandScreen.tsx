// #/five-thousand: the set-up form with the table options, then the table. A link with
// ?players=… seats the table at once (see ../game-kit/seat-params.ts); ?target=N,
// ?minimum=N and ?recombine=1 set the options, ?quick=1 has computers take quick turns and
// ?seed=N pins the physics; ?save=ID resumes a saved game.
import { useState } from "react";
import type { ScreenProps } from "../routes";
import { DEFAULT_FIVE_THOUSAND_OPTIONS, fiveThousandRules, type FiveThousandOptions } from "../../games/five-thousand";
import { GameScreen, linkedTable, PlayerSetup, PlayOnline, QuickTurnsOption, RulesButton, useQuickTurns, type PlayerSpec } from "../game-kit";
import { flagParam, intParam, seatsFromParams } from "../game-kit/seat-params";
import { FiveThousandTable } from "./FiveThousandTable";
import "../game-kit/dice-games.css";
import "../game-kit/dice-turn.css";
import "./five-thousand.css";

const TARGETS = [5000, 3000, 2000, 1000];
const HOUSE_MINIMUM = 350;

function linkedOptions(params: URLSearchParams): FiveThousandOptions {
  return {
    target: intParam(params, "target", 50, 100000) ?? DEFAULT_FIVE_THOUSAND_OPTIONS.target,
    minimumToBank: intParam(params, "minimum", 0, 10000) ?? DEFAULT_FIVE_THOUSAND_OPTIONS.minimumToBank,
    recombine: flagParam(params, "recombine") ?? DEFAULT_FIVE_THOUSAND_OPTIONS.recombine,
  };
}

export default function FiveThousandScreen(screen: ScreenProps) {
  const { params } = screen;
  const [options, setOptions] = useState(() => linkedOptions(params));
  const [quick, setQuick] = useQuickTurns(params);
  return (
    <GameScreen<FiveThousandOptions>
      game="five-thousand"
      linked={() => linkedTable(seatsFromParams(params, 1, 6), () => linkedOptions(params), quick)}
      {...screen}
      fromSave={(save) => (save.log.options as { options: FiveThousandOptions }).options}
      table={(t, leave) => <FiveThousandTable seats={t.seats} options={t.options} quick={t.quick} seed={t.seed} slot={t.slot} onNewPlayers={leave} />}
      setup={(start) => <FiveThousandSetup options={options} onOptions={setOptions} quick={quick} onQuick={setQuick} onStart={(players) => start(players, options, quick)} />}
    />
  );
}

function FiveThousandSetup({ options, onOptions, quick, onQuick, onStart }: { options: FiveThousandOptions; onOptions: (o: FiveThousandOptions) => void; quick: boolean; onQuick: (quick: boolean) => void; onStart: (players: PlayerSpec[]) => void }) {
  const change = (c: Partial<FiveThousandOptions>) => onOptions({ ...options, ...c });
  const minimums = [...new Set([0, HOUSE_MINIMUM, options.minimumToBank])].sort((a, b) => a - b);
  return (
    <div className="game-setup">
      <PlayerSetup title="Five Thousand" strengths min={1} max={6} initial={2} onStart={onStart}>
        <legend>Table options</legend>
        <label className="setup__option">
          Play to
          <select value={options.target} onChange={(e) => change({ target: Number(e.target.value) })} aria-label="Play to">
            {[...new Set([...TARGETS, options.target])].sort((a, b) => b - a).map((t) => (
              <option key={t} value={t}>
                {t}
                {t === 5000 ? " (the usual game)" : ""}
              </option>
            ))}
          </select>
        </label>
        <label className="setup__option">
          Minimum to bank
          <select value={options.minimumToBank} onChange={(e) => change({ minimumToBank: Number(e.target.value) })} aria-label="Minimum to bank">
            {minimums.map((m) => (
              <option key={m} value={m}>
                {m === 0 ? "none" : m}
              </option>
            ))}
          </select>
        </label>
        <label className="setup__flag">
          <input type="checkbox" checked={options.recombine} onChange={(e) => change({ recombine: e.target.checked })} />
          <span>Recombine: dice set aside earlier in a turn may join later ones</span>
        </label>
        <QuickTurnsOption quick={quick} onQuick={onQuick} />
        <p className="setup__hint">
          With two or more players, each throws one die first: the highest goes last. Once anyone reaches the
          target, the round is finished so everybody has had the same number of turns.
        </p>
      </PlayerSetup>
      <div className="game-setup__rules">
        <PlayOnline game="five-thousand" /> New to Five Thousand? <RulesButton rules={fiveThousandRules} />
      </div>
    </div>
  );
}
