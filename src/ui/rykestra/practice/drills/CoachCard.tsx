// The coach's card in the drill panel: while the worker re-throws, how far it has got; then the
// two flicks' records over the same re-throws, ranked as the advice ranks them (passes, then
// points), the sentence on what to drag differently (drawn on the felt by CoachArrows), "Try
// this" to put the coach's line and power on the keyboard aim, and the coach's own numbers. It
// stays up through the next attempt, so the player can act on it, until the next grade brings
// new advice.
import { useState } from "react";
import { useStore } from "zustand";
import { useShallow } from "zustand/react/shallow";
import { MAT } from "../../../../geometry/table-layout";
import type { FlickRecord } from "../../../../training/coach";
import { arrowThrow, dragArrow, drawnArrows, endsOffMat, carryOf } from "./coach-drag";
import { adviceFor, compareRecords } from "./coach-words";
import { handOf, type DrillRun } from "./drill-run";
import { handWords } from "./drill-words";

/** Where the replayed throw comes to rest, "x,z" in cm (a test compares it with the live table's die). */
const replayEnd = (path: readonly (readonly number[])[]) => (path.length === 0 ? "" : `${path[path.length - 1][0].toFixed(2)},${path[path.length - 1][2].toFixed(2)}`);

const percent = (r: FlickRecord) => `${Math.round(100 * r.rate)} %`;

function Rate({ who, record, other, tries, testId }: { who: string; record: FlickRecord; other: FlickRecord; tries: number; testId: string }) {
  const rank = compareRecords(record, other);
  const standing = rank > 0 ? "better" : rank === 0 ? "level" : "behind";
  return (
    <li className="coach-rate" data-testid={testId} data-passes={record.passes} data-tries={tries} data-points={record.points} data-rank={standing}>
      <span className="coach-rate__who">
        {who}
        {standing === "better" ? " ★" : ""}
      </span>
      <span className="coach-rate__bar" aria-hidden="true">
        <span style={{ width: `${Math.round(100 * record.rate)}%` }} />
      </span>
      <span>
        {record.passes} of {tries} passes ({percent(record)}) · {record.points.toFixed(1)} pts a throw
      </span>
    </li>
  );
}

export function CoachCard({ run }: { run: DrillRun }) {
  const { coach, phase, ghost, grade, throwIndex } = useStore(run.store, useShallow(({ coach, phase, ghost, grade, throwIndex }) => ({ coach, phase, ghost, grade, throwIndex })));
  const [tried, setTried] = useState<number | null>(null);
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
  const player = flicks.map((f) => dragArrow(f, thrower, seats));
  const mine = advice.coachFlicks.map((f) => dragArrow(f, thrower, seats));
  const said = adviceFor({
    player,
    coach: mine,
    records: advice,
    tries: advice.tries,
    passed: grade?.passed ?? false,
    offMat: endsOffMat(advice.paths.player, MAT.size / 2, MAT.centre),
    carry: { player: carryOf(advice.paths.player), coach: carryOf(advice.paths.coach) },
  });
  const k = arrowThrow(phase, throwIndex, run.drill.throws);
  const plan = advice.plan[k];
  const drawn = player[k] && mine[k] ? drawnArrows(player[k], mine[k]).scale : 1;
  const tryThis = () => {
    if (!plan) return;
    run.practice.session.table.setAim(plan.heading, plan.power);
    setTried(coach.attempt);
    // The aim pad, when it is up, shows the aim on the felt while it has focus: Space then throws.
    document.querySelector<HTMLElement>(".aim-pad")?.focus();
  };
  const two = run.drill.throws > 1;
  return (
    <section className="panel panel--section coach" data-testid="drill-coach" data-state="ready" aria-labelledby="coach-heading">
      <h2 className="panel__heading" id="coach-heading">
        Coach{phase === "aim" ? " on your last attempt" : ""}
      </h2>
      <p className="coach-sentence" data-testid="coach-sentence" data-kind={said.kind}>
        {said.text}
      </p>
      <ul className="coach-rates" aria-label={`Over the same ${advice.tries} re-throws, each with a fresh shake and a steady hand's wobble; ranked by passes, then points`}>
        <Rate who="Your flick" record={advice.player} other={advice.coach} tries={advice.tries} testId="coach-rate-player" />
        <Rate who="Coach's" record={advice.coach} other={advice.player} tries={advice.tries} testId="coach-rate-coach" />
      </ul>
      <p className="ryk-hint" data-testid="coach-arrows-key" data-scale={drawn.toFixed(2)}>
        On the felt{two ? ` (throw ${k + 1})` : ""}: <span className="coach-key coach-key--you" /> your drag, <span className="coach-key coach-key--coach" /> the coach's,{" "}
        <span className="coach-key" style={{ background: "#ffffff" }} /> from yours to the coach's. While you drag, the yellow arrow shows your drag the same way{drawn > 1.05 ? ` (these are drawn ${Math.round(drawn)}× larger)` : ""}: its length is how hard.
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={tryThis} disabled={!plan} data-testid="coach-try" data-aim={plan ? `${Math.round((plan.heading * 180) / Math.PI)},${Math.round(plan.power * 100)}` : ""} title="Sets the keyboard aim to the coach's line and power">
          Try this on the keyboard aim
        </button>
      </div>
      {tried === coach.attempt && (
        <p className="ryk-hint" role="status" data-testid="coach-try-done">
          The keyboard aim now has the coach's line and power{two ? ` for throw ${k + 1}` : ""}; it lets go from the middle of your edge with its own spin.
        </p>
      )}
      <p className="ryk-hint">
        In numbers — yours: {flicks.map((f) => handWords(handOf(f, thrower, seats))).join("; ")}; the coach's: {advice.coachFlicks.map((f) => handWords(handOf(f, thrower, seats))).join("; ")}. Both re-thrown {advice.tries} times with the same shakes.
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
