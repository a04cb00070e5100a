// #/rykestra/practice/drills: the drill that fits the player next, then every drill by tier,
// with its medal, best set and streak.
import { TIERS, DRILLS } from "../../../../games/rykestra/practice/drills";
import { recordOf, type Progress } from "../../../../store/drill-progress";
import { medalWord } from "./drill-words";
import { SuggestionCard } from "./SuggestionCard";

export function DrillList({ progress }: { progress: Progress }) {
  return (
    <main className="page drill-page" data-testid="drill-list">
      <h1>Rykestra drills</h1>
      <p>
        Each drill is a position and a goal. Throw a set of ten: a pass scores 5, part of the job fewer; the set's points earn bronze, silver or gold. <a href="#/rykestra/practice/daily" data-testid="daily-link-drills">Today's daily challenge</a> ·{" "}
        <a href="#/rykestra/practice/skills">The skills test</a> · <a href="#/rykestra/practice/progress">Your progress</a> ·{" "}
        <a href="#/rykestra/practice">Free practice</a>
      </p>
      <SuggestionCard progress={progress} />
      {TIERS.map((tier) => (
        <section key={tier} aria-labelledby={`tier-${tier}`}>
          <h2 id={`tier-${tier}`} className="drill-tier-heading">
            {tier[0].toUpperCase() + tier.slice(1)}
          </h2>
          <ul className="drill-cards">
            {DRILLS.filter((d) => d.tier === tier).map((d) => {
              const r = recordOf(progress, d.id);
              return (
                <li key={d.id}>
                  <a className="drill-card" href={`#/rykestra/practice/drills?d=${d.id}`} data-testid={`drill-${d.id}`} data-medal={r.medal ?? ""}>
                    <strong>{d.name}</strong>
                    <span>{d.brief}</span>
                    <span className="drill-card__record">
                      {r.medal ? `${medalWord(r.medal)} · ` : ""}
                      {r.best !== null ? `best ${r.best.toFixed(1)}/50` : r.attempts > 0 ? `${r.set.length}/10 in this set` : "not tried"}
                      {r.streak > 0 ? ` · streak ${r.streak}` : ""}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </main>
  );
}
