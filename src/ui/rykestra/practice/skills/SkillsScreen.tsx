// #/rykestra/practice/skills: the skills test, 45 drill throws in a fixed order on the practice
// table (the same runtime and definition as free practice and the drills), each scored 0–100,
// the test rated by their mean. A test under way is kept and resumed after a reload.
// ?seed=N pins the physics; ?pace=fast settles each throw at once (the physics still decides).
import { useMemo } from "react";
import { useStore } from "zustand";
import { SKILLS_LENGTH, SKILLS_TEST } from "../../../../games/rykestra/practice/skills";
import { progressStore, type Progress } from "../../../../store/drill-progress";
import { qualityWorker } from "../../../../training/quality-client";
import type { ScreenProps } from "../../../routes";
import { CorruptProgress } from "../drills/CorruptProgress";
import { DrillTableLayer } from "../drills/DrillTableLayer";
import { useProgress } from "../drills/use-progress";
import { SkillsPanel } from "./SkillsPanel";
import { SkillsRun } from "./skills-run";
import { practiceTable } from "../practice-table";
import { TrainerPage, useTrainerRun } from "../TrainerPage";
import "../../rykestra.css";
import "../practice.css";
import "../drills/drills.css";
import "./skills.css";

export default function SkillsScreen({ params, seed }: ScreenProps) {
  const { state, fresh } = useProgress();
  if (state.kind === "loading") return <div className="table-screen" />;
  if (state.kind === "corrupt") return <CorruptProgress reason={state.reason} raw={state.raw} onFresh={fresh} />;
  return <SkillsPage progress={state.progress} seed={seed} fast={params.get("pace") === "fast"} />;
}

function startRun(progress: Progress, seed: number | undefined, fast: boolean): SkillsRun {
  return new SkillsRun(practiceTable(SKILLS_TEST[0].position, seed, fast), progress, Date.now, progressStore(), qualityWorker());
}

const SKILLS_LINKS = [
  { href: "#/rykestra/practice/drills", text: "Drills" },
  { href: "#/rykestra/practice/progress", text: "Progress" },
];

function SkillsPage({ progress, seed, fast }: { progress: Progress; seed: number | undefined; fast: boolean }) {
  const run = useTrainerRun(() => startRun(progress, seed, fast));
  const st = useStore(run.store);
  const drill = run.current.drill;
  const n = st.index + 1;
  const status =
    st.phase === "done" && st.result
      ? `Test finished: your rating is ${st.result.rating}.`
      : st.phase === "scored"
        ? `Throw ${n} of ${SKILLS_LENGTH} scored ${st.scores[st.index]}.`
        : `Throw ${n} of ${SKILLS_LENGTH}: ${drill.brief}`;
  // Kept while the throw is the same: a score arriving re-renders the panel and status, not the table.
  const current = run.current;
  const layer = useMemo(() => <DrillTableLayer key={n} run={current} />, [current, n]);
  const panel = useMemo(() => <SkillsPanel run={run} controller={run.practice.session.table} />, [run]);
  return <TrainerPage drill={drill} practice={run.practice} label={`Rykestra skills test, throw ${n} of ${SKILLS_LENGTH}, “${drill.name}”: ${drill.brief}`} layer={layer} status={status} links={SKILLS_LINKS} panel={panel} />;
}
