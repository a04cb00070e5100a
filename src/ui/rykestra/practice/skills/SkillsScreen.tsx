// #/rykestra/practice/skills: the skills test, 40 drill throws in a fixed order on the practice
// table (the same runtime and definition as free practice and the drills), each scored 0–100,
// the test rated by their mean. A test under way is kept and resumed after a reload.
// ?seed=N pins the physics; ?pace=fast settles each throw at once (the physics still decides).
import { useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import { RYKESTRA_RULES } from "../../../../games/rykestra";
import { SKILLS_LENGTH, SKILLS_TEST } from "../../../../games/rykestra/practice/skills";
import { DiceTableView } from "../../../../scene/DiceTableView";
import { DRILL_FRAMING } from "../../../../scene/rykestra/framing";
import { matTexture } from "../../../../scene/rykestra/mat-art";
import { progressStore, type Progress } from "../../../../store/drill-progress";
import { qualityWorker } from "../../../../training/quality-client";
import { GameLayout, RulesButton } from "../../../game-kit";
import type { ScreenProps } from "../../../routes";
import { ZoneDiagram } from "../../ZoneDiagram";
import { CorruptProgress } from "../drills/CorruptProgress";
import { DrillTableLayer } from "../drills/DrillTableLayer";
import { useProgress } from "../drills/use-progress";
import { SkillsPanel } from "./SkillsPanel";
import { SkillsRun } from "./skills-run";
import { practiceTable } from "../practice-table";
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

function SkillsPage({ progress, seed, fast }: { progress: Progress; seed: number | undefined; fast: boolean }) {
  const [run] = useState(() => startRun(progress, seed, fast));
  useEffect(
    () => () => {
      run.dispose();
      run.practice.dispose();
    },
    [run],
  );
  const st = useStore(run.store);
  const drill = run.current.drill;
  const surface = useMemo(() => matTexture(drill.position.board), [drill.position.board]);
  const controller = run.practice.session.table;
  const n = st.index + 1;
  const status =
    st.phase === "done" && st.result
      ? `Test finished: your rating is ${st.result.rating}.`
      : st.phase === "scored"
        ? `Throw ${n} of ${SKILLS_LENGTH} scored ${st.scores[st.index]}.`
        : `Throw ${n} of ${SKILLS_LENGTH}: ${drill.brief}`;
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
  // Kept while the throw is the same: a score arriving re-renders the panel and status, not the table.
  const current = run.current;
  const table = useMemo(
    () => (
      <DiceTableView controller={controller} onFlick={(f) => run.practice.session.flick(f)} label={`Rykestra skills test, throw ${n} of ${SKILLS_LENGTH}, “${drill.name}”: ${drill.brief}`} matSurface={surface} framing={DRILL_FRAMING}>
        <DrillTableLayer key={n} run={current} />
      </DiceTableView>
    ),
    [controller, run, current, n, drill, surface],
  );
  return <GameLayout table={table} status={status} toolbar={toolbar} panel={<SkillsPanel run={run} controller={controller} />} />;
}
