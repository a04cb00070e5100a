// What the last throw did: where the die landed, what it struck, knocked off or left cocked,
// what its zone holds, what would take it, and the captures if every hand were empty now.
import type { AttemptOutcome } from "../../../games/rykestra/practice";
import { contactLines, landingLine, resolutionLines, zoneLines } from "./outcome-words";

export function OutcomePanel({
  outcome,
  attempt,
  current,
  zone,
}: {
  outcome: AttemptOutcome;
  attempt: number;
  current: boolean;
  /** The thrown die's zone toggle, while its throw is on the mat. */
  zone?: { shown: boolean; toggle: () => void };
}) {
  return (
    <section
      className={current ? "panel panel--section prac-outcome" : "panel panel--section prac-outcome prac-outcome--past"}
      aria-labelledby="prac-outcome-heading"
      data-testid="practice-outcome"
      data-attempt={attempt}
      data-hit={String(outcome.hit)}
      data-knocked-off={outcome.knockedOff.join(" ")}
      data-cocked={outcome.cocked.join(" ")}
      data-captures={outcome.captures.map((c) => c.captured).join(" ")}
      data-taken-by={outcome.takenBy?.capturer ?? ""}
      data-thrown-value={outcome.thrown.value}
    >
      <h2 className="panel__heading" id="prac-outcome-heading">
        {current ? `Attempt ${attempt}` : `Last attempt (${attempt})`}
      </h2>
      <p className="prac-outcome__lead" aria-live="polite">
        {landingLine(outcome)}
      </p>
      <h3 className="prac-outcome__sub">Contact</h3>
      <ul className="prac-outcome__list">
        {contactLines(outcome).map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      <h3 className="prac-outcome__sub">
        Its zone
        {zone && outcome.thrownFlat && (
          <button type="button" className="prac-zone-toggle" aria-pressed={zone.shown} aria-label="Zone of the thrown die" onClick={zone.toggle}>
            Zone
          </button>
        )}
      </h3>
      <ul className="prac-outcome__list">
        {zoneLines(outcome).map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      <h3 className="prac-outcome__sub">If every hand were empty now</h3>
      <ul className="prac-outcome__list">
        {resolutionLines(outcome).map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      <p className="ryk-muted prac-footnote">
        Values act from 1 up to 9, then 0; a die taken earlier takes nothing later. Practice gives an exact distance tie to the lower
        seat (in a game, the round's throwing order decides).
      </p>
    </section>
  );
}
