// #/rykestra/practice/progress: the skills test's ratings over time (a chart and a list), medals
// per tier, every drill's best set and streak, the last attempts, the daily challenge's best today
// and its streak; drills, ratings and daily results exported to one file and imported from one
// (each part checked by its own schema: store/practice-file.ts).
import { useRef, useState } from "react";
import { DRILLS, MEDALS, TIERS } from "../../../../games/rykestra/practice/drills";
import { SKILLS_LENGTH, SKILLS_VERSION } from "../../../../games/rykestra/practice/skills";
import { recordOf, type Progress } from "../../../../store/drill-progress";
import { dailyStore } from "../../../../store/daily-progress";
import { practiceFileText, practiceFromText } from "../../../../store/practice-file";
import { RatingChart } from "../skills/RatingChart";
import "../skills/skills.css";
import type { ScreenProps } from "../../../routes";
import { DailySummary } from "../daily/DailySummary";
import { CorruptProgress } from "./CorruptProgress";
import { medalWord } from "./drill-words";
import { SuggestionCard } from "./SuggestionCard";
import { download, useProgress } from "./use-progress";
import "./drills.css";

export default function ProgressScreen(_props: ScreenProps) {
  const { state, fresh, replace } = useProgress();
  const file = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);
  // Remounts the daily summary after an import has replaced the daily results.
  const [dailyKey, setDailyKey] = useState(0);
  if (state.kind === "loading") return <main className="page drill-page" />;
  if (state.kind === "corrupt") return <CorruptProgress reason={state.reason} raw={state.raw} onFresh={fresh} />;
  const p = state.progress;
  const importFile = async (f: File | undefined) => {
    if (!f) return;
    const r = practiceFromText(await f.text());
    if (!r.ok) return setNote(`That file is not practice progress (${r.reason}); nothing changed.`);
    await replace(r.progress);
    const n = r.progress.ratings.length;
    const days = r.daily ? Object.values(r.daily.days).filter((a) => a.length > 0).length : 0;
    if (r.daily) {
      await dailyStore().save(r.daily);
      setDailyKey((k) => k + 1);
    }
    setNote(
      `Imported ${Object.keys(r.progress.drills).length} drills' records, ${n} skills ${n === 1 ? "rating" : "ratings"}` +
        (r.daily ? ` and ${days} ${days === 1 ? "day" : "days"} of the daily challenge.` : "; the file holds no daily challenge results, so yours are as they were."),
    );
  };
  const exportFile = async () => {
    const d = await dailyStore().load();
    download("rykestra-practice.json", practiceFileText(p, d.ok ? d.progress : null));
    if (!d.ok) setNote(`The daily challenge's results could not be read (${d.reason}), so the file holds the drills' progress and ratings only.`);
  };
  const attempts = p.attempts.length;
  // Passes as they happened (attempts kept before quality scoring hold whole points, which were what happened).
  const passes = p.attempts.filter((a) => (a.happened ?? a.points) >= 5).length;
  return (
    <main className="page drill-page" data-testid="progress-page">
      <h1>Your drill progress</h1>
      <p>
        {attempts === 0 ? "No attempts yet." : `${attempts} ${attempts === 1 ? "attempt" : "attempts"} kept, ${passes} ${passes === 1 ? "pass" : "passes"} (${Math.round((100 * passes) / attempts)} %).`}{" "}
        <a href="#/rykestra/practice/drills">To the drills</a>
      </p>
      <SuggestionCard progress={p} />
      <Skills p={p} />
      <DailySummary key={dailyKey} />
      <h2>Medals</h2>
      <table className="progress-medals" data-testid="progress-medals">
        <thead>
          <tr>
            <th>Tier</th>
            {MEDALS.map((m) => (
              <th key={m}>{medalWord(m)}</th>
            ))}
            <th>Drills</th>
          </tr>
        </thead>
        <tbody>
          {TIERS.map((t) => {
            const drills = DRILLS.filter((d) => d.tier === t);
            return (
              <tr key={t} data-tier={t}>
                <td>{t}</td>
                {MEDALS.map((m) => (
                  <td key={m} data-medal={m}>
                    {drills.filter((d) => recordOf(p, d.id).medal === m).length}
                  </td>
                ))}
                <td>{drills.length}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>Drills tried</h2>
      <ul>
        {DRILLS.filter((d) => recordOf(p, d.id).attempts > 0).map((d) => {
          const r = recordOf(p, d.id);
          return (
            <li key={d.id}>
              <a href={`#/rykestra/practice/drills?d=${d.id}`}>{d.name}</a> ({d.tier}): {r.attempts} attempts, {r.passes} passes · best set {r.best === null ? "—" : r.best.toFixed(1)} · streak {r.streak} (best {r.bestStreak})
              {r.medal ? ` · ${medalWord(r.medal)}` : ""}
            </li>
          );
        })}
      </ul>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void exportFile()} data-testid="progress-export">
          Export to a file
        </button>
        <button type="button" className="button" onClick={() => file.current?.click()}>
          Import from a file
        </button>
        <input ref={file} type="file" accept="application/json,.json" hidden onChange={(e) => void importFile(e.target.files?.[0])} data-testid="progress-import" />
      </div>
      {note && <p role="status">{note}</p>}
    </main>
  );
}

function Skills({ p }: { p: Progress }) {
  const ratings = p.ratings.filter((r) => r.version === SKILLS_VERSION);
  // Older versions' ratings stay in the history but are not drawn: their tests were shorter or their throws scored by earlier physics, so they do not compare.
  const older = p.ratings.filter((r) => r.version < SKILLS_VERSION).length;
  // A test under way of an older version is not resumed: the skills page starts afresh.
  const test = p.skillsTest?.version === SKILLS_VERSION ? p.skillsTest : null;
  return (
    <section aria-labelledby="skills-heading" data-testid="progress-skills">
      <h2 id="skills-heading">Skills test</h2>
      {ratings.length === 0 ? <p>No rating yet: the skills test is {SKILLS_LENGTH} throws across the drills, each scored 0–100, rated by their mean.</p> : <RatingChart ratings={ratings} />}
      {older > 0 && (
        <p data-testid="progress-skills-older">
          {older === 1 ? "One rating" : `${older} ratings`} from an earlier version of the test {older === 1 ? "is" : "are"} kept with your progress (in its export too) but not drawn here: the test is now {SKILLS_LENGTH} throws, each scored by today's physics, so {older === 1 ? "it does" : "they do"} not compare.
        </p>
      )}
      <p>
        <a className="button" href="#/rykestra/practice/skills" data-testid="progress-skills-link">
          {test ? `Carry on with your test (${test.scores.length} of ${SKILLS_LENGTH} thrown)` : ratings.length === 0 ? "Take the skills test" : "Take the test again"}
        </a>
      </p>
    </section>
  );
}
