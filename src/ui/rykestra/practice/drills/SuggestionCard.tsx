// The drill that fits the player next (training/player-fit.ts): the drill predicted nearest a
// pass 3 times in 4 from their attempts' quality pass rates, or a first-steps drill to start
// with while there are too few attempts to fit.
import { DRILLS } from "../../../../games/rykestra/practice/drills";
import type { Progress } from "../../../../store/drill-progress";
import { MEASURED } from "../../../../training/measured-rates";
import { MIN_FIT_ATTEMPTS, fractionWords, placeWords, suggestNext } from "../../../../training/player-fit";

export function SuggestionCard({ progress }: { progress: Progress }) {
  const s = suggestNext(progress.attempts, DRILLS, MEASURED);
  if (s === null) return null;
  const { drill } = s;
  return (
    <section className="drill-suggestion" aria-labelledby="drill-suggestion-heading" data-testid="drill-suggestion" data-drill={drill.id} data-kind={s.kind} data-predicted={s.kind === "fit" ? s.predicted.toFixed(3) : ""}>
      <h2 id="drill-suggestion-heading" className="drill-suggestion__label">
        Suggested next
      </h2>
      <a className="drill-suggestion__link" href={`#/rykestra/practice/drills?d=${drill.id}`} data-testid="drill-suggestion-link">
        <strong>{drill.name}</strong> <span className="drill-tier">{drill.tier}</span>
      </a>
      <p className="drill-suggestion__why">
        {s.kind === "fit"
          ? `You pass ${fractionWords(s.predicted)} of these: hard enough to learn from, easy enough to keep at. On the ladder of hands, your last ${s.fit.used} ${s.fit.used === 1 ? "attempt puts" : "attempts put"} you ${placeWords(s.fit.s)}.`
          : `Throw a few drills first (${s.usable} of ${MIN_FIT_ATTEMPTS} attempts so far) and the suggestion follows your own pass rates. ${drill.brief}`}
      </p>
    </section>
  );
}
