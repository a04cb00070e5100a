// #/rykestra/practice/daily: today's challenge (the UTC date); ?date=YYYY-MM-DD a given day's.
// The day's position and physics seed are a pure function of the date (games/.../daily), so
// every device shows the same table; the practice session is the same runtime and definition
// as free practice and the drills. A date that is not a challenge day is refused in words.
import { useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import { RYKESTRA_RULES } from "../../../../games/rykestra";
import { dailyChallenge, dayAt, dayWords, readDay, type DailyChallenge, type Day } from "../../../../games/rykestra/practice/daily";
import { DiceTableView } from "../../../../scene/DiceTableView";
import { DRILL_FRAMING } from "../../../../scene/rykestra/framing";
import { matTexture } from "../../../../scene/rykestra/mat-art";
import type { DailyProgress } from "../../../../store/daily-progress";
import { GameLayout, RulesButton } from "../../../game-kit";
import type { ScreenProps } from "../../../routes";
import { ZoneDiagram } from "../../ZoneDiagram";
import { DrillTableLayer } from "../drills/DrillTableLayer";
import { CorruptDaily } from "./CorruptDaily";
import { DailyPanel } from "./DailyPanel";
import { DailyRun } from "./daily-run";
import { qualityWorker } from "../../../../training/quality-client";
import { useDaily } from "./use-daily";
import { practiceTable } from "../practice-table";
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

function DailyPage({ day, today, progress }: { day: Day; today: Day; progress: DailyProgress }) {
  const [run] = useState(() => startRun(dailyChallenge(day), progress));
  useEffect(
    () => () => {
      run.dispose();
      run.practice.dispose();
    },
    [run],
  );
  const drill = run.drill;
  // Only the status line: the quality's answer re-renders the panel, not the table.
  const status = useStore(run.store, (st) => (st.phase === "graded" && st.grade ? `${st.grade.passed ? "Pass" : "Not yet"}: ${st.grade.reason}` : `Daily challenge: ${drill.brief}`));
  const surface = useMemo(() => matTexture(drill.position.board), [drill.position.board]);
  const controller = run.practice.session.table;
  const toolbar = (
    <>
      <RulesButton rules={RYKESTRA_RULES} diagram={<ZoneDiagram reading={drill.position.reading} />} />
      <a className="button" href="#/rykestra/practice/drills">
        Drills
      </a>
      <a className="button" href="#/rykestra/practice/progress">
        Progress
      </a>
    </>
  );
  const table = useMemo(
    () => (
      <DiceTableView controller={controller} onFlick={(f) => run.practice.session.flick(f)} label={`Rykestra daily challenge for ${dayWords(day)}: ${drill.brief}`} matSurface={surface} framing={DRILL_FRAMING}>
        <DrillTableLayer run={run} />
      </DiceTableView>
    ),
    [controller, run, day, drill, surface],
  );
  return <GameLayout table={table} status={status} toolbar={toolbar} panel={<DailyPanel run={run} controller={controller} today={today} />} />;
}
