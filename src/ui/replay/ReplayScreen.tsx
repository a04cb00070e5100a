// #/replay: a game, a Rykestra round or a single throw watched again on the 3D table, from a
// saved game (?save=<id>) or a shared link (?r=<code>). The record is checked in full before
// anything is shown; a link that cannot be read, or a record that does not replay as it was
// played, gets a sentence and an empty table, never something else shown as if it were it.
import { useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import { DiceTableView } from "../../scene/DiceTableView";
import { matTexture } from "../../scene/rykestra/mat-art";
import { TableController } from "../../table/table-controller";
import { GameLayout } from "../game-kit";
import { gameModule, gameTitle } from "../../catalog";
import { GAME_UI } from "../catalog";
import type { Framing } from "../../scene/camera/CameraRig";
import { mendSavedResult } from "../../games/player-words";
import type { ScreenProps } from "../routes";
import { ReplayControlsPanel } from "./ReplayControls";
import { ReplayShare } from "./ReplayShare";
import { ReplayStory } from "./ReplayStory";
import { nameOf, readSource, type ReplaySource, type SourceReading } from "./replay-source";
import { useReplay, type ReplayState } from "./use-replay";
import { SEAT_COLOURS } from "../../catalog/seats";
import "./replay.css";

export default function ReplayScreen({ params }: ScreenProps) {
  const key = params.toString();
  const [reading, setReading] = useState<SourceReading | null>(null);
  useEffect(() => {
    let gone = false;
    setReading(null);
    void readSource(new URLSearchParams(key)).then((r) => !gone && setReading(r));
    return () => {
      gone = true;
    };
  }, [key]);
  if (!reading) return <EmptyTable status="Opening the replay…" />;
  if (!reading.ok) return <EmptyTable status="This replay cannot be shown" problem={reading.reason} />;
  return <Replay key={key} source={reading.source} />;
}

function Replay({ source }: { source: ReplaySource }) {
  const replay = useReplay(source);
  const { state } = replay;
  if (state.phase === "checking") return <EmptyTable status={`Checking the record… ${Math.round(state.progress * 100)} %`} source={source} />;
  if (state.phase === "problem") return <EmptyTable status="This replay cannot be shown" problem={state.reason} source={source} />;
  return <ReadyReplay source={source} state={state} seek={replay.seek} again={replay.again} />;
}

function ReadyReplay({ source, state, seek, again }: { source: ReplaySource; state: Extract<ReplayState, { phase: "ready" }>; seek: (k: number) => void; again: () => void }) {
  const { player, index, span } = state;
  const view = useStore(player.store);
  const session = player.session;
  // The game's own dress: its mat, and its camera where it frames the table as the game goes.
  const dress = GAME_UI[source.log.game]?.replay;
  const matBoard = dress?.mat(source.log.options) ?? null;
  const surface = useMemo(() => (matBoard ? matTexture(matBoard) : null), [matBoard]);
  const useFraming = dress?.useFraming ?? layoutFraming;
  const marks = dress?.marks?.({ options: source.log.options, daily: source.daily }) ?? null;
  const framing = useFraming(session);
  const mark = view.throwIndex >= 0 ? index.marks[view.throwIndex] : null;
  const who = mark ? nameOf(source, mark.seat) : null;
  const total = span.throws[1] - span.throws[0] + 1;
  const nth = view.throwIndex >= span.throws[0] ? view.throwIndex - span.throws[0] + 1 : 0;
  const status =
    view.status === "mismatch"
      ? "The replay stopped: a throw did not land as recorded"
      : view.status === "ended"
        ? `End of the replay: ${view.matched === 1 ? "the throw" : `all ${view.matched} throws`} landed exactly as recorded`
        : nth === 0
          ? "The replay is about to start"
          : `Throw ${nth} of ${total}${who ? ` · ${who}` : ""}${view.status === "paused" ? " · paused" : ""}`;

  const table = (
    <DiceTableView
      controller={session.table}
      drive={false}
      label={`Replay of ${gameTitle(source.log.game)}`}
      matSurface={surface}
      framing={framing}
      overlay={
        view.status === "mismatch" ? (
          <div className="replay__cover" role="alert" data-testid="replay-problem">
            <h2>This throw did not land as recorded</h2>
            <p>{view.problem}</p>
            <p>The replay stops here rather than show dice the game never had.</p>
          </div>
        ) : null
      }
    >
      {marks}
    </DiceTableView>
  );
  const panel = (
    <>
      <ReplayHeading source={source} chapter={mark ? index.chapters[view.throwIndex] : null} scope={source.scope.kind} />
      <ReplayControlsPanel player={player} view={view} index={index} span={span} seeking={state.seeking} seek={seek} again={again} source={source} />
      <ReplayStory player={player} source={source} />
      <ReplayShare source={source} index={index} throwIndex={view.throwIndex} />
    </>
  );
  return (
    <div data-testid="replay-screen" data-status={view.status} data-matched={view.matched} data-throw={nth} data-throws={total}>
      <GameLayout table={table} status={status} panel={panel} />
    </div>
  );
}

/** No framing of the game's own: the table layout's. (The same shape as a dress's hook; one is chosen per replay.) */
const layoutFraming = (): Framing | undefined => undefined;

function ReplayHeading({ source, chapter, scope }: { source: ReplaySource; chapter: string | null; scope: "game" | "round" | "throw" }) {
  const what = scope === "game" ? "the game" : scope === "round" ? "a round" : "one throw";
  return (
    <section className="panel panel--section replay__heading" aria-labelledby="replay-title">
      <h2 className="panel__heading" id="replay-title">
        Replay of {what}: {gameTitle(source.log.game)}
      </h2>
      {source.players.length > 0 && (
        <ul className="replay__players" aria-label="Players">
          {source.players.map((p, i) => (
            <li key={`${p}-${i}`}>
              <span className="swatch" style={{ background: SEAT_COLOURS.find((c) => c.name === source.colours[i])?.body ?? "#888" }} aria-hidden="true" /> {p}
            </li>
          ))}
        </ul>
      )}
      {source.result && <p className="replay__result">{mendSavedResult(source.result)}</p>}
      {chapter && <p className="replay__chapter">{chapter}</p>}
      <p className="replay__from">{source.from === "link" ? "From a shared link." : "From a game saved in this browser."}</p>
    </section>
  );
}

/** The table with no dice, for a replay that is loading or cannot be shown. */
function EmptyTable({ status, problem, source }: { status: string; problem?: string; source?: ReplaySource }) {
  const controller = useMemo(() => new TableController({ layout: (source && gameModule(source.log.game)?.stage().layout) ?? "tray", seed: 1 }), [source]);
  useEffect(() => () => controller.dispose(), [controller]);
  const panel = problem ? (
    <section className="panel panel--section" role="alert" data-testid="replay-refused">
      <h2 className="panel__heading">This replay cannot be shown</h2>
      <p>{problem}</p>
      <p>
        <a className="button" href="#/">
          Choose a game
        </a>
      </p>
    </section>
  ) : (
    <section className="panel panel--section">
      <p className="replay__checking" data-testid="replay-checking">
        {status}
      </p>
    </section>
  );
  return (
    <div data-testid="replay-screen" data-status={problem ? "refused" : "loading"}>
      <GameLayout table={<DiceTableView controller={controller} label="An empty table" />} status={status} panel={panel} />
    </div>
  );
}
