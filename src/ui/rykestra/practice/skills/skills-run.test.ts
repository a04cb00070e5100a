import { describe, expect, it } from "vitest";
import type { PracticeMove, PracticeTable } from "../../../../games/rykestra/practice";
import { SKILLS_LENGTH, SKILLS_TEST, SKILLS_VERSION } from "../../../../games/rykestra/practice/skills";
import { FakeClock } from "../../../../runtime/session/clock";
import { rykestraPractice as kit } from "../../../../catalog/rykestra-practice";
import { person } from "../../../../runtime/session/seats";
import { createSession } from "../../../../runtime/session/session";
import { EMPTY_PROGRESS, ProgressStore, type Progress } from "../../../../store/drill-progress";
import { memoryBackend } from "../../../../store/save-store";
import { PracticeControls } from "../practice-controls";
import { SkillsRun, resumeScores, staleScores } from "./skills-run";
import { throwPlanned } from "../drills/test-throws";

function start(progress: Progress, kept: ProgressStore, seed = 7): SkillsRun {
  const stage = kit.stage();
  const made = createSession<PracticeTable, PracticeMove>({ definition: kit.definition, options: { position: SKILLS_TEST[0].position }, seed, stage, drivers: [person()], clock: new FakeClock() });
  if (!made.ok) throw new Error(made.reason);
  return new SkillsRun(new PracticeControls(made.state, stage), progress, () => 1_700_000_000_000, kept);
}

/** The player throws the strong computer's planned flick (with its hand's wobble), run to rest: both dice of a two-throw drill. */
function throwOnce(run: SkillsRun) {
  for (let k = 0; k < 2 && run.state.phase === "aim"; k++) throwPlanned(run.current);
}

const loaded = async (kept: ProgressStore) => {
  const r = await kept.load();
  if (!r.ok) throw new Error(r.reason);
  return r.progress;
};

describe("a skills test on the practice session, on the real physics", () => {
  it("throws all 45, scores each 0–100 and rates the test by their mean", async () => {
    const kept = new ProgressStore(memoryBackend());
    const run = start(EMPTY_PROGRESS, kept);
    for (let i = 0; i < SKILLS_LENGTH; i++) {
      expect(run.state.index).toBe(i);
      expect(run.practice.session.game.position).toEqual(SKILLS_TEST[i].position);
      throwOnce(run);
      const s = run.state;
      expect(s.scores).toHaveLength(i + 1);
      const score = s.scores[i];
      expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
      // The score is the flick's quality (64 re-throws' mean nearness), not the one bounce's.
      const q = run.current.state.quality;
      if (q.kind !== "ready") throw new Error(`quality ${q.kind}`);
      expect(score).toBe(Math.round(100 * q.quality.meanNearness));
      if (i < SKILLS_LENGTH - 1) {
        expect(s.phase).toBe("scored");
        run.next();
      }
    }
    const s = run.state;
    expect(s.phase).toBe("done");
    const mean = s.scores.reduce((a, b) => a + b, 0) / SKILLS_LENGTH;
    expect(Math.abs(s.result!.rating - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(s.result!.rating).toBeGreaterThan(0);
    expect(s.result!.rating).toBeLessThanOrEqual(100);
    console.log(`skills test by the strong planner's plans (seed 7): rating ${s.result!.rating}; scores ${s.scores.join(" ")}`);
    const p = await loaded(kept);
    expect(p.ratings).toEqual([{ at: 1_700_000_000_000, rating: s.result!.rating, version: SKILLS_VERSION, scores: s.scores }]);
    expect(p.skillsTest).toBeNull();
    // None of it went into the drills' own records.
    expect(p.drills).toEqual({});
    expect(p.attempts).toEqual([]);
    // No throw after the 40th: the table is closed to the hand.
    expect(run.practice.session.table.state.locked).toBe(true);
    run.dispose();
    // After a reload the finished test is still shown, its rating and scores, and the table still closed; until it is taken again.
    const back = start(p, kept);
    expect(back.state).toMatchObject({ phase: "done", scores: s.scores, result: { rating: s.result!.rating } });
    expect(back.practice.session.table.state.locked).toBe(true);
    back.again();
    expect(back.state).toMatchObject({ phase: "aim", index: 0, scores: [] });
    expect(back.practice.session.table.state.locked).toBe(false);
    back.dispose();
  }, 400_000);

  it("resumes a test after a reload at the throw it had reached, a throw left rolling counted 0", async () => {
    const kept = new ProgressStore(memoryBackend());
    const first = start(EMPTY_PROGRESS, kept);
    throwOnce(first);
    first.next();
    throwOnce(first);
    first.next();
    const scores = first.state.scores;
    expect(scores).toHaveLength(2);
    // The third throw leaves the hand, then the page goes away before it settles.
    first.practice.throwAimed();
    first.dispose();
    const p = await loaded(kept);
    expect(p.skillsTest).toMatchObject({ scores, inFlight: true });
    expect(resumeScores(p.skillsTest)).toEqual({ scores: [...scores, 0], forfeited: 2 });
    const again = start(p, kept, 8);
    expect(again.state).toMatchObject({ index: 3, scores: [...scores, 0], forfeited: 2, phase: "aim" });
    expect(again.practice.session.game.position).toEqual(SKILLS_TEST[3].position);
    expect((await loaded(kept)).skillsTest).toMatchObject({ scores: [...scores, 0], inFlight: false });
    again.dispose();
  }, 60_000);

  it("starts afresh, saying so, when the test under way was of the earlier 20-throw version; older ratings stay", async () => {
    const kept = new ProgressStore(memoryBackend());
    const v2rating = { at: 1_600_000_000_000, rating: 44.5, version: 2, scores: Array(20).fill(44) };
    const old: Progress = { ...EMPTY_PROGRESS, ratings: [v2rating], skillsTest: { started: 5, version: 2, scores: [80, 60, 0, 35, 90, 12, 71], inFlight: true } };
    expect(resumeScores(old.skillsTest)).toBeNull();
    expect(staleScores(old.skillsTest)).toBe(8);
    const run = start(old, kept);
    // Not resumed, and the version-2 rating is not shown as this test's last result.
    expect(run.state).toMatchObject({ phase: "aim", index: 0, scores: [], forfeited: null, staleTest: 8, result: null });
    expect(run.practice.session.game.position).toEqual(SKILLS_TEST[0].position);
    throwOnce(run);
    expect(run.state).toMatchObject({ phase: "scored", staleTest: null });
    const p = await loaded(kept);
    expect(p.skillsTest).toMatchObject({ version: SKILLS_VERSION, scores: run.state.scores, inFlight: false });
    expect(p.ratings).toEqual([v2rating]);
    run.dispose();
  }, 60_000);
});
