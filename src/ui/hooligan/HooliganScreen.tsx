// #/hooligan: set-up, then the game — the tray table, the score sheet, the turn's controls,
// the event log and, at the end, the winner.
import { useMemo } from "react";
import { describeEvent, hooliganRules, prompt, sheetTotal, type HooliganState } from "../../games/hooligan";
import { hooligan } from "../../catalog/hooligan";
import type { ScreenProps } from "../routes";
import {
  EventLog,
  GameScreen,
  linkedTable,
  RackTurnScreen,
  GameToolbar,
  PlayerSetup,
  PlayOnline,
  RulesButton,
  QuickTurnsOption,
  SavedTable,
  SavingOffNote,
  WinnerPanel,
  type PlayerSpec,
  type TableStart,
  useQuickTurns,
  turnToast,
} from "../game-kit";
import { HooliganTable } from "./HooliganTable";
import { ScoreSheet } from "./ScoreSheet";
import { TurnPanel } from "./TurnPanel";
import { MAX_PLAYERS, MIN_PLAYERS, seatsFromLink } from "./link-params";
import { useHooliganTurn, type HooliganSession, type HooliganTurn } from "./use-hooligan-turn";
import "../game-kit/dice-turn.css";
import "./hooligan.css";

export default function HooliganScreen(screen: ScreenProps) {
  const [quick, setQuick] = useQuickTurns(screen.params);
  return (
    <GameScreen<null>
      game="hooligan"
      linked={() => linkedTable(seatsFromLink(screen.params), () => null, quick)}
      {...screen}
      fromSave={() => null}
      table={(t, leave, again) => <HooliganGame table={t} onAgain={again} onSetup={leave} />}
      setup={(start) => (
        <div className="game-setup-page">
          <PlayerSetup
            title="Hooligan"
            strengths
            min={MIN_PLAYERS}
            max={MAX_PLAYERS}
            initial={2}
            onStart={(s) => start(s, null, quick)}
          >
            <QuickTurnsOption quick={quick} onQuick={setQuick} />
          </PlayerSetup>
          <div className="game-setup__rules">
            <PlayOnline game="hooligan" /> New to Hooligan? <RulesButton rules={hooliganRules} />
          </div>
        </div>
      )}
    />
  );
}

function HooliganGame({ table, onAgain, onSetup }: { table: TableStart<null>; onAgain: () => void; onSetup: () => void }) {
  const { seats } = table;
  return (
    <SavedTable
      game={hooligan}
      start={table}
      options={{ players: seats.map((s) => s.name) }}
      onFresh={onSetup}
      loading={<p className="loading">Setting the table…</p>}
      board={(session, savingOff) => <HooliganBoard session={session} seats={seats} savingOff={savingOff} onAgain={onAgain} onSetup={onSetup} />}
    />
  );
}

/** A cheer for the moment just past: a first-throw Hooligan or a bonus. */
function cheer(game: HooliganState, seats: readonly PlayerSpec[]): string | null {
  const recent = game.log.slice(-3);
  const hooligan = recent.find((e) => e.type === "hooligan");
  if (hooligan) return `Hooligan! ${seats[hooligan.player].name} threw a straight first time: 20 points.`;
  const last = game.log[game.log.length - 1];
  if (last?.type === "bonus") return `Bonus! All five show the number: ${last.banked} dice banked, throw all five again.`;
  return null;
}

const toastFor = (turn: HooliganTurn) =>
  turnToast(turn, {
    keep: "Click the dice you want to keep, then pick up the rest.",
    decide: "Choose a box — or drag a die and let go to throw all five again.",
    throw: "Drag a die in the tray and let go to throw.",
  });

/** The table and panel over a session (a local one, or an online table's mirror). */
export function HooliganBoard({
  session,
  seats,
  savingOff = null,
  onAgain,
  onSetup,
}: {
  session: HooliganSession;
  seats: readonly PlayerSpec[];
  savingOff?: string | null;
  onAgain: () => void;
  onSetup: () => void;
}) {
  const turn = useHooliganTurn(session, seats);
  const { view } = turn;
  const game = view.game;
  const names = seats.map((s) => s.name);
  const events = useMemo(() => game.log.map((e) => describeEvent(e, seats.map((s) => s.name))), [game.log, seats]);
  const over = game.phase === "over";

  const standings = seats
    .map((s, i) => ({ name: s.name, colour: s.colour.body, total: sheetTotal(game.sheets[i]) }))
    .sort((a, b) => b.total - a.total);

  return (
    <RackTurnScreen
      className="hooligan-screen"
      testId="hooligan"
      turn={turn}
      phase={game.phase}
      data={{ round: game.round }}
      throws={game.log.filter((e) => e.type === "throw" || e.type === "rolloff-throw").length}
      prompt={over ? null : prompt(game)}
      table={<HooliganTable turn={turn} toast={over ? null : (cheer(game, seats) ?? toastFor(turn))} />}
      toolbar={<GameToolbar rules={hooliganRules} leaveLabel="New game" onLeave={onSetup} faster={{ session, seats: seats.length }} />}
      panel={
        <>
          {over ? (
            <WinnerPanel
              winners={game.winners.map((w) => names[w])}
              standings={standings}
              onAgain={onAgain}
              note="Seven rounds played: every box on every sheet is filled."
            />
          ) : (
            <>
              {/* The throw due first: on a phone held sideways the roll-off's standings would push it out of view. */}
              <TurnPanel turn={turn} seats={seats} />
              {game.phase === "rolloff" && game.rollOff && <RollOff game={game} seats={seats} />}
            </>
          )}
          <SavingOffNote text={savingOff} />
          <section className="panel panel--section">
            <ScoreSheet game={game} seats={seats} />
          </section>
          <section className="panel panel--section">
            <EventLog events={events} />
          </section>
        </>
      }
    />
  );
}

function RollOff({ game, seats }: { game: HooliganState; seats: readonly PlayerSpec[] }) {
  const r = game.rollOff!;
  return (
    <section className="panel panel--section" aria-labelledby="rolloff-heading">
      <h2 className="panel__heading" id="rolloff-heading">
        Who starts?
      </h2>
      <p className="turn__ask">Everyone throws all five dice; the highest total starts.</p>
      <ul className="rolloff-list">
        {r.contenders.map((p, i) => (
          <li key={p}>
            <span className="swatch" style={{ background: seats[p].colour.body }} aria-hidden="true" /> {seats[p].name}:{" "}
            <strong>{r.sums[i] ?? "—"}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
