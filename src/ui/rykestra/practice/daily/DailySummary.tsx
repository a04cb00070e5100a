// The progress page's "Daily challenge" section: today's best, attempts left, the streak and
// the days played, read from the daily store (a damaged store is named, with a fresh start).
import { useState } from "react";
import { dayAt, dayWords } from "../../../../games/rykestra/practice/daily";
import { DAILY_ATTEMPTS, attemptsOf, bestOf, dailyStreak } from "../../../../store/daily-progress";
import { CorruptDaily } from "./CorruptDaily";
import { useDaily } from "./use-daily";

export function DailySummary() {
  const { state, fresh } = useDaily();
  const [today] = useState(() => dayAt(Date.now()));
  if (state.kind === "loading") return null;
  if (state.kind === "corrupt") return <CorruptDaily reason={state.reason} raw={state.raw} onFresh={fresh} />;
  const p = state.progress;
  const used = attemptsOf(p, today.text);
  const best = bestOf(used);
  const streak = dailyStreak(p, today);
  const played = Object.values(p.days).filter((a) => a.length > 0).length;
  return (
    <section aria-labelledby="daily-summary-heading" data-testid="daily-summary" data-streak={streak} data-best={best?.points ?? ""}>
      <h2 id="daily-summary-heading">Daily challenge</h2>
      <p>
        {dayWords(today)}:{" "}
        {best
          ? `best ${best.passed ? "a pass" : "not a pass"}, ${best.points} ${best.points === 1 ? "point" : "points"} (${Math.round(100 * best.nearness)} % near); ${used.length} of ${DAILY_ATTEMPTS} attempts used.`
          : `not played yet, ${DAILY_ATTEMPTS} attempts waiting.`}{" "}
        <a href="#/rykestra/practice/daily">{used.length < DAILY_ATTEMPTS ? "Play today's challenge" : "See today's challenge"}</a>
      </p>
      <p>
        Streak: {streak === 0 ? "none" : `${streak} ${streak === 1 ? "day" : "days in a row"}`} · {played} {played === 1 ? "day" : "days"} played in all
      </p>
    </section>
  );
}
