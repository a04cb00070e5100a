// What "Throw for me" aimed at and why, then what happened: shown while it plans, rolls and
// after, until another throw is made.
import { useStore } from "zustand";
import { aimWords, flickWords, rateWords, resultWords } from "./for-me-words";
import type { ThrowForMe } from "./throw-for-me";

export function ForMePanel({ forMe }: { forMe: ThrowForMe }) {
  const st = useStore(forMe.store);
  if (st.phase === "idle" && !st.problem) return null;
  return (
    <section className="panel panel--section" aria-labelledby="for-me-heading" data-testid="for-me" data-phase={st.phase} role="status">
      <h2 className="panel__heading" id="for-me-heading">
        The strong player's throw
      </h2>
      {st.problem && <p className="prac-notice prac-notice--problem">{st.problem}</p>}
      {st.phase === "planning" && <p className="ryk-hint">Planning: trying a few hundred throws on a copy of this mat…</p>}
      {st.plan && (
        <>
          <p data-testid="for-me-aim">{aimWords(st.plan)}</p>
          <p className="ryk-hint">
            {flickWords(st.plan)} {rateWords(st.plan)}
          </p>
        </>
      )}
      {st.phase === "thrown" && <p className="ryk-hint">Rolling…</p>}
      {st.result && (
        <p data-testid="for-me-result" className={st.result.passed ? "for-me-pass" : undefined}>
          <strong>{resultWords(st.result)}</strong>
        </p>
      )}
    </section>
  );
}
