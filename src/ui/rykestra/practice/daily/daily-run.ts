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
import { DAILY_ATTEMPTS, attemptsOf, dailyStore, withDailyAttempt, type DailyProgress } from "../../../../store/daily-progress";
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
  /** Whether the last throw counted as one of the day's three (false: they were used already; null: being kept). */
  readonly counted: boolean | null;
  /** The last throw's replay link (a whole address), or why none could be made. */
  readonly link: string | null;
  readonly linkProblem: string | null;
  readonly progress: DailyProgress;
  readonly saveProblem: string | null;
}

/** The BroadcastChannel on which a page says it kept a daily attempt. */
const DAILY_CHANNEL = "dice-tabletop-daily";

/** The address of an attempt's replay on this page's origin. */
export const replayLink = (code: string): string => shareHref(code, `${window.location.origin}${window.location.pathname}`);

export class DailyRun {
  readonly store: StoreApi<DailyRunState>;
  readonly drill: Drill;
  private readonly ids: ReadonlyMap<DieId, DieId>;
  private readonly detach: () => void;
  /** Tells this page's other tabs when an attempt was kept (none where the browser has no BroadcastChannel). */
  private readonly channel: BroadcastChannel | null = typeof BroadcastChannel === "function" ? new BroadcastChannel(DAILY_CHANNEL) : null;
  private disposed = false;

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
    if (this.channel) this.channel.onmessage = () => this.refresh();
  }

  dispose(): void {
    this.disposed = true;
    this.detach();
    this.channel?.close();
  }

  get state(): DailyRunState {
    return this.store.getState();
  }

  private settled(outcome: AttemptOutcome, flick: Flick | null): void {
    const { position } = this.practice.session.game;
    const mat: DrillMat = { outcome, ids: this.ids };
    const grade = gradeAttempt(this.drill, [mat], practiceDieIds(this.drill.position));
    const near = nearness(this.drill, mat, grade.passed);
    const hand = flick ? handOf(flick, position.thrower, position.seats) : null;
    this.store.setState({ mats: [mat], phase: "graded", grade, nearness: near, hand, counted: null, link: null, linkProblem: null });
    const day = this.challenge.day.text;
    const at = this.now();
    const log = this.practice.session.log();
    // Counted against what is stored now, not this page's copy: another day's page, another
    // tab or a reload may have added attempts since this page read them.
    let made: ReturnType<DailyRun["share"]> | null = null;
    const attemptFrom = (p: DailyProgress): DailyProgress | null => {
      const n = attemptsOf(p, day).length;
      if (n >= DAILY_ATTEMPTS) return null;
      made = this.share(log, n + 1, grade);
      return withDailyAttempt(p, day, { at, points: grade.points, passed: grade.passed, nearness: near, reason: grade.reason.slice(0, 200), code: made.ok ? made.code : null });
    };
    void dailyStore()
      .update(attemptFrom)
      .then((r) => {
        if (this.disposed) return;
        // Storage out of reach (or damaged by another tab): the attempt is counted on this page only, and the player told.
        const kept = r.ok ? r.value : attemptFrom(this.state.progress);
        const progress = kept ?? (r.ok ? r.before : this.state.progress);
        const link = (made ??= this.share(log, null, grade));
        this.store.setState({
          counted: kept !== null,
          progress,
          link: link.ok ? replayLink(link.code) : null,
          linkProblem: link.ok ? null : link.reason,
          saveProblem: r.ok ? null : `The result could not be saved (${r.reason}); the challenge goes on.`,
        });
        if (r.ok && kept !== null) this.channel?.postMessage(day);
      });
  }

  /** Reads the stored attempts again (another tab kept one): the panel shows what is stored. */
  private refresh(): void {
    void dailyStore()
      .load()
      .then((r) => {
        if (!this.disposed && r.ok) this.store.setState({ progress: r.progress });
      });
  }

  /** The last throw as a replay code: the session's log up to its reading, the throw as the scope. */
  private share(log: ReturnType<PracticeControls["session"]["log"]>, attempt: number | null, grade: Grade): { ok: true; code: string } | { ok: false; reason: string } {
    const marks = throwMarks(log);
    const k = marks.length - 1;
    const end = k >= 0 ? marks[k].result : null;
    if (end === null) return { ok: false, reason: "The throw is not in the record." };
    const what = attempt === null ? "a throw after the three attempts" : `attempt ${attempt} of ${DAILY_ATTEMPTS}`;
    const result = `Daily challenge of ${this.challenge.day.text}, ${what}: ${grade.passed ? "a pass" : "not a pass"}, ${grade.points} ${grade.points === 1 ? "point" : "points"}.`;
    const name = seatName(this.drill.position.thrower);
    return encodeShare({ scope: { kind: "throw", at: k }, players: [name], colours: [name], result, log: logUpTo(log, end + 1), daily: this.challenge.day.text });
  }

  /** Back to the day's set-up for the next attempt. */
  next(): void {
    // Not before the attempt is kept: the next throw is counted after it.
    if (this.state.phase !== "graded" || this.state.counted === null) return;
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
