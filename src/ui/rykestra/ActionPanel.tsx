// What the person at the table can do now: throw the sector dice, place the Kinzo marker,
// throw a D10 (flick, keyboard aim, or "Throw for me"), or step through the capture replay.
import { useEffect } from "react";
import { sectorsOfColour, type SectorId } from "../../geometry/mat";
import { handOf } from "../../games/rykestra";
import type { TableController } from "../../table/table-controller";
import { AimPad } from "../game-kit/AimPad";
import type { PlayerSpec } from "../game-kit";
import type { RykestraMatch } from "./match";
import type { MatchView } from "./match-state";
import { sectorName } from "../../games/rykestra/words";

function ReplayControls({ match, view }: { match: RykestraMatch; view: MatchView }) {
  const stage = view.stage;
  const over = view.game.phase === "over";
  // "N" steps the replay from anywhere on the page (not while typing).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
      if (e.key === "n" || e.key === "N") match.nextBeat();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [match]);
  if (stage.kind !== "resolving") return null;
  const last = stage.index >= stage.beats.length - 1;
  return (
    <div className="ryk-replay">
      <p className="ryk-replay__step" aria-live="polite" data-testid="beat-text">
        <span className="ryk-muted">
          Step {stage.index + 1} of {stage.beats.length}
        </span>
        <br />
        {stage.beats[stage.index].text}
      </p>
      {/* Keyed apart so a click meant for Next can never land on Next round as the replay ends. */}
      {last ? (
        <div className="button-row" key="last">
          <button type="button" className="button button--primary" onClick={() => match.nextRound()} data-testid="next-round" autoFocus>
            {over ? "See the final scores" : "Next round"}
          </button>
        </div>
      ) : (
        <div className="button-row" key="steps">
          <button type="button" className="button button--primary" onClick={() => match.nextBeat()} data-testid="beat-next" aria-keyshortcuts="N">
            Next <kbd>N</kbd>
          </button>
          <button type="button" className="button" onClick={() => match.togglePlaying()} aria-pressed={!stage.playing}>
            {stage.playing ? "Pause" : "Play"}
          </button>
          <button type="button" className="button" onClick={() => match.skipResolution()} data-testid="beat-skip">
            Skip to the scores
          </button>
        </div>
      )}
    </div>
  );
}

/** A computer seat planning its throw: how far it has got, as the planner reports it. */
function Planning({ name, progress }: { name: string; progress: number | null }) {
  const percent = progress === null ? null : Math.round(100 * progress);
  return (
    <div className="ryk-planning" data-testid="computer-thinking">
      <p className="ryk-muted">
        {percent === null ? `${name} is sizing up the mat…` : `${name} is trying throws on a copy of the table… ${percent} %`}
      </p>
      <progress
        className="ryk-planning__bar"
        max={100}
        value={percent ?? undefined}
        aria-label={`${name}'s planning`}
        data-testid="planning-progress"
        data-progress={percent ?? ""}
      />
    </div>
  );
}

export function ActionPanel({ match, view, controller, seats }: { match: RykestraMatch; view: MatchView; controller: TableController; seats: readonly PlayerSpec[] }) {
  const { stage, game } = view;
  const first = seats[game.firstPlayer];

  if (stage.kind === "sector-ready") {
    if (first.computer || !match.playsHere(game.firstPlayer)) return <p className="ryk-muted">{first.name} is about to throw the sector dice…</p>;
    return (
      <div>
        <p className="ryk-hint">The sector dice decide this round's bonus. Drag them in the side tray, or:</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => match.throwForMe()} data-testid="throw-sector">
            Throw the sector dice
          </button>
        </div>
      </div>
    );
  }
  if (stage.kind === "sector-rolling") return <p className="ryk-muted">The sector dice are rolling…</p>;
  if (stage.kind === "marker" && !match.playsHere(game.firstPlayer)) return <p className="ryk-muted">{first.name} is placing the Kinzo marker…</p>;
  if (stage.kind === "marker") {
    const options: readonly SectorId[] = sectorsOfColour(stage.reading.chance === "red" ? "red" : "blue");
    return (
      <div>
        <p>
          The Kinzo shows <strong>{stage.reading.kinzo}</strong>: {stage.reading.chance} sectors score +{stage.reading.kinzo}. {first.name},
          put the Kinzo marker in one of them — it stays on the mat as an obstacle.
        </p>
        <div className="button-row">
          {options.map((id) => (
            <button key={id} type="button" className="button" onClick={() => match.chooseMarker(id)} data-testid={`marker-${id}`}>
              {sectorName("standard", id).replace(/^the /, "").replace(/^./, (c) => c.toUpperCase())}
            </button>
          ))}
        </div>
      </div>
    );
  }
  if (stage.kind === "placing") return <p className="ryk-muted">{first.name} is placing the Kinzo marker…</p>;
  if (stage.kind === "turn") {
    const seat = seats[stage.seat];
    if (seat.computer) return <Planning name={seat.name} progress={stage.progress ?? null} />;
    if (!match.playsHere(stage.seat)) return <p className="ryk-muted">{seat.name} is about to throw…</p>;
    const held = handOf(game, stage.seat).length;
    return (
      <div>
        <p className="ryk-hint">
          {game.options.bothDiceAtOnce ? `Throw both dice together (${held} in hand).` : `One die per turn (${held} in hand).`} Drag a
          raised die at your edge of the mat and let go while moving, or aim with the keys:
        </p>
        <AimPad controller={controller} onThrow={() => match.throwAimed()} disabled={false} />
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => match.throwForMe()} data-testid="throw-for-me">
            Throw for me
          </button>
          <button type="button" className="button" onClick={() => match.throwAimed()}>
            Throw along the aim
          </button>
        </div>
      </div>
    );
  }
  if (stage.kind === "rolling") return <p className="ryk-muted">Rolling…</p>;
  if (stage.kind === "resolving") return <ReplayControls match={match} view={view} />;
  return null;
}
