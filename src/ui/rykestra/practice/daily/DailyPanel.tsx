// The daily challenge's side panel, top first so the result is in view the moment a throw
// settles: the flick's score (its quality's mean points), what happened this time, how near,
// what the hand gave, the attempt's replay link;
// then the throw controls; then the day's goal, its three attempts and the streak.
import { useRef, useState } from "react";
import { useStore } from "zustand";
import { FIRST_DAY, dayOf, dayWords, type Day } from "../../../../games/rykestra/practice/daily";
import { DAILY_ATTEMPTS, attemptsOf, bestOf, dailyStreak } from "../../../../store/daily-progress";
import type { TableController } from "../../../../table/table-controller";
import { handWords } from "../drills/drill-words";
import { usePracticeView } from "../practice-controls";
import { replayLink, type DailyRun } from "./daily-run";
import { FlickGrade, GoalSection, PracticeNotices, ThrowSection, usePanelFocus } from "../PracticePanel";
import { DailyBoardSection } from "./DailyBoardSection";

const percent = (x: number) => `${Math.round(100 * x)} %`;
export const dailyHref = (day: Day) => `#/rykestra/practice/daily?date=${day.text}`;

function ShareLink({ link }: { link: string }) {
  const box = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNote("Link copied. Whoever opens it watches this throw land exactly as it did here.");
    } catch {
      box.current?.select();
      setNote("The browser would not copy for the page: the link is selected in the box — copy it from there.");
    }
  };
  return (
    <div className="daily-share">
      <label className="prac-field">
        <span>Share this attempt</span>
        <input ref={box} className="prac-link" type="text" readOnly value={link} onFocus={(e) => e.target.select()} data-testid="daily-link" />
      </label>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy link
        </button>
        <a className="button" href={link} target="_blank" rel="noreferrer">
          Watch the replay
        </a>
      </div>
      {note && <p className="ryk-hint" role="status">{note}</p>}
    </div>
  );
}

export function DailyPanel({ run, controller, today }: { run: DailyRun; controller: TableController; today: Day }) {
  const st = useStore(run.store);
  const view = usePracticeView(run.practice);
  const { drill, day } = { drill: run.drill, day: run.challenge.day };
  const graded = st.phase === "graded";
  const used = attemptsOf(st.progress, day.text);
  const best = bestOf(used);
  const left = DAILY_ATTEMPTS - used.length;
  // "Next attempt" can be pressed once the attempt is kept (after the flick is measured).
  const { top, nextButton } = usePanelFocus(graded, used.length, graded && !(st.counted === null));
  const ready = view.mode === "setup" && st.phase === "aim";
  const streak = dailyStreak(st.progress, today);
  return (
    <div
      className="ryk-panel prac-panel drill-panel"
      data-testid="daily-board"
      data-day={day.text}
      data-phase={graded ? "graded" : view.mode === "rolling" ? "rolling" : "aim"}
      data-used={used.length}
      data-points={st.points ?? ""}
      data-happened={st.grade?.points ?? ""}
      data-quality={st.quality.kind === "ready" ? st.quality.quality.passRate : st.quality.kind}
      data-counted={graded && st.counted !== null ? String(st.counted) : ""}
      data-best={best?.points ?? ""}
    >
      <div ref={top} />
      {graded && st.grade && (
        <FlickGrade
          id="daily"
          heading={st.points === null ? "Measuring the flick…" : `${st.points.toFixed(1)} of 5 for the flick`}
          drill={drill}
          grade={st.grade}
          quality={st.quality}
          mats={st.mats}
        >
          {st.points !== null && (
            <p>
              How near the goal, on average: <strong>{percent(st.nearness)}</strong>{" "}
              <meter min={0} max={1} value={st.nearness} aria-label="How near the goal" />
            </p>
          )}
          <p>{st.counted === null ? "Keeping the attempt…" : st.counted ? `Attempt ${used.length} of ${DAILY_ATTEMPTS}, kept.` : `Not counted: this day's ${DAILY_ATTEMPTS} attempts were already used.`}</p>
          {st.hand && (
            <p className="drill-hands" data-testid="daily-hand">
              Your hand: {handWords(st.hand)}
            </p>
          )}
          {st.link ? <ShareLink link={st.link} /> : <p className="prac-notice prac-notice--problem">No replay link: {st.linkProblem}</p>}
          <button type="button" className="button button--primary" onClick={() => run.next()} data-testid="daily-next" disabled={st.counted === null} ref={nextButton}>
            {left > 0 ? `Next attempt (${left} left)` : "Throw again, not counted"}
          </button>
        </FlickGrade>
      )}
      <PracticeNotices notice={view.notice} saveProblem={st.saveProblem} />
      {!graded && (
        <ThrowSection
          id="daily"
          heading={left > 0 ? `Attempt ${used.length + 1} of ${DAILY_ATTEMPTS}` : "Practice throw, not counted"}
          practice={run.practice}
          controller={controller}
          ready={ready}
          rolling={view.mode === "rolling"}
        />
      )}
      <GoalSection
        id="daily"
        drill={drill}
        hint={`One position a day, the same table for everyone (${day.number === today.number ? "today's, " : ""}UTC). Three attempts, the best kept. Each is scored by its flick: thrown again 64 times with a freshly shaken die, its mean points (5 a pass, fewer for part of the job) — so a lucky bounce neither makes nor spoils the day. Faces and which way a die points never count.`}
      >
        <nav className="button-row daily-days" aria-label="Other days">
          {day.number > FIRST_DAY.number && (
            <a className="button button--small" href={dailyHref(dayOf(day.number - 1))}>
              ← The day before
            </a>
          )}
          {day.number < today.number && (
            <a className="button button--small" href={dailyHref(dayOf(day.number + 1))}>
              The day after →
            </a>
          )}
          {day.number !== today.number && (
            <a className="button button--small" href="#/rykestra/practice/daily">
              Today's challenge
            </a>
          )}
        </nav>
      </GoalSection>
      <section className="panel panel--section" aria-labelledby="daily-attempts-heading">
        <h2 className="panel__heading" id="daily-attempts-heading">
          Attempts · {dayWords(day)}
        </h2>
        {used.length === 0 ? (
          <p>None yet: {DAILY_ATTEMPTS} to throw.</p>
        ) : (
          <ol className="daily-attempts" data-testid="daily-attempts">
            {used.map((a, i) => (
              <li key={i} className={a === best ? "daily-attempt daily-attempt--best" : "daily-attempt"}>
                {a.points.toFixed(1)} of 5 · {a.passed ? "a pass this time" : "not a pass this time"} · {percent(a.nearness)} near
                {a === best ? " · best" : ""}
                {a.code && (
                  <>
                    {" · "}
                    <a href={replayLink(a.code)} target="_blank" rel="noreferrer">
                      replay
                    </a>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
        <p data-testid="daily-streak">
          Streak: {streak === 0 ? "none yet (play a day's challenge on its day)" : `${streak} ${streak === 1 ? "day" : "days in a row"}`}
        </p>
      </section>
      <DailyBoardSection run={run} today={today} />
    </div>
  );
}

