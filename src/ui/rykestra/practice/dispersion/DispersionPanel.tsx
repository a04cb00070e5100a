// The plot's controls and its words: what series is on show, the bias and spread, show/hide,
// clear, and (free practice) "Repeat this throw ×10".
import { useMemo } from "react";
import { useStore } from "zustand";
import { MIN_SPREAD_STOPS, spreadOf, spreadSettled, type Stop } from "../../../../games/rykestra/practice";
import type { DispersionStore } from "./dispersion-store";
import { spreadWords } from "./dispersion-words";

/** No series shown yet: one empty list, so the spread is not worked out afresh at every render. */
const NO_STOPS: readonly Stop[] = [];

export function DispersionPanel({
  plot,
  title,
  empty,
  repeat,
}: {
  plot: DispersionStore;
  title: string;
  /** What to say before any throw is plotted. */
  empty: string;
  /** Free practice: repeat the keyboard aim (absent in drills); `ready` while a throw may be made. */
  repeat?: { readonly run: () => void; readonly ready: boolean; readonly times: number };
}) {
  const st = useStore(plot.store);
  const stops = (st.active && st.log[st.active]) || NO_STOPS;
  const info = st.active ? st.info[st.active] : undefined;
  const spread = useMemo(() => spreadOf(stops.map((s) => s.at)), [stops]);
  const lines = spreadWords(stops, spread, info);
  const last = stops[stops.length - 1];
  return (
    <section className="panel panel--section" aria-labelledby="disp-heading" data-testid="dispersion" data-count={stops.length} data-shown={st.shown} data-repeating={st.repeating ? "yes" : "no"} data-last={last ? `${last.at.x},${last.at.z}` : ""} data-ellipse={spreadSettled(spread) ? `${spread.sigma.major},${spread.sigma.minor}` : ""}>
      <h2 className="panel__heading" id="disp-heading">
        {title}
      </h2>
      {stops.length > 0 && info ? (
        <>
          <p className="ryk-hint" data-testid="dispersion-series">
            {info.label}: where the last {stops.length === 1 ? "throw" : `${stops.length} throws`} stopped. Dots on the mat, the pink cross their mean{stops.length >= MIN_SPREAD_STOPS ? ", the solid ring 1σ, the dashed 2σ (drawn on the mat only)" : ""}{info.aim ? ", the white ring the aim point" : ""}.
          </p>
          <ul className="disp-figures" data-testid="dispersion-words">
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="ryk-hint">{empty}</p>
      )}
      {st.repeating && (
        <p className="ryk-hint" role="status">
          Throwing {st.repeating.done + 1 > st.repeating.total ? st.repeating.total : st.repeating.done + 1} of {st.repeating.total}…
        </p>
      )}
      <div className="button-row">
        {repeat && (
          <button type="button" className="button" onClick={repeat.run} disabled={!repeat.ready || st.repeating !== null} data-testid="dispersion-repeat" title="Throws the keyboard aim again and again with the hand's own wobble, each a real throw settled at once">
            Repeat this throw ×{repeat.times}
          </button>
        )}
        <button type="button" className="button" aria-pressed={st.shown} onClick={() => plot.setShown(!st.shown)} disabled={stops.length === 0} data-testid="dispersion-toggle">
          {st.shown ? "Hide spread" : "Show spread"}
        </button>
        <button type="button" className="button" onClick={() => plot.clear()} disabled={stops.length === 0 || st.repeating !== null} data-testid="dispersion-clear">
          Clear
        </button>
      </div>
    </section>
  );
}
