// The coach's card in the drill panel: while the worker re-throws, how far it has got; then the
// two success rates over the same re-throws, the sentence on what to change, and the coach's
// own flick in the hand's numbers. It stays up through the next attempt, so the player can act
// on it, until the next grade brings new advice.
import { useStore } from "zustand";
import type { FlickRecord } from "../../../../training/coach";
import { adviceSentence, shapeOf } from "./coach-words";
import type { DrillRun } from "./drill-run";
import { handWords } from "./drill-words";

/** Where the replayed throw comes to rest, "x,z" in cm (a test compares it with the live table's die). */
const replayEnd = (path: readonly (readonly number[])[]) => (path.length === 0 ? "" : `${path[path.length - 1][0].toFixed(2)},${path[path.length - 1][2].toFixed(2)}`);

const percent = (r: FlickRecord) => `${Math.round(100 * r.rate)} %`;

function Rate({ who, record, tries, testId }: { who: string; record: FlickRecord; tries: number; testId: string }) {
  return (
    <li className="coach-rate" data-testid={testId} data-passes={record.passes} data-tries={tries}>
      <span className="coach-rate__who">{who}</span>
      <span className="coach-rate__bar" aria-hidden="true">
        <span style={{ width: `${Math.round(100 * record.rate)}%` }} />
      </span>
      <span>
        {record.passes} of {tries} ({percent(record)}) · {record.points.toFixed(1)} pts
      </span>
    </li>
  );
}

export function CoachCard({ run }: { run: DrillRun }) {
  const { coach, phase, ghost } = useStore(run.store);
  const { thrower, seats } = run.drill.position;
  if (coach.kind === "off") return null;
  if (coach.kind === "failed") {
    return (
      <section className="panel panel--section coach" data-testid="drill-coach" data-state="failed">
        <h2 className="panel__heading">Coach</h2>
        <p className="prac-notice prac-notice--problem">The coach could not look at this throw: {coach.reason}.</p>
      </section>
    );
  }
  if (coach.kind === "thinking") {
    const pct = Math.round(100 * coach.fraction);
    return (
      <section className="panel panel--section coach" data-testid="drill-coach" data-state="thinking" aria-busy="true">
        <h2 className="panel__heading">Coach</h2>
        <p className="ryk-hint">Re-throwing your flick and its own from the same set-up…</p>
        <progress max={100} value={pct} aria-label="The coach's work">
          {pct} %
        </progress>
      </section>
    );
  }
  const { advice, flicks } = coach;
  const player = flicks.map((f) => shapeOf(f, thrower, seats));
  const mine = advice.coachFlicks.map((f) => shapeOf(f, thrower, seats));
  const sentence = adviceSentence(player, mine, advice);
  return (
    <section className="panel panel--section coach" data-testid="drill-coach" data-state="ready" aria-labelledby="coach-heading">
      <h2 className="panel__heading" id="coach-heading">
        Coach{phase === "aim" ? " on your last attempt" : ""}
      </h2>
      <p className="coach-sentence" data-testid="coach-sentence">
        {sentence}
      </p>
      <ul className="coach-rates" aria-label={`Passes over the same ${advice.tries} re-throws, each with a fresh shake and a steady hand's wobble`}>
        <Rate who="Your flick" record={advice.player} tries={advice.tries} testId="coach-rate-player" />
        <Rate who="Coach's" record={advice.coach} tries={advice.tries} testId="coach-rate-coach" />
      </ul>
      <p className="ryk-hint">
        {mine.length > 1 ? "The coach's throws: " : "The coach's throw: "}
        {mine.map((m) => handWords(m)).join("; ")}. Both re-thrown {advice.tries} times with the same shakes.
      </p>
      <button type="button" className="button" onClick={() => run.watchGhost()} data-testid="coach-ghost" data-replay-end={replayEnd(advice.paths.player)}>
        Watch the coach's throw beside yours
      </button>
      {ghost > 0 && (
        <p className="ryk-hint" data-testid="coach-ghost-key">
          <span className="coach-key coach-key--you" /> your {run.drill.throws > 1 ? "first " : ""}throw again ·{" "}
          <span className="coach-key coach-key--coach" /> the coach's, as one of its re-throws: see-through, they touch nothing on the table.
        </p>
      )}
    </section>
  );
}
