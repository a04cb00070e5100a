// Rykestra's throw planner: a search over the flicks of a seat (rykestra-flick-space.ts), each
// candidate settled on a headless copy of the table (rykestra-bot-sim.ts) and judged by the
// engine (rykestra-bot-score.ts). It explores first — half the candidates aimed at points worth
// reaching (opponents' dice, open mat), half anywhere in the box — then refines by cross-entropy:
// new candidates drawn round the best so far, narrowing each round; last, the few best are
// thrown again with the dice held differently and with the strength's aim noise, as the real
// throw will be made, and kept on their mean: neither one lucky bounce nor a flick that works
// only when thrown exactly wins. Every trial holds the dice as a shaken hand would (a random
// orientation the planner never chooses), and the real throw is made with fresh aim noise and
// a fresh shake: the plan picks where to aim, the physics picks the face. Plain TS over the
// physics and the engine: it runs in Node, in a Web Worker or on a game server alike, one
// trial per `step()`.
import type { Flick, Quat, TablePoint } from "../../geometry/types";
import { MAT } from "../../geometry/table-layout";
import { diceOnMat, snapshotsOf, type DieId, type DieSnapshot, type RykestraState } from "../../games/rykestra";
import { createRng, randomQuaternion, seatThrowPosition, type Rng } from "../../physics";
import { PARAM_BOUNDS, PARAM_NAMES, clampParams, flicksFor, type FlickParams, type ParamName } from "./flick-space";
import { TrialTable, type LyingBody } from "./bot-sim";
import { aimed, plannedTrials, type PlanEffort } from "./plan-effort";
import { confirmedWorth, mean, smoothedWorth, type Candidate } from "./plan-worth";
import { faceAveragedScore } from "./face-luck";
import { powerFor } from "./throw-reach";
import { exactAtan2, exactCos, exactSin, norm2 } from "../../geometry/exact-math";

export interface PlanInput {
  readonly state: RykestraState;
  readonly seat: number;
  /** The die or dice this turn throws (thrown together). */
  readonly thrown: readonly DieId[];
  /** Every body lying on or near the mat now (D10s on the mat, the Kinzo marker). */
  readonly lying: readonly LyingBody[];
  readonly seed: number;
}

export class RykestraPlanner {
  readonly total: number;
  private readonly input: PlanInput;
  private readonly effort: PlanEffort;
  private readonly rng: Rng;
  private readonly onMat: DieId[];
  private readonly targets: TablePoint[];
  private readonly tried: Candidate[] = [];
  private confirming: Candidate[] | null = null;
  private trials = 0;
  private smoothedCache: number[] = [];
  private smoothedFor = -1;
  private readonly table: TrialTable;

  constructor(input: PlanInput, effort: PlanEffort) {
    this.input = input;
    this.effort = effort;
    this.total = plannedTrials(effort);
    this.rng = createRng(input.seed);
    this.table = new TrialTable(input.lying, input.thrown, input.seed);
    this.onMat = input.state.dice.filter((d) => d.place === "mat").map((d) => d.id);
    this.targets = diceOnMat(input.state)
      .filter((d) => d.owner !== input.seat)
      .map((d) => d.centre);
  }

  /** Trials run so far. */
  get done(): number {
    return this.trials;
  }

  get finished(): boolean {
    return this.trials >= this.total;
  }

  /** Runs one trial; true once the plan is complete. */
  step(): boolean {
    if (this.finished) return true;
    const e = this.effort;
    const refined = e.explore + e.refineRounds * e.refineBatch;
    if (this.trials < refined) {
      const params = this.trials < e.explore ? this.explorePoint() : this.refinePoint();
      this.tried.push({ params, scores: [this.score(params)] });
    } else {
      this.confirming ??= this.ranked().slice(0, e.confirm);
      const c = this.confirming[Math.floor((this.trials - refined) / e.confirmShakes)];
      c.scores.push(this.score(aimed(c.params, e, this.rng)));
    }
    this.trials++;
    return this.finished;
  }

  /**
   * The best candidate so far. Once confirming, the confirmed candidates ranked on their
   * re-throws alone: the first score is the one that got them picked, lucky by selection.
   */
  best(): Candidate {
    if (this.tried.length === 0) throw new Error("a plan needs at least one trial");
    if (!this.confirming) return this.ranked()[0];
    const smoothed = new Map(this.tried.map((c, i) => [c, this.smoothed[i]] as const));
    const worth = (c: Candidate) => confirmedWorth(c.scores, smoothed.get(c)!);
    return [...this.confirming].sort((a, b) => worth(b) - worth(a))[0];
  }

  /** Every candidate tried, in order. */
  candidates(): readonly Candidate[] {
    return this.tried;
  }

  /** Judges one candidate, the dice held as a shaken hand holds them. */
  score(params: FlickParams): number {
    return this.judge(params, this.shake()).score;
  }

  /** Judges flicks of `params` from dice held as `quaternions`: settled once on the headless table, scored by the engine. */
  judge(params: FlickParams, quaternions: readonly Quat[]): { readonly score: number; readonly dice: readonly DieSnapshot[] } {
    const { state, seat, thrown } = this.input;
    const dice = snapshotsOf(this.table.run(this.flicks(params, quaternions)), [...this.onMat, ...thrown]);
    // Its faces' luck averaged out (rykestra-face-luck.ts): the aim is judged, not the face.
    return { score: faceAveragedScore(state, seat, thrown, dice, this.rng), dice };
  }

  /** The flicks of these parameters for the dice of this throw. */
  flicks(params: FlickParams, quaternions: readonly Quat[]): Flick[] {
    return flicksFor(this.input.seat, this.input.state.players, this.input.thrown, params, quaternions);
  }

  private shake(): Quat[] {
    return this.input.thrown.map(() => randomQuaternion(this.rng));
  }

  /**
   * Candidates by their smoothed worth (see `smoothedWorth`), best first: one trial of a flick
   * is one bounce among many, and ranking on it alone favours flicks that were lucky once.
   */
  private ranked(): Candidate[] {
    const worth = this.smoothed;
    return this.tried.map((c, i) => ({ c, w: worth[i] })).sort((a, b) => b.w - a.w).map((x) => x.c);
  }

  /** Smoothed worth of every candidate tried, by index: recomputed only when a candidate was added. */
  private get smoothed(): number[] {
    if (this.smoothedFor !== this.tried.length) {
      this.smoothedCache = smoothedWorth(this.tried);
      this.smoothedFor = this.tried.length;
    }
    return this.smoothedCache;
  }

  private explorePoint(): FlickParams {
    const r = this.rng;
    const uniform = (n: ParamName) => r.range(PARAM_BOUNDS[n][0], PARAM_BOUNDS[n][1]);
    const any: FlickParams = { along: uniform("along"), heading: uniform("heading"), power: uniform("power"), yaw: r.range(-8, 8), tumble: r.range(0.6, 1.2) };
    if (this.trials % 2 === 1) return any;
    // Aimed: at an opponent's die (hard enough to carry through it) or a point of open mat.
    const reach = MAT.size / 2 - 2;
    const hit = this.targets.length > 0 && r.next() < 0.6;
    const target = hit
      ? this.targets[r.int(this.targets.length)]
      : { x: MAT.centre.x + r.range(-reach, reach), z: MAT.centre.z + r.range(-reach, reach) };
    const from = seatThrowPosition(this.input.seat, this.input.state.players);
    const dx = target.x - from.position[0];
    const dz = target.z - from.position[2];
    const heading = wrap(exactAtan2(dx, -dz) - from.heading);
    const distance = norm2(dx, dz) + (hit ? r.range(0, 12) : 0);
    return clampParams({ ...any, heading, power: powerFor(distance) * r.range(0.85, 1.15) });
  }

  private refinePoint(): FlickParams {
    const elite = this.ranked().slice(0, this.effort.elite);
    const r = this.rng;
    const point = {} as Record<ParamName, number>;
    for (const n of PARAM_NAMES) {
      const xs = elite.map((c) => c.params[n]);
      const m = mean(xs);
      const sd = Math.sqrt(mean(xs.map((x) => (x - m) * (x - m))));
      // Never narrower than a twentieth of the box, so refinement keeps looking about.
      const floor = (PARAM_BOUNDS[n][1] - PARAM_BOUNDS[n][0]) / 20;
      point[n] = m + r.normal() * Math.max(sd, floor);
    }
    return clampParams(point);
  }
}

/** An angle brought into (−π, π]. */
const wrap = (a: number) => exactAtan2(exactSin(a), exactCos(a));

/** Plans a whole throw at once (Node, tests, the game server). */
export function planThrow(input: PlanInput, effort: PlanEffort): Candidate {
  const planner = new RykestraPlanner(input, effort);
  while (!planner.step());
  return planner.best();
}

/**
 * The real throw of a plan: the chosen parameters with the strength's aim noise, the dice
 * freshly shaken. `rng` is the seat's own seeded stream.
 */
export function throwOf(input: Pick<PlanInput, "seat" | "state" | "thrown">, params: FlickParams, effort: PlanEffort, rng: Rng): Flick[] {
  const noisy = aimed(params, effort, rng);
  const quaternions = input.thrown.map(() => randomQuaternion(rng));
  return flicksFor(input.seat, input.state.players, input.thrown, noisy, quaternions);
}
