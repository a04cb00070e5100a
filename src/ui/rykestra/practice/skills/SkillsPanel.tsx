// The skills test's side panel, top first so a score is in view the moment a throw settles:
// the last throw's score (or the test's rating and how it compares), then the throw under way
// with its goal, then the scores so far and how the rating is made.
import { useEffect, useRef } from "react";
import { useStore } from "zustand";
import { SKILLS_LENGTH, SKILLS_TEST, ratingWithBand, ratingWords } from "../../../../games/rykestra/practice/skills";
import type { TableController } from "../../../../table/table-controller";
import { usePracticeView } from "../practice-controls";
import type { SkillsRun, SkillsResult } from "./skills-run";
import { AimedThrow } from "../AimedThrow";

function Result({ result }: { result: SkillsResult }) {
  const { best, last, newBest } = result.comparison;
  const diff = (x: number) => {
    const d = Math.round(10 * (result.rating - x)) / 10;
    return d === 0 ? "the same" : d > 0 ? `${d} up` : `${-d} down`;
  };
  return (
    <p data-testid="skills-compare">
      {best === null ? "Your first rating: take the test again in a few days to see it move." : `${newBest ? "A new best! " : ""}Your best before was ${best} (${diff(best)}); your last was ${last} (${diff(last!)}).`}
    </p>
  );
}

export function SkillsPanel({ run, controller }: { run: SkillsRun; controller: TableController }) {
  const st = useStore(run.store);
  const drillRun = run.current;
  const dst = useStore(drillRun.store);
  const view = usePracticeView(run.practice);
  const top = useRef<HTMLDivElement>(null);
  const shown = st.phase !== "aim";
  useEffect(() => {
    if (shown) top.current?.scrollIntoView({ block: "nearest" });
  }, [shown, st.scores.length]);
  const drill = drillRun.drill;
  const ready = view.mode === "setup" && st.phase === "aim";
  const n = st.index + 1;
  const score = shown ? st.scores[st.index] : null;
  const phase = st.phase === "aim" && view.mode === "rolling" ? "rolling" : st.phase;
  return (
    <div className="ryk-panel prac-panel drill-panel skills-panel" data-testid="skills-board" data-phase={phase} data-index={st.index} data-scored={st.scores.length} data-score={score ?? ""} data-rating={st.result?.rating ?? ""}>
      <div ref={top} />
      {st.phase === "done" && st.result && (
        <section className="panel panel--section drill-grade drill-grade--pass" role="status" data-testid="skills-result">
          <h2 className="panel__heading">Your rating: {ratingWithBand(st.result.rating)}</h2>
          <p data-testid="skills-scale">{ratingWords(st.result.rating)}</p>
          <Result result={st.result} />
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => run.again()} data-testid="skills-again" autoFocus>
              Take the test again
            </button>
            <a className="button" href="#/rykestra/practice/progress">
              See your ratings
            </a>
          </div>
        </section>
      )}
      {shown && st.grade && (
        <section className={`panel panel--section drill-grade ${st.grade.passed ? "drill-grade--pass" : ""}`} role="status" data-testid="skills-score">
          <h2 className="panel__heading">
            Throw {n} of {SKILLS_LENGTH}: {score} of 100
          </h2>
          <p>{st.grade.reason}</p>
          {st.phase === "scored" && (
            <button type="button" className="button button--primary" onClick={() => run.next()} data-testid="skills-next" autoFocus>
              Next throw
            </button>
          )}
        </section>
      )}
      {st.forfeited !== null && (
        <p className="prac-notice prac-notice--problem" role="status" data-testid="skills-forfeit">
          Throw {st.forfeited + 1} was left while it rolled, so it counts 0.
        </p>
      )}
      {st.staleTest !== null && st.phase === "aim" && (
        <p className="prac-notice" role="status" data-testid="skills-stale">
          The test you had under way ({st.staleTest} {st.staleTest === 1 ? "throw" : "throws"} in) was an earlier version of the test. The test is now {SKILLS_LENGTH} throws, each scored by today's physics, so it starts afresh here; your earlier ratings are all kept.
        </p>
      )}
      {view.notice && st.phase === "aim" && (
        <p className={view.notice.kind === "problem" ? "prac-notice prac-notice--problem" : "prac-notice"} role="status">
          {view.notice.text}
        </p>
      )}
      {st.saveProblem && <p className="prac-notice prac-notice--problem">{st.saveProblem}</p>}
      {st.phase === "aim" && (
        <section className="panel panel--section" aria-labelledby="skills-throw-heading">
          <h2 className="panel__heading" id="skills-throw-heading" data-testid="skills-progress">
            Throw {n} of {SKILLS_LENGTH}
            {drill.throws === 2 ? ` · die ${dst.throwIndex + 1} of 2` : ""}
          </h2>
          <p>
            <strong>{drill.name}</strong> <span className="drill-tier">{drill.tier}</span> — {drill.brief}
          </p>
          <AimedThrow practice={run.practice} controller={controller} ready={ready} rolling={view.mode === "rolling"} testId="skills-throw-aimed" />
        </section>
      )}
      <section className="panel panel--section" aria-labelledby="skills-scores-heading">
        <h2 className="panel__heading" id="skills-scores-heading">
          Scores
        </h2>
        <ol className="skills-pips" aria-label={`${st.scores.length} of ${SKILLS_LENGTH} throws scored`}>
          {SKILLS_TEST.map((d, i) => (
            <li key={i} className={i < st.scores.length ? (st.scores[i] === 100 ? "skills-pip skills-pip--pass" : "skills-pip skills-pip--done") : i === st.index ? "skills-pip skills-pip--now" : "skills-pip"} title={`${i + 1}. ${d.name}`}>
              {i < st.scores.length ? st.scores[i] : ""}
            </li>
          ))}
        </ol>
        <p className="ryk-hint">Each throw scores 0–100 by how near it came to its goal; 100 is the goal met. Your rating is the mean of the {SKILLS_LENGTH} scores. The test is the same {SKILLS_LENGTH} throws every time, so ratings compare from week to week.</p>
      </section>
    </div>
  );
}
