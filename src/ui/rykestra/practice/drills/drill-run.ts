// A drill being practised: one practice session on the drill's set-up, and what the drill
// adds to it — the throw of a two-throw attempt, the grade of each attempt from the settled
// mat, the set of ten, the record kept in the progress store, and what the hand gave each
// throw (heading, speed, spin). Every die goes where the physics sends it: this only reads
// the practice table's result and sends moves and flicks through the session.
import { createStore, type StoreApi } from "zustand/vanilla";
import { PLAN_EFFORT } from "../../../../bots/rykestra/plan-effort";
import type { FlickParams } from "../../../../bots/rykestra/flick-space";
import type { Flick } from "../../../../geometry/types";
import { createRng, seatThrowPosition } from "../../../../physics";
import { practiceDieIds, thrownDieId, type AttemptOutcome } from "../../../../games/rykestra/practice";
import { gradeAttempt, keptPoints, recordAttempt, secondThrow, type Drill, type DrillMat, type DrillRecord, type Grade, type Recorded } from "../../../../games/rykestra/practice/drills";
import type { DieId } from "../../../../games/rykestra/dice";
import { flickOf } from "../../../../training/drill-planner";
import PLANS from "../../../../training/drill-plans.json";
import { CoachCancelled, type CoachWorker } from "../../../../training/coach-client";
import type { CoachAdvice } from "../../../../training/coach";
import { progressStore, recordOf, withAttempt, type Progress } from "../../../../store/drill-progress";
import { qualityNow, type QualityMeasure } from "../../../../training/quality-client";
import type { FlickQuality } from "../../../../training/flick-quality";
import { drillMarks } from "../../../../training/drill-marks";
import type { PracticeControls } from "../practice-controls";
import { DispersionStore, type SeriesInfo } from "../dispersion/dispersion-store";
import { SET_SIZE } from "../../../../games/rykestra/practice/drills";

/** What the hand gave one throw: heading off the seat's facing (degrees, + right), speed (cm/s), spin (rad/s). */
export interface HandReading {
  readonly heading: number;
  readonly speed: number;
  readonly spin: number;
  /** Spin about the vertical, rad/s (+ anticlockwise from above). */
  readonly side: number;
}

/** The coach on the last graded attempt: off (none yet), thinking (with how far), ready, or failed. */
export type CoachView =
  | { readonly kind: "off" }
  | { readonly kind: "thinking"; readonly fraction: number; readonly attempt: number }
  | { readonly kind: "ready"; readonly advice: CoachAdvice; readonly flicks: readonly Flick[]; readonly attempt: number }
  | { readonly kind: "failed"; readonly reason: string };

/**
 * The last attempt's flick quality: being measured, ready, or not to be had (then the attempt
 * is scored by what happened, and the panel says so).
 */
export type QualityView =
  | { readonly kind: "off" }
  | { readonly kind: "measuring" }
  | { readonly kind: "ready"; readonly quality: FlickQuality }
  | { readonly kind: "failed"; readonly reason: string };

export interface DrillRunState {
  /** 0 or 1: which throw of the attempt is next (or was last). */
  readonly throwIndex: number;
  readonly mats: readonly DrillMat[];
  readonly hands: readonly HandReading[];
  /** The flicks of this attempt so far, as logged. */
  readonly flicks: readonly Flick[];
  readonly coach: CoachView;
  /** Which showing of the ghost replay is on the table (0: none); the scene plays it from the coach's paths. */
  readonly ghost: number;
  /** The grade of the last finished attempt (what happened), shown until the next one starts. */
  readonly grade: Grade | null;
  /** The last attempt's flick quality, its score. */
  readonly quality: QualityView;
  /** The points the last attempt scored (its quality's mean points; what happened when no quality could be had), null until scored. */
  readonly scored: number | null;
  readonly finished: Recorded["finished"];
  readonly record: DrillRecord;
  /**
   * Whether this attempt (or the last graded one) had a throw of "Show me": the coach's, shown
   * and graded but never the player's — not in the set, the record, the progress or the coach's critique.
   */
  readonly shown: boolean;
  /** "aim": a throw is due (the first or, in a two-throw drill, the second); "graded": the attempt is read (its score follows its quality). */
  readonly phase: "aim" | "graded";
  /** Set when saving progress failed: practice goes on. */
  readonly saveProblem: string | null;
}

const DEGREES = 180 / Math.PI;

export function handOf(flick: Flick, thrower: number, seats: number): HandReading {
  const [vx, vy, vz] = flick.velocity;
  const [wx, wy, wz] = flick.angularVelocity;
  const facing = seatThrowPosition(thrower, seats).heading;
  const h = Math.atan2(vx, -vz) - facing;
  return { heading: Math.atan2(Math.sin(h), Math.cos(h)) * DEGREES, speed: Math.hypot(vx, vy, vz), spin: Math.hypot(wx, wy, wz), side: wy };
}

export interface DrillRunOptions {
  /** Keep each attempt in the drill's record and the progress store (the drill screen); false for the skills test, which keeps its own. */
  readonly keep?: boolean;
  /** Told of each scored attempt (what happened and its flick's quality), after the run's own state is set. */
  readonly onGraded?: (grade: Grade, mats: readonly DrillMat[], quality: QualityView) => void;
  /** The coach's worker (none: no coach, as in headless tests of the run and the skills test). */
  readonly coach?: CoachWorker | null;
  /** Where flick quality is worked out (the screen's worker; headless runs: at once, the default). */
  readonly quality?: QualityMeasure;
}

export class DrillRun {
  readonly store: StoreApi<DrillRunState>;
  private ids: ReadonlyMap<DieId, DieId>;
  private progress: Progress;
  private readonly detach: () => void;
  private helped = 0;
  private readonly coach: CoachWorker | null;
  /** Where the player's own throws stopped across the set (not "Show me"), per throw of the attempt. */
  readonly plot = new DispersionStore(SET_SIZE);
  private playerThrew = false;
  private readonly quality: QualityMeasure;
  /** Counts attempts read, so a quality arriving for an older attempt is dropped. */
  private reads = 0;

  constructor(
    readonly drill: Drill,
    readonly practice: PracticeControls,
    progress: Progress,
    private readonly options: DrillRunOptions = {},
  ) {
    this.progress = progress;
    this.coach = options.coach ?? null;
    this.quality = options.quality ?? qualityNow();
    this.ids = identity(drill);
    this.store = createStore<DrillRunState>(() => ({ throwIndex: 0, mats: [], hands: [], flicks: [], coach: { kind: "off" }, ghost: 0, grade: null, quality: { kind: "off" }, scored: null, finished: null, record: recordOf(progress, drill.id), shown: false, phase: "aim", saveProblem: null }));
    const offs = [
      practice.session.store.subscribe((s, prev) => {
        if (s.game.mode === "result" && prev.game.mode !== "result" && s.game.outcome) this.settled(s.game.outcome, lastFlick(s.log));
      }),
      // A new throw makes the coach's work in hand stale: stop it (advice already given stays up).
      practice.session.table.on("thrown", (e) => {
        this.playerThrew = e.source === "flick" || e.source === "keyboard";
        if (this.state.ghost !== 0) this.store.setState({ ghost: 0 });
        if (this.state.coach.kind !== "thinking") return;
        this.coach?.cancel();
        this.store.setState({ coach: { kind: "off" } });
      }),
    ];
    this.detach = () => offs.forEach((off) => off());
  }

  dispose(): void {
    this.detach();
    this.coach?.dispose();
    this.quality.dispose();
  }

  /** Whether the last attempt waits for its quality before it is scored (Next waits too). */
  get measuring(): boolean {
    return this.state.quality.kind === "measuring";
  }

  /** Plays the coach's throw as a ghost beside a replay of the player's (drawn only; the table and the log are untouched). */
  watchGhost(): void {
    if (this.state.coach.kind === "ready") this.store.setState({ ghost: this.state.ghost + 1 });
  }

  /** Asks the coach about the attempt just graded, off the main thread. */
  private askCoach(flicks: readonly Flick[]): void {
    if (!this.coach || flicks.length !== this.drill.throws) return;
    const attempt = this.state.record.attempts;
    this.store.setState({ coach: { kind: "thinking", fraction: 0, attempt }, ghost: 0 });
    const mine = () => { const c = this.state.coach; return c.kind === "thinking" && c.attempt === attempt; };
    this.coach
      .ask({ drill: this.drill, flicks, seed: (this.practice.session.seed + 104_729 * attempt) % 2_147_483_647 }, (fraction) => {
        if (mine()) this.store.setState({ coach: { kind: "thinking", fraction, attempt } });
      })
      .then(
        (advice) => {
          if (mine()) this.store.setState({ coach: { kind: "ready", advice, flicks, attempt } });
        },
        (e) => {
          if (e instanceof CoachCancelled || !mine()) return;
          this.store.setState({ coach: { kind: "failed", reason: e instanceof Error ? e.message : String(e) } });
        },
      );
  }

  /** Adds the player's stop to the plot; a new set starts a fresh plot. */
  private plotStop(outcome: AttemptOutcome, throwIndex: number): void {
    if (!this.playerThrew) return;
    if (this.state.record.set.length === 0 && throwIndex === 0) for (const k of Object.keys(this.plot.state.log)) this.plot.clear(k);
    const two = this.drill.throws === 2;
    const info: SeriesInfo = { label: two ? `Your ${throwIndex === 0 ? "first" : "second"} throws this set` : "Your throws this set", aim: drillAim(this.drill) };
    this.plot.record(`drill:${throwIndex}`, info, { at: outcome.thrown.centre, offMat: outcome.thrownOff });
  }

  get state(): DrillRunState {
    return this.store.getState();
  }

  private settled(outcome: AttemptOutcome, flick: Flick | null): void {
    const { position } = this.practice.session.game;
    const st = this.state;
    this.plotStop(outcome, st.mats.length);
    const mats = [...st.mats, { outcome, ids: this.ids }];
    const hands = flick ? [...st.hands, handOf(flick, position.thrower, position.seats)] : st.hands;
    const flicks = flick ? [...st.flicks, flick] : st.flicks;
    if (mats.length < this.drill.throws) {
      // The second die onto the mat the first left.
      const next = secondThrow(position, outcome, practiceDieIds(position));
      const named = new Map<DieId, DieId>();
      for (const [now, was] of next.ids) named.set(now, this.ids.get(was) ?? was);
      this.ids = named;
      this.store.setState({ mats, hands, flicks, throwIndex: mats.length });
      this.practice.load(next.position, "Now your second die: the mat stays as the first throw left it.");
      return;
    }
    const grade = gradeAttempt(this.drill, mats, practiceDieIds(this.drill.position));
    const read = ++this.reads;
    this.store.setState({ mats, hands, flicks, grade, finished: null, scored: null, quality: { kind: "measuring" }, phase: "graded" });
    const scored = (quality: QualityView) => {
      if (read !== this.reads) return;
      if (this.state.shown) {
        // The coach's demonstration: graded and measured to show what it did, and nothing more.
        this.store.setState({ quality, scored: quality.kind === "ready" ? quality.quality.meanPoints : grade.points });
        return;
      }
      this.scoreAttempt(grade, mats, hands, flicks, quality);
    };
    if (flicks.length !== this.drill.throws) return scored({ kind: "failed", reason: "the attempt's flicks are not all in the record" });
    if (this.quality.now) {
      try {
        return scored({ kind: "ready", quality: this.quality.now(this.drill, flicks) });
      } catch (e) {
        return scored({ kind: "failed", reason: e instanceof Error ? e.message : String(e) });
      }
    }
    this.quality.measure(this.drill, flicks).then(
      (quality) => scored({ kind: "ready", quality }),
      (e) => scored({ kind: "failed", reason: e instanceof Error ? e.message : String(e) }),
    );
  }

  /** The attempt scored by its quality (by what happened when none could be had), kept and saved. */
  private scoreAttempt(grade: Grade, mats: readonly DrillMat[], hands: readonly HandReading[], flicks: readonly Flick[], quality: QualityView): void {
    const points = quality.kind === "ready" ? quality.quality.meanPoints : grade.points;
    const recorded = recordAttempt(this.state.record, drillMarks(this.drill), { points, passed: grade.passed });
    this.store.setState({ quality, scored: keptPoints(points), finished: recorded.finished, record: recorded.record });
    this.options.onGraded?.(grade, mats, quality);
    this.askCoach(flicks);
    if (this.options.keep === false) return;
    const passRate = quality.kind === "ready" ? quality.quality.passRate : undefined;
    this.progress = withAttempt(this.progress, this.drill.id, recorded.record, { drill: this.drill.id, at: Date.now(), points: keptPoints(points), happened: grade.points, passRate, throws: hands.map(({ heading, speed, spin }) => ({ heading, speed, spin })) });
    progressStore()
      .save(this.progress)
      .then(
        () => this.store.setState({ saveProblem: null }),
        (e) => this.store.setState({ saveProblem: `Progress could not be saved (${String(e)}); practice goes on.` }),
      );
  }

  /** Back to the drill's set-up for the next attempt. */
  next(): void {
    if (this.state.phase !== "graded" || this.measuring) return;
    this.ids = identity(this.drill);
    this.store.setState({ throwIndex: 0, mats: [], hands: [], flicks: [], phase: "aim", ghost: 0, shown: false, quality: { kind: "off" }, scored: null });
    if (this.drill.throws === 1) this.practice.reset();
    else this.practice.load(this.drill.position);
  }

  /**
   * "Show me": the strong computer's planned flick for this drill (bench:drills plans it),
   * thrown with its hand's aim noise and a freshly shaken die, through the same dispatch as a
   * person's flick. The physics decides where it goes; the panel shows the heading, speed and
   * spin it gave, to copy. The attempt it is part of is the coach's, not the player's.
   */
  showMe(): void {
    if (this.practice.view.mode !== "setup" || this.state.phase !== "aim") return;
    const plan = (PLANS as Record<string, FlickParams[]>)[this.drill.id];
    if (!plan) return;
    const session = this.practice.session;
    const rng = createRng(session.seed + 7919 * ++this.helped);
    const flick = flickOf(this.drill, plan, thrownDieId(session.game.position), this.state.throwIndex, rng, PLAN_EFFORT.strong);
    this.store.setState({ shown: true });
    session.dispatch(0, { kind: "flick", flicks: [flick] }, "auto");
  }
}

/** The point a drill asks the thrown die to stop at, if any (a landing circle, the carreau's spot), and the way there from the hand. */
function drillAim(drill: Drill): SeriesInfo["aim"] {
  const g = drill.goal;
  let point: { x: number; z: number } | null = null;
  if (g.kind === "land-in") point = { x: g.area.x, z: g.area.z };
  if (g.kind === "carreau") {
    const d = drill.position.dice[practiceDieIds(drill.position).indexOf(g.target)];
    if (d) point = { x: d.x, z: d.z };
  }
  if (!point) return null;
  const hand = seatThrowPosition(drill.position.thrower, drill.position.seats).position;
  const dx = point.x - hand[0];
  const dz = point.z - hand[2];
  const len = Math.hypot(dx, dz) || 1;
  return { point, direction: { x: dx / len, z: dz / len } };
}

const identity = (drill: Drill): ReadonlyMap<DieId, DieId> => new Map(practiceDieIds(drill.position).map((id) => [id, id]));

function lastFlick(log: readonly { input: { kind: string } }[]): Flick | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const input = log[i].input as { kind: string; flicks?: Flick[] };
    if (input.kind === "flick" && input.flicks?.length) return input.flicks[0];
  }
  return null;
}
