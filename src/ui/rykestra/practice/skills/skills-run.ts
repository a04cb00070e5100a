// A skills test being taken: the 45 throws of skills.ts one after another on the one practice
// session, each an attempt of its drill run by a DrillRun (the same throwing, two-throw
// handling and grading as the drill screen; kept out of the drills' own records), scored
// 0–100 by its flick's quality (the mean nearness of the flick thrown again 64 times with a
// freshly shaken die; by how near the one throw came when no quality could be had). The test under way is saved after every throw and when a throw
// is launched, so a reload resumes it; a throw left while rolling counts 0 (else a bad throw
// could be undone by reloading before it settles). The finished test's rating goes into the
// dated history, compared with the best and last before it. A test left under way by an older
// version of the test (20 throws before version 3, 40 in version 3) is not resumed: the test starts afresh with
// a note saying so, and the old test's scores give way at the first throw (ratings of every
// version stay in the history).
import { createStore, type StoreApi } from "zustand/vanilla";
import { SKILLS_LENGTH, SKILLS_TEST, SKILLS_VERSION, compareRating, qualityScore, skillsRating, throwScore, type RatingComparison } from "../../../../games/rykestra/practice/skills";
import type { Grade, DrillMat } from "../../../../games/rykestra/practice/drills";
import { progressStore, withRating, withSkillsTest, type Progress, type ProgressStore, type RatingEntry, type SkillsTestEntry } from "../../../../store/drill-progress";
import { DrillRun, type QualityView } from "../drills/drill-run";
import type { QualityMeasure } from "../../../../training/quality-client";
import type { PracticeControls } from "../practice-controls";

export interface SkillsResult {
  readonly rating: number;
  readonly comparison: RatingComparison;
}

export interface SkillsRunState {
  /** The throw under way or just scored, 0 to SKILLS_LENGTH − 1. */
  readonly index: number;
  readonly scores: readonly number[];
  /** aim: the throw is due (or rolling); scored: its score is shown; done: all SKILLS_LENGTH in. */
  readonly phase: "aim" | "scored" | "done";
  /** The last scored throw's grade, shown beside its score. */
  readonly grade: Grade | null;
  readonly result: SkillsResult | null;
  /** A throw left while rolling before a reload, counted 0. */
  readonly forfeited: number | null;
  /** A test of an older version was under way with this many throws scored: not resumed, this test starts afresh. */
  readonly staleTest: number | null;
  readonly saveProblem: string | null;
}

/** Where a stored test stands: its scores, a throw left rolling counted 0. Null: no test of this version under way. */
export function resumeScores(test: SkillsTestEntry | null): { scores: number[]; forfeited: number | null } | null {
  if (test === null || test.version !== SKILLS_VERSION) return null;
  if (!test.inFlight) return { scores: [...test.scores], forfeited: null };
  return { scores: [...test.scores, 0], forfeited: test.scores.length };
}

/** The throws scored in a test under way of an older version of the test (not resumed), or null. */
export function staleScores(test: SkillsTestEntry | null): number | null {
  return test === null || test.version === SKILLS_VERSION ? null : test.scores.length + (test.inFlight ? 1 : 0);
}

/** The newest rating of this version of the test, when no test is under way; else null. */
function lastRating(p: Progress): RatingEntry | null {
  const mine = p.ratings.filter((r) => r.version === SKILLS_VERSION && r.scores.length === SKILLS_LENGTH);
  return mine.length === 0 ? null : mine.reduce((a, b) => (b.at >= a.at ? b : a));
}

export class SkillsRun {
  readonly store: StoreApi<SkillsRunState>;
  private drill: DrillRun;
  private progress: Progress;
  private started: number;
  private detachRoll: () => void;

  constructor(
    readonly practice: PracticeControls,
    progress: Progress,
    private readonly now: () => number = Date.now,
    private readonly kept: ProgressStore = progressStore(),
    /** Where each throw's quality is worked out (the screen's worker; headless: at once). */
    private readonly quality?: QualityMeasure,
  ) {
    this.progress = progress;
    const resumed = resumeScores(progress.skillsTest);
    this.started = resumed && progress.skillsTest ? progress.skillsTest.started : now();
    const scores = resumed?.scores ?? [];
    this.store = createStore<SkillsRunState>(() => ({ index: scores.length, scores, phase: "aim", grade: null, result: null, forfeited: resumed?.forfeited ?? null, staleTest: staleScores(progress.skillsTest), saveProblem: null }));
    this.drill = this.attempt(Math.min(scores.length, SKILLS_LENGTH - 1));
    this.detachRoll = practice.session.store.subscribe((s, prev) => {
      if (s.status === "rolling" && prev.status === "idle") this.launched();
    });
    const last = resumed === null ? lastRating(progress) : null;
    if (scores.length === SKILLS_LENGTH) this.finish(scores, null);
    else if (resumed?.forfeited != null) this.keepTest(scores, false);
    else if (last !== null) this.showFinished(last, progress);
  }

  /**
   * The last finished test, as it was shown when it ended (a reload, a later visit): its scores
   * and rating against the ones before it, until the player takes the test again.
   */
  private showFinished(last: RatingEntry, progress: Progress): void {
    const earlier = progress.ratings.filter((r) => r.version === SKILLS_VERSION && r !== last);
    const result = { rating: last.rating, comparison: compareRating(last.rating, earlier) };
    this.store.setState({ scores: [...last.scores], grade: null, phase: "done", result, index: SKILLS_LENGTH - 1 });
    this.practice.session.setHold("closed");
  }

  get state(): SkillsRunState {
    return this.store.getState();
  }

  /** The current throw's drill attempt (its table layer and controls). */
  get current(): DrillRun {
    return this.drill;
  }

  dispose(): void {
    this.detachRoll();
    this.drill.dispose();
    this.quality?.dispose();
  }

  private attempt(index: number): DrillRun {
    const drill = SKILLS_TEST[index];
    this.practice.load(drill.position);
    return new DrillRun(drill, this.practice, this.progress, { keep: false, onGraded: (g, mats, q) => this.scored(g, mats, q), quality: this.quality ? { measure: (d, f) => this.quality!.measure(d, f), now: this.quality.now, dispose: () => {} } : undefined });
  }

  /** A throw left the hand: the test is saved with it in flight, so leaving now counts it 0. */
  private launched(): void {
    const st = this.state;
    if (st.phase !== "aim" || this.drill.state.throwIndex > 0) return;
    this.keepTest(st.scores, true);
  }

  private scored(grade: Grade, mats: readonly DrillMat[], quality: QualityView): void {
    const st = this.state;
    if (st.phase !== "aim") return;
    const score = quality.kind === "ready" ? qualityScore(quality.quality.meanNearness) : throwScore(this.drill.drill, mats, grade);
    const scores = [...st.scores, score];
    if (scores.length === SKILLS_LENGTH) this.finish(scores, grade);
    else {
      this.store.setState({ scores, grade, phase: "scored", forfeited: null, staleTest: null });
      this.keepTest(scores, false);
    }
  }

  private finish(scores: readonly number[], grade: Grade | null): void {
    const rating = skillsRating(scores)!;
    const earlier = this.progress.ratings.filter((r) => r.version === SKILLS_VERSION);
    const result = { rating, comparison: compareRating(rating, earlier) };
    this.store.setState({ scores, grade, phase: "done", result, index: SKILLS_LENGTH - 1, staleTest: null });
    // The test is over: no die may be picked up and thrown until it is taken again.
    this.practice.session.setHold("closed");
    this.save(withRating(this.progress, { at: this.now(), rating, version: SKILLS_VERSION, scores: [...scores] }));
  }

  /** The next throw of the test. */
  next(): void {
    const st = this.state;
    if (st.phase !== "scored") return;
    this.drill.dispose();
    this.drill = this.attempt(st.scores.length);
    this.store.setState({ index: st.scores.length, phase: "aim", grade: null });
  }

  /** A fresh test from the first throw (after a finished one). */
  again(): void {
    if (this.state.phase !== "done") return;
    this.started = this.now();
    this.practice.session.setHold("open");
    this.drill.dispose();
    this.drill = this.attempt(0);
    this.store.setState({ index: 0, scores: [], phase: "aim", grade: null, result: null, forfeited: null, staleTest: null });
  }

  private keepTest(scores: readonly number[], inFlight: boolean): void {
    this.save(withSkillsTest(this.progress, { started: this.started, version: SKILLS_VERSION, scores: [...scores], inFlight }));
  }

  private save(p: Progress): void {
    this.progress = p;
    this.kept
      .save(p)
      .then(
        () => this.store.setState({ saveProblem: null }),
        (e) => this.store.setState({ saveProblem: `The test could not be saved (${String(e)}); it goes on, but a reload would lose it.` }),
      );
  }
}
