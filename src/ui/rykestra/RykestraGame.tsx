// A game of Rykestra at one screen: the mat on the 3D table with its overlays, and beside it
// the status line, what to do now, this round's sector dice, the scoreboard and the log.
import { useMemo, useState } from "react";
import { RYKESTRA_RULES, winners, type RykestraOptions } from "../../games/rykestra";
import { rykestra } from "../../catalog/rykestra";
import { randomSeed } from "../../runtime/session/start-session";
import { DiceTableView } from "../../scene/DiceTableView";
import { rykestraFraming } from "../../scene/rykestra/framing";
import { matTexture } from "../../scene/rykestra/mat-art";
import { EventLog, freshSlot, GameLayout, ResumeFailed, RulesButton, useSavedHolder, WinnerPanel, type PlayerSpec, type SaveSlot } from "../game-kit";
import { ActionPanel } from "./ActionPanel";
import { capturedBy, pointsSoFar } from "../../games/rykestra/beats";
import { FAST_PACE, NORMAL_PACE, SECTOR_LINGER_MS, type Pace } from "./match-state";
import { RykestraMatch } from "./match";
import { useMatchView } from "./use-match-view";
import { RykestraTableLayer } from "./RykestraTableLayer";
import { Scoreboard } from "./Scoreboard";
import { SectorBadge } from "./SectorBadge";
import { LandedCloseUp } from "./LandedCloseUp";
import { SectorIntro } from "./SectorIntro";
import { statusLine } from "./status";
import { useLinger } from "./use-linger";
import { ZoneDiagram } from "./ZoneDiagram";


export interface RykestraGameProps {
  readonly seats: readonly PlayerSpec[];
  readonly options: RykestraOptions;
  readonly seed: number | undefined;
  readonly pace?: Pace;
  /** The save this game is kept in (and resumed from, when it holds a log). */
  readonly slot?: SaveSlot;
  readonly onAgain: () => void;
  readonly onNewPlayers: () => void;
}

export function RykestraGame(props: RykestraGameProps) {
  const { seats, options, seed, pace = NORMAL_PACE } = props;
  // One slot for this game when the screen gives none (the screen keys a new game afresh).
  const [ownSlot] = useState(freshSlot);
  const slot = props.slot ?? ownSlot;
  // Made once for this game; the seats act through its session.
  const { holder: match, resumeError, savingOff } = useSavedHolder({
    make: () => RykestraMatch.local(seats, { players: seats.map((s) => s.name), options }, seed ?? randomSeed(), pace),
    session: (m: RykestraMatch) => m.session,
    resume: (m, log, extras) => m.resume(log, extras),
    slot,
    seats,
    quick: pace.fast,
    describe: rykestra.save!.describe,
  });
  if (resumeError) return <ResumeFailed reason={resumeError} onFresh={props.onNewPlayers} />;
  if (!match) return <div className="table-screen" />;
  return <RykestraTable match={match} savingOff={savingOff} {...props} />;
}

/** The table and panel over a match (a local one, or an online table's mirror). */
export function RykestraTable({
  match,
  savingOff = null,
  seats,
  options,
  pace = NORMAL_PACE,
  onAgain,
  onNewPlayers,
}: Pick<RykestraGameProps, "seats" | "pace" | "onAgain" | "onNewPlayers"> & {
  options: Pick<RykestraOptions, "board" | "zoneReading">;
  match: RykestraMatch;
  savingOff?: string | null;
}) {
  const controller = match.session.table;
  const [showZones, setShowZones] = useState(false);
  const [scoresOpen, setScoresOpen] = useState(true);
  const view = useMatchView(match);
  const { game, stage } = view;
  const surface = useMemo(() => matTexture(options.board), [options.board]);
  const sectors = stage.kind === "resolving" ? stage.summary.sectors : game.sectors;
  // The camera frames the side tray while the sector dice wait and roll, and a moment after.
  const sectorView = useLinger(stage.kind === "sector-ready" || stage.kind === "sector-rolling", pace.fast ? 0 : SECTOR_LINGER_MS);
  const boardName = options.board === "standard" ? "standard red and blue" : "Corellian";

  const table = (
    <DiceTableView
      controller={controller}
      label={`Rykestra: a ${boardName} mat with ${seats.length} players round it and a small tray for the sector dice`}
      matSurface={surface}
      framing={rykestraFraming(sectorView)}
      overlay={
        <>
          <SectorIntro board={options.board} due={stage.kind === "sector-ready"} />
          {stage.kind === "turn" && <LandedCloseUp game={game} seats={seats} />}
          {view.hint && <p className="table-toast">{view.hint}</p>}
        </>
      }
    >
      <RykestraTableLayer view={view} seats={seats} showZones={showZones} />
    </DiceTableView>
  );

  const toolbar = (
    <>
      <RulesButton rules={RYKESTRA_RULES} diagram={<ZoneDiagram reading={options.zoneReading} />} />
      <button type="button" className="button" aria-pressed={showZones} onClick={() => setShowZones((z) => !z)} data-testid="zones-toggle">
        {showZones ? "Hide zones" : "Show zones"}
      </button>
      <button
        type="button"
        className="button ryk-faster"
        aria-pressed={view.fast}
        onClick={() => match.setPace(view.fast ? NORMAL_PACE : FAST_PACE)}
        title="Every throw comes to rest at once and the computers wait less"
        data-testid="faster-toggle"
      >
        {view.fast ? "Faster ✓" : "Faster"}
      </button>
    </>
  );

  const over = stage.kind === "over";
  const replay =
    stage.kind === "resolving"
      ? {
          round: stage.summary.round,
          points: pointsSoFar(stage.beats, stage.index, game.players),
          captured: capturedBy(stage.beats, stage.index),
        }
      : null;
  const panel = (
    <div
      className="ryk-panel"
      data-testid="rykestra-board"
      data-stage={stage.kind}
      data-round={game.round}
      data-turn={game.turn ?? ""}
      data-phase={game.phase}
      data-beat={stage.kind === "resolving" ? stage.index : ""}
      data-board={options.board}
    >
      {over ? (
        <WinnerPanel
          winners={winners(game).map((s) => seats[s].name)}
          standings={seats.map((s, i) => ({ name: s.name, colour: s.colour.body, total: game.totals[i] }))}
          note="After three rounds, the highest total wins."
          onAgain={onAgain}
          actions={
            <button type="button" className="button" onClick={onNewPlayers}>
              New players
            </button>
          }
        />
      ) : (
        <section className="panel panel--section" aria-label="Your move">
          <h2 className="panel__heading">
            Round {stage.kind === "resolving" ? stage.summary.round + 1 : game.round + 1} of 3
          </h2>
          {sectors && <SectorBadge sectors={sectors} />}
          <ActionPanel match={match} view={view} controller={controller} seats={seats} />
          {view.latest.length > 0 && stage.kind !== "resolving" && (
            <ul className="ryk-latest" data-testid="last-throw">
              {view.latest.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {savingOff && (
        <p className="game-note" role="status" data-testid="saving-off">
          {savingOff}
        </p>
      )}
      <section className="panel panel--section" aria-labelledby="ryk-scores">
        <h2 className="panel__heading ryk-scores__heading" id="ryk-scores">
          <button type="button" className="ryk-disclosure" aria-expanded={scoresOpen} onClick={() => setScoresOpen((o) => !o)}>
            Scoreboard
          </button>
        </h2>
        {scoresOpen && <Scoreboard game={game} seats={seats} replay={replay} />}
      </section>
      <section className="panel panel--section">
        <EventLog events={view.log} />
      </section>
    </div>
  );

  return <GameLayout table={table} status={statusLine(view, seats, (s) => match.playsHere(s))} toolbar={toolbar} panel={panel} />;
}
