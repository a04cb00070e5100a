// The daily challenge being played: one practice session on the day's set-up (its seed the
// day's too, so the table is the same everywhere), each throw graded like a drill (points,
// pass, and how near the goal it came), the day's three attempts kept in the daily store with
// each one's replay code. A throw after the third is read and graded but not counted. Every
// die goes where the physics sends it: this only reads the settled table and sends moves.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Flick } from "../../../../geometry/types";
import { practiceDieIds, type AttemptOutcome } from "../../../../games/rykestra/practice";
import type { DailyChallenge } from "../../../../games/rykestra/practice/daily";
import { gradeAttempt, nearness, type Drill, type DrillMat, type Grade } from "../../../../games/rykestra/practice/drills";
import type { DieId } from "../../../../games/rykestra/dice";
import { logUpTo } from "../../../../runtime/replay-scope";
import { throwMarks } from "../../../../runtime/replay-seek";
import { encodeShare, shareHref } from "../../../../runtime/share-link";
import { DAILY_ATTEMPTS, attemptsOf, dailyStore, withDailyAttempt, type DailyAttempt, type DailyProgress } from "../../../../store/daily-progress";
import { handOf, type HandReading } from "../drills/drill-run";
import type { PracticeControls } from "../practice-controls";
import { seatName } from "../seat-words";

export interface DailyRunState {
  readonly mats: readonly DrillMat[];
  readonly phase: "aim" | "graded";
  readonly grade: Grade | null;
  /** 0–1, how near the goal the last throw came. */
  readonly nearness: number;
  readonly hand: HandReading | null;
  /** Whether the last throw counted as one of the day's three (false: they were used already). */
  readonly counted: boolean;
  /** The last throw's replay link (a whole address), or why none could be made. */
  readonly link: string | null;
  readonly linkProblem: string | null;
  readonly progress: DailyProgress;
  readonly saveProblem: string | null;
}

/** The address of an attempt's replay on this page's origin. */
export const replayLink = (code: string): string => shareHref(code, `${window.location.origin}${window.location.pathname}`);

export class DailyRun {
  readonly store: StoreApi<DailyRunState>;
  readonly drill: Drill;
  private readonly ids: ReadonlyMap<DieId, DieId>;
  private readonly detach: () => void;

  constructor(
    readonly challenge: DailyChallenge,
    readonly practice: PracticeControls,
    progress: DailyProgress,
    /** When an attempt is thrown (ms since 1970): the page's clock, a test's fake one. */
    private readonly now: () => number,
  ) {
    this.drill = challenge.drill;
    this.ids = new Map(practiceDieIds(this.drill.position).map((id) => [id, id]));
    this.store = createStore<DailyRunState>(() => ({ mats: [], phase: "aim", grade: null, nearness: 0, hand: null, counted: false, link: null, linkProblem: null, progress, saveProblem: null }));
    this.detach = practice.session.store.subscribe((s, prev) => {
      if (s.game.mode === "result" && prev.game.mode !== "result" && s.game.outcome) this.settled(s.game.outcome, lastFlick(s.log));
    });
  }

  dispose(): void {
    this.detach();
  }

  get state(): DailyRunState {
    return this.store.getState();
  }

  get used(): readonly DailyAttempt[] {
    return attemptsOf(this.state.progress, this.challenge.day.text);
  }

  get left(): number {
    return DAILY_ATTEMPTS - this.used.length;
  }

  private settled(outcome: AttemptOutcome, flick: Flick | null): void {
    const { position } = this.practice.session.game;
    const mat: DrillMat = { outcome, ids: this.ids };
    const grade = gradeAttempt(this.drill, [mat], practiceDieIds(this.drill.position));
    const near = nearness(this.drill, mat, grade.passed);
    const hand = flick ? handOf(flick, position.thrower, position.seats) : null;
    const counted = this.left > 0;
    const made = this.share(counted ? this.used.length + 1 : null, grade);
    const link = made.ok ? replayLink(made.code) : null;
    const base = { mats: [mat], phase: "graded" as const, grade, nearness: near, hand, counted, link, linkProblem: made.ok ? null : made.reason };
    if (!counted) {
      this.store.setState(base);
      return;
    }
    const attempt: DailyAttempt = { at: this.now(), points: grade.points, passed: grade.passed, nearness: near, reason: grade.reason.slice(0, 200), code: made.ok ? made.code : null };
    const progress = withDailyAttempt(this.state.progress, this.challenge.day.text, attempt) ?? this.state.progress;
    this.store.setState({ ...base, progress });
    dailyStore()
      .save(progress)
      .then(
        () => this.store.setState({ saveProblem: null }),
        (e) => this.store.setState({ saveProblem: `The result could not be saved (${String(e)}); the challenge goes on.` }),
      );
  }

  /** The last throw as a replay code: the session's log up to its reading, the throw as the scope. */
  private share(attempt: number | null, grade: Grade): { ok: true; code: string } | { ok: false; reason: string } {
    const log = this.practice.session.log();
    const marks = throwMarks(log);
    const k = marks.length - 1;
    const end = k >= 0 ? marks[k].result : null;
    if (end === null) return { ok: false, reason: "The throw is not in the record." };
    const what = attempt === null ? "a throw after the three attempts" : `attempt ${attempt} of ${DAILY_ATTEMPTS}`;
    const result = `Daily challenge of ${this.challenge.day.text}, ${what}: ${grade.passed ? "a pass" : "not a pass"}, ${grade.points} ${grade.points === 1 ? "point" : "points"}.`;
    const name = seatName(this.drill.position.thrower);
    return encodeShare({ scope: { kind: "throw", at: k }, players: [name], colours: [name], result, log: logUpTo(log, end + 1) });
  }

  /** Back to the day's set-up for the next attempt. */
  next(): void {
    if (this.state.phase !== "graded") return;
    this.store.setState({ mats: [], phase: "aim" });
    this.practice.reset();
  }
}

function lastFlick(log: readonly { input: { kind: string } }[]): Flick | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const input = log[i].input as { kind: string; flicks?: Flick[] };
    if (input.kind === "flick" && input.flicks?.length) return input.flicks[0];
  }
  return null;
}
