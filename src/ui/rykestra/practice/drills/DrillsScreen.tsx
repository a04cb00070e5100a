// #/rykestra/practice/drills lists the drills; ?d=<id> opens one on the practice table (the same
// runtime and definition as free practice, on the drill's set-up). ?seed=N pins the physics;
// ?pace=fast settles each throw at once (the physics still decides every die); &coach=off plays a
// set without the coach's advice (a quicker set of throws on a slow device).
import { useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import { exposeSession } from "../../../game-kit/use-session";
import { RYKESTRA_RULES } from "../../../../games/rykestra";
import { drillById, type Drill } from "../../../../games/rykestra/practice/drills";
import { qualityWorker } from "../../../../training/quality-client";
import { coachWorker } from "../../../../training/coach-client";
import { DiceTableView } from "../../../../scene/DiceTableView";
import { DRILL_FRAMING } from "../../../../scene/rykestra/framing";
import { matTexture } from "../../../../scene/rykestra/mat-art";
import type { Progress } from "../../../../store/drill-progress";
import { GameLayout, RulesButton } from "../../../game-kit";
import type { ScreenProps } from "../../../routes";
import { ZoneDiagram } from "../../ZoneDiagram";
import { CorruptProgress } from "./CorruptProgress";
import { DrillList } from "./DrillList";
import { DrillPanel } from "./DrillPanel";
import { DrillRun } from "./drill-run";
import { DrillTableLayer } from "./DrillTableLayer";
import { useProgress } from "./use-progress";
import { practiceTable } from "../practice-table";
import "../../rykestra.css";
import "../practice.css";
import "./drills.css";

export default function DrillsScreen({ params, seed }: ScreenProps) {
  const id = params.get("d");
  // Read again on every move between a drill and the list: what a drill saved shows there.
  const { state, fresh } = useProgress(id);
  if (state.kind === "loading") return <div className="table-screen" />;
  if (state.kind === "corrupt") return <CorruptProgress reason={state.reason} raw={state.raw} onFresh={fresh} />;
  if (id === null) return <DrillList progress={state.progress} />;
  const drill = drillById(id);
  if (!drill) {
    return (
      <main className="page drill-page" role="alert" data-testid="drill-unknown">
        <h1>No such drill</h1>
        <p>
          There is no drill “{id}”. <a href="#/rykestra/practice/drills">Choose one from the list.</a>
        </p>
      </main>
    );
  }
  return <DrillPage key={drill.id} drill={drill} progress={state.progress} seed={seed} fast={params.get("pace") === "fast"} coached={params.get("coach") !== "off"} />;
}

function startRun(drill: Drill, progress: Progress, seed: number | undefined, fast: boolean, coached: boolean): DrillRun {
  return new DrillRun(drill, practiceTable(drill.position, seed, fast), progress, { coach: coached ? coachWorker() : null, quality: qualityWorker() });
}

function DrillPage({ drill, progress, seed, fast, coached }: { drill: Drill; progress: Progress; seed: number | undefined; fast: boolean; coached: boolean }) {
  const [run] = useState(() => startRun(drill, progress, seed, fast, coached));
  useEffect(() => {
    const hidden = exposeSession(run.practice.session);
    return () => {
      hidden();
      run.dispose();
      run.practice.dispose();
    };
  }, [run]);
  // Only the status line: the quality's and the coach's answers re-render the panel, not the table.
  const status = useStore(run.store, (st) => (st.phase === "graded" && st.grade ? `${st.grade.passed ? "Pass" : "Not yet"}: ${st.grade.reason}` : drill.brief));
  const surface = useMemo(() => matTexture(drill.position.board), [drill.position.board]);
  const controller = run.practice.session.table;
  const toolbar = (
    <>
      <RulesButton rules={RYKESTRA_RULES} diagram={<ZoneDiagram reading={drill.position.reading} />} />
      <a className="button" href="#/rykestra/practice/drills">
        All drills
      </a>
      <a className="button" href="#/rykestra/practice/daily">
        Daily challenge
      </a>
      <a className="button" href="#/rykestra/practice/progress">
        Progress
      </a>
    </>
  );
  const table = useMemo(
    () => (
      <DiceTableView controller={controller} onFlick={(f) => run.practice.session.flick(f)} label={`Rykestra drill “${drill.name}”: ${drill.brief}`} matSurface={surface} framing={DRILL_FRAMING}>
        <DrillTableLayer run={run} />
      </DiceTableView>
    ),
    [controller, run, drill, surface],
  );
  return <GameLayout table={table} status={status} toolbar={toolbar} panel={<DrillPanel run={run} controller={controller} />} />;
}
