// #/rykestra/practice/skills: the skills test, 20 drill throws in a fixed order on the practice
// table (the same runtime and definition as free practice and the drills), each scored 0–100,
// the test rated by their mean. A test under way is kept and resumed after a reload.
// ?seed=N pins the physics; ?pace=fast settles each throw at once (the physics still decides).
import { useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import { RYKESTRA_RULES } from "../../../../games/rykestra";
import { rykestraPracticeGame, type PracticeMove, type PracticeTable } from "../../../../games/rykestra/practice";
import { SKILLS_LENGTH, SKILLS_TEST } from "../../../../games/rykestra/practice/skills";
import { createSession } from "../../../../runtime/session";
import { person } from "../../../../runtime/seats";
import { DiceTableView } from "../../../../scene/DiceTableView";
import { PRACTICE_FRAMING } from "../../../../scene/rykestra/framing";
import { matTexture } from "../../../../scene/rykestra/mat-art";
import { rykestraPracticeStage } from "../../../../table/stages/rykestra-practice";
import type { Progress } from "../../../../store/drill-progress";
import { GameLayout, RulesButton } from "../../../game-kit";
import type { ScreenProps } from "../../../routes";
import { ZoneDiagram } from "../../ZoneDiagram";
import { CorruptProgress } from "../drills/CorruptProgress";
import { DrillTableLayer } from "../drills/DrillTableLayer";
import { useProgress } from "../drills/use-progress";
import { PracticeControls } from "../practice-controls";
import { seatColour, seatName } from "../seat-words";
import { SkillsPanel } from "./SkillsPanel";
import { SkillsRun } from "./skills-run";
import "../../rykestra.css";
import "../practice.css";
import "../drills/drills.css";
import "./skills.css";

const stage = rykestraPracticeStage((_id, owner) => {
  const c = seatColour(owner);
  return { colour: c.body, ink: c.ink, name: `${seatName(owner)}'s die` };
});

export default function SkillsScreen({ params, seed }: ScreenProps) {
  const { state, fresh } = useProgress();
  if (state.kind === "loading") return <div className="table-screen" />;
  if (state.kind === "corrupt") return <CorruptProgress reason={state.reason} raw={state.raw} onFresh={fresh} />;
  return <SkillsPage progress={state.progress} seed={seed} fast={params.get("pace") === "fast"} />;
}

function startRun(progress: Progress, seed: number | undefined, fast: boolean): SkillsRun {
  const made = createSession<PracticeTable, PracticeMove>({
    definition: rykestraPracticeGame,
    options: { position: SKILLS_TEST[0].position },
    seed: seed ?? Math.floor(Math.random() * 2 ** 31),
    stage,
    drivers: [person()],
  });
  // The library's positions are checked by its tests: a refusal here is a bug.
  if (!made.ok) throw new Error(made.reason);
  return new SkillsRun(new PracticeControls(made.state, stage, fast), progress);
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
  const table = (
    <DiceTableView controller={controller} label={`Rykestra skills test, throw ${n} of ${SKILLS_LENGTH}, “${drill.name}”: ${drill.brief}`} matSurface={surface} framing={PRACTICE_FRAMING}>
      <DrillTableLayer key={st.index} run={run.current} />
    </DiceTableView>
  );
  return <GameLayout table={table} status={status} toolbar={toolbar} panel={<SkillsPanel run={run} controller={controller} />} />;
}
