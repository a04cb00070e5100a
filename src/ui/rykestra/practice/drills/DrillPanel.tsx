// The drill's side panel, top first so the result is in view the moment a throw settles: the
// grade of the last attempt and what the hand gave, then the throw controls, then the goal and
// the set of ten with its medal thresholds, the best set and the streak.
import { useStore } from "zustand";
import { PASS_POINTS, SET_SIZE, atSilver, setPoints } from "../../../../games/rykestra/practice/drills";
import { drillMarks } from "../../../../training/drill-marks";
import type { TableController } from "../../../../table/table-controller";
import { usePracticeView } from "../practice-controls";
import { CoachCard } from "./CoachCard";
import type { DrillRun, HandReading } from "./drill-run";
import { handWords, medalWord } from "./drill-words";
import { DispersionPanel } from "../dispersion/DispersionPanel";
import { FlickGrade, GoalSection, PracticeNotices, ThrowSection, usePanelFocus } from "../PracticePanel";

function Hands({ hands, whose }: { hands: readonly HandReading[]; whose: string }) {
  if (hands.length === 0) return null;
  return (
    <ul className="drill-hands" data-testid="drill-hand">
      {hands.map((h, i) => (
        <li key={i}>
          {hands.length > 1 ? `Throw ${i + 1}: ` : `${whose}: `}
          {handWords(h)}
        </li>
      ))}
    </ul>
  );
}

export function DrillPanel({ run, controller }: { run: DrillRun; controller: TableController }) {
  const st = useStore(run.store);
  const view = usePracticeView(run.practice);
  const drill = run.drill;
  const graded = st.phase === "graded";
  // "Next attempt" can be pressed once the flick is measured.
  const { top, nextButton } = usePanelFocus(graded, st.record.attempts, graded && !(st.quality.kind === "measuring"));
  const ready = view.mode === "setup" && st.phase === "aim";
  const t = drillMarks(drill);
  const q = st.quality;
  const record = st.record;
  return (
    <div className="ryk-panel prac-panel drill-panel" data-testid="drill-board" data-phase={graded ? "graded" : view.mode === "rolling" ? "rolling" : "aim"} data-attempts={record.attempts} data-set={record.set.length} data-streak={record.streak} data-medal={record.medal ?? ""} data-points={st.scored ?? ""} data-happened={st.grade?.points ?? ""} data-quality={q.kind === "ready" ? q.quality.passRate : q.kind} data-shown={String(st.shown)}>
      <div ref={top} />
      {graded && st.grade && (
        <FlickGrade
          id="drill"
          heading={
            <>
              {st.shown ? "The coach's throw: " : ""}
              {st.scored === null ? "Measuring the flick…" : `${st.scored.toFixed(1)} of ${PASS_POINTS} for the flick`}
            </>
          }
          drill={drill}
          grade={st.grade}
          quality={q}
          mats={st.mats}
        >
          {st.shown && (
            <p className="ryk-hint" data-testid="drill-shown">
              Shown by the coach, not counted: your set, streak and medals are as they were.
            </p>
          )}
          {st.finished && (
            <p className="drill-set-done" data-testid="drill-set-done">
              Set finished: {st.finished.points.toFixed(1)} of {SET_SIZE * PASS_POINTS} — {st.finished.medal ? `${medalWord(st.finished.medal)}!` : "no medal this time."}
              {st.finished.newBest ? " Your best set yet." : ""}
            </p>
          )}
          <Hands hands={st.hands} whose={st.shown ? "The coach's hand" : "Your hand"} />
          <button type="button" className="button button--primary" onClick={() => run.next()} data-testid="drill-next" disabled={q.kind === "measuring"} ref={nextButton}>
            Next attempt
          </button>
        </FlickGrade>
      )}
      <CoachCard run={run} />
      <PracticeNotices notice={view.notice} saveProblem={st.saveProblem} testId="drill-notice" />
      {!graded && (
        <ThrowSection
          id="drill"
          heading={drill.throws === 2 ? `Throw ${st.throwIndex + 1} of 2` : "Throw"}
          practice={run.practice}
          controller={controller}
          ready={ready}
          rolling={view.mode === "rolling"}
          before={st.hands.length > 0 && <Hands hands={st.hands} whose={st.shown ? "The coach's hand" : "Your hand"} />}
        >
          <button type="button" className="button" onClick={() => run.showMe()} disabled={!ready} data-testid="drill-show-me" title="The strong computer's planned throw for this drill, with its hand's wobble">
            Show me a good throw
          </button>
        </ThrowSection>
      )}
      <GoalSection
        id="drill"
        drill={drill}
        hint="Points: 5 a pass; fewer for part of the job (a touch, the job done untidily). Each attempt scores your flick, not its bounce: the mean points of your flick thrown again 64 times with a freshly shaken die. Faces and which way a die points never count."
      />
      <section className="panel panel--section" aria-labelledby="drill-set-heading">
        <h2 className="panel__heading" id="drill-set-heading">
          Set of {SET_SIZE}
        </h2>
        <ol className="drill-pips" aria-label={`Attempt ${record.set.length + 1} of ${SET_SIZE}`}>
          {Array.from({ length: SET_SIZE }, (_, i) => (
            <li key={i} className={i < record.set.length ? (atSilver(t, record.set[i]) ? "drill-pip drill-pip--pass" : "drill-pip drill-pip--done") : "drill-pip"}>
              {i < record.set.length ? record.set[i].toFixed(1) : ""}
            </li>
          ))}
        </ol>
        <p data-testid="drill-set">
          {setPoints(record).toFixed(1)} points after {record.set.length} of {SET_SIZE} · bronze {t.bronze}, silver {t.silver}, gold {t.gold}
        </p>
        <p data-testid="drill-record">
          Streak {record.streak} (best {record.bestStreak}) of flicks at silver standard · best set {record.best === null ? "—" : record.best.toFixed(1)} · {record.medal ? medalWord(record.medal) : "no medal yet"} · {record.passes} {record.passes === 1 ? "pass" : "passes"} as they happened
        </p>
      </section>
      <DispersionPanel plot={run.plot} title="Where your die stopped" empty="Each of your throws in this set leaves a dot where your die stopped, with their mean and spread (Show me's throws are not counted)." />
    </div>
  );
}
