// #/hooligan: set-up, then the game — the tray table, the score sheet, the turn's controls,
// the event log and, at the end, the winner.
import { useMemo, useState } from "react";
import { useStore } from "zustand";
import { describeEvent, hooliganRules, prompt, sheetTotal, type HooliganState } from "../../games/hooligan";
import type { ScreenProps } from "../routes";
import { EventLog, GameLayout, GameToolbar, PlayerSetup, QuickTurnsOption, useSession, WinnerPanel, type PlayerSpec } from "../game-kit";
import { HooliganSession } from "./hooligan-session";
import { HooliganTable } from "./HooliganTable";
import { ScoreSheet } from "./ScoreSheet";
import { TurnPanel } from "./TurnPanel";
import { MAX_PLAYERS, MIN_PLAYERS, quickFromLink, seatsFromLink } from "./link-params";
import { hooliganMode } from "./turn-mode";
import "../game-kit/dice-turn.css";
import "./hooligan.css";

export default function HooliganScreen({ params, seed }: ScreenProps) {
  const [seats, setSeats] = useState<PlayerSpec[] | null>(() => seatsFromLink(params));
  const [quick, setQuick] = useState(() => quickFromLink(params));
  const [round, setRound] = useState(0);

  if (!seats) {
    return (
      <div className="game-setup-page">
        <PlayerSetup title="Hooligan" min={MIN_PLAYERS} max={MAX_PLAYERS} initial={2} onStart={setSeats}>
          <QuickTurnsOption quick={quick} onQuick={setQuick} />
        </PlayerSetup>
      </div>
    );
  }
  return (
    <HooliganGame
      key={round}
      seats={seats}
      seed={seed}
      quick={quick}
      onAgain={() => setRound((r) => r + 1)}
      onSetup={() => setSeats(null)}
    />
  );
}

function HooliganGame({
  seats,
  seed,
  quick,
  onAgain,
  onSetup,
}: {
  seats: readonly PlayerSpec[];
  seed: number | undefined;
  quick: boolean;
  onAgain: () => void;
  onSetup: () => void;
}) {
  const session = useSession(() => new HooliganSession(seats, { seed, quick }), [seats, seed, quick]);
  if (!session) return <p className="loading">Setting the table…</p>;
  return <HooliganBoard session={session} seats={seats} onAgain={onAgain} onSetup={onSetup} />;
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

function toastFor(session: HooliganSession, mode: string, rolling: boolean, note: string | null): string | null {
  if (note) return note;
  if (session.computerToPlay || rolling) return null;
  if (mode === "keep") return "Click the dice you want to keep, then pick up the rest.";
  if (mode === "decide") return "Choose a box — or drag a die and let go to throw all five again.";
  if (mode === "throw") return "Drag a die in the tray and let go to throw.";
  return null;
}

function HooliganBoard({
  session,
  seats,
  onAgain,
  onSetup,
}: {
  session: HooliganSession;
  seats: readonly PlayerSpec[];
  onAgain: () => void;
  onSetup: () => void;
}) {
  const view = useStore(session.store);
  const game = view.game;
  const names = seats.map((s) => s.name);
  const events = useMemo(() => game.log.map((e) => describeEvent(e, seats.map((s) => s.name))), [game.log, seats]);
  const mode = hooliganMode(game, view.pickedUp);
  const over = game.phase === "over";
  const status = prompt(game) + (view.rolling ? " — the dice are rolling" : "");

  const standings = seats
    .map((s, i) => ({ name: s.name, colour: s.colour.body, total: sheetTotal(game.sheets[i]) }))
    .sort((a, b) => b.total - a.total);

  return (
    <div
      className="game-screen hooligan-screen"
      data-testid="hooligan"
      data-phase={game.phase}
      data-mode={mode}
      data-round={game.round}
      data-rolling={String(view.rolling)}
      data-computer={String(session.computerToPlay)}
      data-throws={game.log.filter((e) => e.type === "throw" || e.type === "rolloff-throw").length}
    >
      <GameLayout
        table={
          <HooliganTable
            session={session}
            view={view}
            toast={over ? null : (cheer(game, seats) ?? toastFor(session, mode, view.rolling, view.note))}
          />
        }
        status={status}
        toolbar={<GameToolbar rules={hooliganRules} leaveLabel="New game" onLeave={onSetup} />}
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
                {game.phase === "rolloff" && game.rollOff && <RollOff game={game} seats={seats} />}
                <TurnPanel session={session} view={view} seats={seats} />
              </>
            )}
            <section className="panel panel--section">
              <ScoreSheet game={game} seats={seats} />
            </section>
            <section className="panel panel--section">
              <EventLog events={events} />
            </section>
          </>
        }
      />
    </div>
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
