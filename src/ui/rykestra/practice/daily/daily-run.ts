// The daily challenge being played: one practice session on the day's set-up (its seed the
// day's too, so the table is the same everywhere), each throw graded like a drill and scored by
// its flick's quality (the flick thrown again 64 times with a freshly shaken die: its mean points
// and mean nearness; what happened, pass or not, is kept beside them), the day's three attempts kept in the daily store with
// each one's replay code. A throw after the third is read and graded but not counted. Every
// die goes where the physics sends it: this only reads the settled table and sends moves.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Flick } from "../../../../geometry/types";
import { practiceDieIds, type AttemptOutcome } from "../../../../games/rykestra/practice";
import type { DailyChallenge } from "../../../../games/rykestra/practice/daily";
import { gradeAttempt, nearness, type Drill, type DrillMat, type Grade } from "../../../../games/rykestra/practice/drills";
import type { DieId } from "../../../../games/rykestra/dice";
import { logUpTo } from "../../../../runtime/record/replay-scope";
import { throwMarks } from "../../../../runtime/record/replay-seek";
import { encodeShare, shareHref } from "../../../../runtime/record/share-link";
import { DAILY_ATTEMPTS, attemptsOf, dailyStore, withDailyAttempt, type DailyProgress } from "../../../../store/daily-progress";
import { handOf, type HandReading, type QualityView } from "../drills/drill-run";
import { keptPoints } from "../../../../games/rykestra/practice/drills";
import { qualityNow, type QualityMeasure } from "../../../../training/quality-client";
import { attemptDigest, dailyPoints } from "../../../../training/daily-score";
import type { PracticeControls } from "../practice-controls";
import { seatName } from "../seat-words";

export interface DailyRunState {
  readonly mats: readonly DrillMat[];
  readonly phase: "aim" | "graded";
  /** What the last throw did (as it happened). */
  readonly grade: Grade | null;
  /** The last throw's flick quality. */
  readonly quality: QualityView;
  /** The last throw's score: its quality's mean points (what happened when no quality could be had), null until measured. */
  readonly points: number | null;
  /** 0–1, how near the goal the last throw's flick comes on average (the one throw's nearness when no quality could be had). */
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
    /** Where the throw's quality is worked out (the screen's worker; headless: at once). */
    private readonly quality: QualityMeasure = qualityNow(),
  ) {
    this.drill = challenge.drill;
    this.ids = new Map(practiceDieIds(this.drill.position).map((id) => [id, id]));
    this.store = createStore<DailyRunState>(() => ({ mats: [], phase: "aim", grade: null, quality: { kind: "off" }, points: null, nearness: 0, hand: null, counted: false, link: null, linkProblem: null, progress, saveProblem: null }));
    this.detach = practice.session.store.subscribe((s, prev) => {
      if (s.game.mode === "result" && prev.game.mode !== "result" && s.game.outcome) this.settled(s.game.outcome, lastFlick(s.log));
    });
    if (this.channel) this.channel.onmessage = () => this.refresh();
  }

  dispose(): void {
    this.disposed = true;
    this.detach();
    this.channel?.close();
    this.quality.dispose();
  }

  get state(): DailyRunState {
    return this.store.getState();
  }

  private settled(outcome: AttemptOutcome, flick: Flick | null): void {
    const { position } = this.practice.session.game;
    const mat: DrillMat = { outcome, ids: this.ids };
    const grade = gradeAttempt(this.drill, [mat], practiceDieIds(this.drill.position));
    const hand = flick ? handOf(flick, position.thrower, position.seats) : null;
    this.store.setState({ mats: [mat], phase: "graded", grade, quality: { kind: "measuring" }, points: null, nearness: 0, hand, counted: null, link: null, linkProblem: null });
    const kept = (quality: QualityView) => {
      if (this.disposed) return;
      const ready = quality.kind === "ready" ? quality.quality : null;
      const points = ready ? dailyPoints(ready) : keptPoints(grade.points);
      const near = ready ? ready.meanNearness : nearness(this.drill, mat, grade.passed);
      this.store.setState({ quality, points, nearness: near });
      this.keep(grade, points, near, ready?.passRate, ready ? this.digestOf(ready) : undefined);
    };
    if (flick === null) return kept({ kind: "failed", reason: "the throw's flick is not in the record" });
    if (this.quality.now) {
      try {
        return kept({ kind: "ready", quality: this.quality.now(this.drill, [flick]) });
      } catch (e) {
        return kept({ kind: "failed", reason: e instanceof Error ? e.message : String(e) });
      }
    }
    this.quality.measure(this.drill, [flick]).then(
      (quality) => kept({ kind: "ready", quality }),
      (e) => kept({ kind: "failed", reason: e instanceof Error ? e.message : String(e) }),
    );
  }

  /** The scored attempt kept as one of the day's three, if any are left. */
  /** What this page showed for the last throw (its checksum and quality), for the day's board. */
  private digestOf(quality: { readonly meanPoints: number }): string | undefined {
    const log = this.practice.session.log();
    for (let i = log.entries.length - 1; i >= 0; i--) {
      const c = log.entries[i].checksum;
      if (log.entries[i].derived && c) return attemptDigest(c, quality);
    }
    return undefined;
  }

  private keep(grade: Grade, points: number, near: number, passRate: number | undefined, digest: string | undefined): void {
    const day = this.challenge.day.text;
    const at = this.now();
    const log = this.practice.session.log();
    // Counted against what is stored now, not this page's copy: another day's page, another
    // tab or a reload may have added attempts since this page read them.
    let made: ReturnType<DailyRun["share"]> | null = null;
    const attemptFrom = (p: DailyProgress): DailyProgress | null => {
      const n = attemptsOf(p, day).length;
      if (n >= DAILY_ATTEMPTS) return null;
      made = this.share(log, n + 1, grade, points);
      return withDailyAttempt(p, day, { at, points, happened: grade.points, passRate, passed: grade.passed, nearness: near, reason: grade.reason.slice(0, 200), code: made.ok ? made.code : null, ...(digest ? { digest } : {}) });
    };
    void dailyStore()
      .update(attemptFrom)
      .then((r) => {
        if (this.disposed) return;
        // Storage out of reach (or damaged by another tab): the attempt is counted on this page only, and the player told.
        const kept = r.ok ? r.value : attemptFrom(this.state.progress);
        const progress = kept ?? (r.ok ? r.before : this.state.progress);
        const link = (made ??= this.share(log, null, grade, points));
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
  refresh(): void {
    void dailyStore()
      .load()
      .then((r) => {
        if (!this.disposed && r.ok) this.store.setState({ progress: r.progress });
      });
  }

  /** The last throw as a replay code: the session's log up to its reading, the throw as the scope. */
  private share(log: ReturnType<PracticeControls["session"]["log"]>, attempt: number | null, grade: Grade, points: number): { ok: true; code: string } | { ok: false; reason: string } {
    const marks = throwMarks(log);
    const k = marks.length - 1;
    const end = k >= 0 ? marks[k].result : null;
    if (end === null) return { ok: false, reason: "The throw is not in the record." };
    const what = attempt === null ? "a throw after the three attempts" : `attempt ${attempt} of ${DAILY_ATTEMPTS}`;
    const result = `Daily challenge of ${this.challenge.day.text}, ${what}: ${points.toFixed(1)} of 5 for the flick; this time ${grade.passed ? "a pass" : "not a pass"}.`;
    const name = seatName(this.drill.position.thrower);
    return encodeShare({ scope: { kind: "throw", at: k }, players: [name], colours: [name], result, log: logUpTo(log, end + 1), daily: this.challenge.day.text });
  }

  /** Back to the day's set-up for the next attempt. */
  next(): void {
    // Not before the attempt is kept: the next throw is counted after it.
    if (this.state.phase !== "graded" || this.state.counted === null) return;
    this.store.setState({ mats: [], phase: "aim", quality: { kind: "off" }, points: null });
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
