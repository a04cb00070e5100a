// #/rykestra/practice/daily: today's challenge (the UTC date); ?date=YYYY-MM-DD a given day's.
// The day's position and physics seed are a pure function of the date (games/.../daily), so
// every device shows the same table; the practice session is the same runtime and definition
// as free practice and the drills. A date that is not a challenge day is refused in words.
import { useMemo, useState } from "react";
import { useStore } from "zustand";
import { dailyChallenge, dayAt, dayWords, readDay, type DailyChallenge, type Day } from "../../../../games/rykestra/practice/daily";
import type { DailyProgress } from "../../../../store/daily-progress";
import type { ScreenProps } from "../../../routes";
import { DrillTableLayer } from "../drills/DrillTableLayer";
import { CorruptDaily } from "./CorruptDaily";
import { DailyPanel } from "./DailyPanel";
import { DailyRun } from "./daily-run";
import { qualityWorker } from "../../../../training/quality-client";
import { useDaily } from "./use-daily";
import { practiceTable } from "../practice-table";
import { TrainerPage, useTrainerRun } from "../TrainerPage";
import "../../rykestra.css";
import "../practice.css";
import "../drills/drills.css";
import "./daily.css";

export default function DailyScreen({ params }: ScreenProps) {
  // The day is fixed when the screen opens: a page left open past midnight keeps its challenge.
  const [today] = useState(() => dayAt(Date.now()));
  const asked = params.get("date");
  const reading = asked === null ? ({ ok: true, day: today } as const) : readDay(asked, today);
  // Read again for every day shown: what another day's page (or another tab) kept shows here.
  const { state, fresh } = useDaily(reading.ok ? reading.day.text : "");
  if (!reading.ok) {
    return (
      <main className="page drill-page" data-testid="daily-refused">
        <h1>No daily challenge for that date</h1>
        <p role="alert">{reading.reason}</p>
        <p className="button-row">
          <a className="button button--primary" href="#/rykestra/practice/daily">
            Today's challenge ({dayWords(today)})
          </a>
          <a className="button" href="#/rykestra/practice/drills">
            The drills
          </a>
        </p>
      </main>
    );
  }
  if (state.kind === "loading") return <div className="table-screen" />;
  if (state.kind === "corrupt") {
    return (
      <main className="page drill-page">
        <CorruptDaily reason={state.reason} raw={state.raw} onFresh={fresh} />
      </main>
    );
  }
  return <DailyPage key={reading.day.text} day={reading.day} today={today} progress={state.progress} />;
}

function startRun(challenge: DailyChallenge, progress: DailyProgress): DailyRun {
  return new DailyRun(challenge, practiceTable(challenge.drill.position, challenge.seed), progress, () => Date.now(), qualityWorker());
}

const DAILY_LINKS = [
  { href: "#/rykestra/practice/drills", text: "Drills" },
  { href: "#/rykestra/practice/progress", text: "Progress" },
];

function DailyPage({ day, today, progress }: { day: Day; today: Day; progress: DailyProgress }) {
  const run = useTrainerRun(() => startRun(dailyChallenge(day), progress));
  const drill = run.drill;
  // Only the status line: the quality's answer re-renders the panel, not the table.
  const status = useStore(run.store, (st) => (st.phase === "graded" && st.grade ? `${st.grade.passed ? "Pass" : "Not yet"}: ${st.grade.reason}` : `Daily challenge: ${drill.brief}`));
  const layer = useMemo(() => <DrillTableLayer run={run} />, [run]);
  const panel = useMemo(() => <DailyPanel run={run} controller={run.practice.session.table} today={today} />, [run, today]);
  return <TrainerPage drill={drill} practice={run.practice} label={`Rykestra daily challenge for ${dayWords(day)}: ${drill.brief}`} layer={layer} status={status} links={DAILY_LINKS} panel={panel} />;
}
