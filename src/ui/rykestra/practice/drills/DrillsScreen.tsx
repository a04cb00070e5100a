// #/rykestra/practice/drills lists the drills; ?d=<id> opens one on the practice table (the same
// runtime and definition as free practice, on the drill's set-up). ?seed=N pins the physics;
// ?pace=fast settles each throw at once (the physics still decides every die); &coach=off plays a
// set without the coach's advice (a quicker set of throws on a slow device).
import { useMemo } from "react";
import { useStore } from "zustand";
import { drillById, type Drill } from "../../../../games/rykestra/practice/drills";
import { qualityWorker } from "../../../../training/quality-client";
import { coachWorker } from "../../../../training/coach-client";
import type { Progress } from "../../../../store/drill-progress";
import type { ScreenProps } from "../../../routes";
import { CorruptProgress } from "./CorruptProgress";
import { DrillList } from "./DrillList";
import { DrillPanel } from "./DrillPanel";
import { DrillRun } from "./drill-run";
import { DrillTableLayer } from "./DrillTableLayer";
import { useProgress } from "./use-progress";
import { practiceTable } from "../practice-table";
import { TrainerPage, useTrainerRun } from "../TrainerPage";
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

const DRILL_LINKS = [
  { href: "#/rykestra/practice/drills", text: "All drills" },
  { href: "#/rykestra/practice/daily", text: "Daily challenge" },
  { href: "#/rykestra/practice/progress", text: "Progress" },
];

function DrillPage({ drill, progress, seed, fast, coached }: { drill: Drill; progress: Progress; seed: number | undefined; fast: boolean; coached: boolean }) {
  const run = useTrainerRun(() => startRun(drill, progress, seed, fast, coached));
  // Only the status line: the quality's and the coach's answers re-render the panel, not the table.
  const status = useStore(run.store, (st) => (st.phase === "graded" && st.grade ? `${st.grade.passed ? "Pass" : "Not yet"}: ${st.grade.reason}` : drill.brief));
  const layer = useMemo(() => <DrillTableLayer run={run} />, [run]);
  const panel = useMemo(() => <DrillPanel run={run} controller={run.practice.session.table} />, [run]);
  return <TrainerPage drill={drill} practice={run.practice} label={`Rykestra drill “${drill.name}”: ${drill.brief}`} layer={layer} status={status} links={DRILL_LINKS} panel={panel} />;
}
