// Free practice's quality of the last throw: what a good player would go for in this position,
// how often the player's flick does that when thrown again with a freshly shaken die, and how
// this one bounce compared. Shown under the throw's outcome until the next throw.
import { useStore } from "zustand";
import type { Intent } from "../../../training/practice-plan";
import { luckLine, qualityLine } from "./drills/quality-words";
import type { PracticeQuality } from "./practice-quality";
import { dieLabel } from "./seat-words";

/** What a good player would go for, as the goal the flick is measured against. */
export function intentGoalWords(intent: Intent): string {
  if (intent.kind === "settle") return `No die of another seat is on the mat, so your flick is measured against stopping inside a ${intent.r} cm circle near the middle, where a die is hardest to knock off.`;
  return `Measured against what a good player would go for here: knocking ${dieLabel(intent.owner, intent.value)} off over the ${intent.edge} edge (the other seats' die nearest an edge) and keeping yours on.`;
}

export function PracticeQualityPanel({ quality }: { quality: PracticeQuality }) {
  const st = useStore(quality.store);
  if (st.kind === "off") return null;
  return (
    <section className="panel panel--section drill-quality" aria-labelledby="prac-quality-heading" data-testid="practice-quality" data-kind={st.kind} data-pass-rate={st.kind === "ready" ? st.quality.passRate : ""} role="status">
      <h2 className="panel__heading" id="prac-quality-heading">
        {st.kind === "ready" ? `Your flick: ${st.quality.meanPoints.toFixed(1)} of 5` : "Your flick"}
      </h2>
      <p className="ryk-hint">{intentGoalWords(st.intent)}</p>
      {st.kind === "measuring" && <p className="ryk-hint">Throwing your flick again with a freshly shaken die, 64 times…</p>}
      {st.kind === "ready" && (
        <>
          <p>{qualityLine(st.drill, st.quality)}</p>
          <p className="ryk-hint">{luckLine(st.quality, st.grade, st.outcome)}</p>
        </>
      )}
      {st.kind === "failed" && <p className="prac-notice prac-notice--problem">The flick could not be thrown again: {st.reason}</p>}
    </section>
  );
}
