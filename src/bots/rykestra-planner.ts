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
import type { Kite } from "../geometry/capture-zone";
import type { Flick, Quat, TablePoint } from "../geometry/types";
import { MAT } from "../geometry/table-layout";
import type { Strength } from "../games/strength";
import { diceOnMat, snapshotsOf, type DieId, type DieSnapshot, type RykestraState } from "../games/rykestra";
import { createRng, randomQuaternion, seatThrowPosition, type Rng } from "../physics";
import { PARAM_BOUNDS, PARAM_NAMES, clampParams, flicksFor, type FlickParams, type ParamName } from "./rykestra-flick-space";
import { scoreThrow } from "./rykestra-bot-score";
import { TrialTable, type LyingBody } from "./rykestra-bot-sim";
import { exactAtan2, exactCos, exactExp, exactSin, norm2 } from "../geometry/exact-math";

export interface PlanInput {
  readonly state: RykestraState;
  readonly seat: number;
  /** The die or dice this turn throws (thrown together). */
  readonly thrown: readonly DieId[];
  /** Every body lying on or near the mat now (D10s on the mat, the Kinzo marker). */
  readonly lying: readonly LyingBody[];
  readonly seed: number;
}

/** How hard a planner works and how steady its hand is. */
export interface PlanEffort {
  /** Exploring candidates. */
  readonly explore: number;
  /** Cross-entropy rounds after exploring, and candidates drawn in each. */
  readonly refineRounds: number;
  readonly refineBatch: number;
  /** Best candidates the refinement centres on. */
  readonly elite: number;
  /** Best candidates thrown again at the end, and how many times each. */
  readonly confirm: number;
  readonly confirmShakes: number;
  /** Aim noise on the real throw: standard deviations per parameter (power as a fraction of itself). */
  readonly noise: { readonly along: number; readonly heading: number; readonly power: number; readonly yaw: number; readonly tumble: number };
}

/**
 * Easy looks at a few throws and has a loose hand; strong tries 256 and refines round the
 * best with a steady one. Headings in radians: 0.1 rad is about 6°.
 */
export const PLAN_EFFORT: Readonly<Record<Strength, PlanEffort>> = {
  easy: { explore: 24, refineRounds: 0, refineBatch: 0, elite: 4, confirm: 0, confirmShakes: 0, noise: { along: 1, heading: 0.1, power: 0.15, yaw: 4, tumble: 0.2 } },
  good: { explore: 128, refineRounds: 2, refineBatch: 24, elite: 8, confirm: 4, confirmShakes: 4, noise: { along: 0.5, heading: 0.04, power: 0.06, yaw: 2, tumble: 0.1 } },
  strong: { explore: 256, refineRounds: 2, refineBatch: 32, elite: 12, confirm: 8, confirmShakes: 9, noise: { along: 0.25, heading: 0.015, power: 0.03, yaw: 1, tumble: 0.05 } },
};

export const plannedTrials = (e: PlanEffort): number => e.explore + e.refineRounds * e.refineBatch + e.confirm * e.confirmShakes;

export interface Candidate {
  readonly params: FlickParams;
  /** Scores of its trials (one, or more once confirmed). */
  readonly scores: number[];
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

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
    // Each re-throw's score, plus the smoothed worth standing for CONFIRM_PRIOR more.
    const worth = (c: Candidate) => {
      const again = c.scores.slice(1).map((x) => Math.max(FLOOR_SCORE, x));
      return (again.reduce((a, b) => a + b, 0) + CONFIRM_PRIOR * smoothed.get(c)!) / (again.length + CONFIRM_PRIOR);
    };
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
    // Where a die lands is the aim's doing; its face and which way its kite points are the
    // physics' luck (a freshly shaken die's heading comes out all round the compass). So a
    // landing flat on the mat is worth its mean over all ten faces, each face with its kite
    // turned to a different tenth of the compass about the die's centre (offset by chance each
    // trial), and two dice thrown together take faces and turns apart. A die off the mat or
    // cocked is worth the same whatever it shows.
    const flat = dice.some((d) => thrown.includes(d.id) && !d.offMat && !d.cocked);
    if (!flat) return { score: scoreThrow(state, seat, thrown, dice), dice };
    const offset = this.rng.int(TURNS.length);
    let sum = 0;
    for (let k = 0; k < 10; k++) {
      const faced = dice.map((d) => {
        const i = thrown.indexOf(d.id);
        if (i < 0 || d.offMat || d.cocked) return d;
        const [c, s] = TURNS[(offset + 3 * k + 5 * i) % TURNS.length];
        return { ...d, value: (k + 3 * i) % 10, kite: turned(d.kite, d.centre, c, s) };
      });
      sum += scoreThrow(state, seat, thrown, faced);
    }
    return { score: sum / 10, dice };
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

/** Bandwidth of the smoothing kernel, in units of each parameter's whole range. */
export const SMOOTHING_WIDTH = 0.08;
/** Weight of the plan's overall mean in every smoothed worth: an isolated trial counts for half. */
const PRIOR_WEIGHT = 1;
/** How many re-throws a confirmed candidate's smoothed worth counts as, beside its own re-throws. */
const CONFIRM_PRIOR = 3;
/** A refused or disastrous trial counts as this in the smoothing, not as −∞. */
const FLOOR_SCORE = -20;

/**
 * Each candidate's worth as the kernel-weighted mean of the scores of the candidates near it in
 * the flick box (itself included, with weight 1), shrunk towards the mean of all: a flick whose
 * neighbours also did well is a flick that works, not one bounce that happened to.
 */
export function smoothedWorth(tried: readonly Candidate[]): number[] {
  const n = tried.length;
  const own = tried.map((c) => Math.max(FLOOR_SCORE, mean(c.scores)));
  const all = mean(own);
  const scale = PARAM_NAMES.map((k) => 1 / ((PARAM_BOUNDS[k][1] - PARAM_BOUNDS[k][0]) * SMOOTHING_WIDTH));
  const xs = tried.map((c) => PARAM_NAMES.map((k, j) => c.params[k] * scale[j]));
  const sum = own.map((s) => s + PRIOR_WEIGHT * all);
  const weight = new Array<number>(n).fill(1 + PRIOR_WEIGHT);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let d2 = 0;
      for (let k = 0; k < xs[i].length; k++) d2 += (xs[i][k] - xs[j][k]) * (xs[i][k] - xs[j][k]);
      if (d2 > 9) continue;
      const w = exactExp(-d2 / 2);
      sum[i] += w * own[j];
      weight[i] += w;
      sum[j] += w * own[i];
      weight[j] += w;
    }
  }
  return sum.map((s, i) => s / weight[i]);
}

/** Cosine and sine of the ten turns by a tenth of the compass. */
const TURNS: readonly (readonly [number, number])[] = Array.from({ length: 10 }, (_, k) => [exactCos((k * Math.PI) / 5), exactSin((k * Math.PI) / 5)] as const);

/** A kite turned about `centre` by the angle of cosine `c`, sine `s`. */
function turned(kite: Kite, centre: TablePoint, c: number, s: number): Kite {
  const turn = (p: TablePoint): TablePoint => {
    const x = p.x - centre.x;
    const z = p.z - centre.z;
    return { x: centre.x + c * x - s * z, z: centre.z + s * x + c * z };
  };
  return { top: turn(kite.top), left: turn(kite.left), right: turn(kite.right) };
}

/** An angle brought into (−π, π]. */
const wrap = (a: number) => exactAtan2(exactSin(a), exactCos(a));

/**
 * Power (0..1) that carries a die about `distance` cm from a seat's hand to where it stops:
 * measured for the keyboard throw on the mat's felt (median travel about 12.6, 19.3 and 25 cm
 * at power 0.1, 0.3 and 0.4), so about 6 + 45·p cm. Trials correct what this misses.
 */
export function powerFor(distance: number): number {
  return Math.min(1, Math.max(0, (distance - 6) / 45));
}

/** The other way round: about how far (cm) the keyboard throw of `power` carries a die on the felt. */
export const reachFor = (power: number): number => 6 + 45 * Math.min(1, Math.max(0, power));

/** Plans a whole throw at once (Node, tests, the game server). */
export function planThrow(input: PlanInput, effort: PlanEffort): Candidate {
  const planner = new RykestraPlanner(input, effort);
  while (!planner.step());
  return planner.best();
}

/** Parameters as the strength's hand throws them: the aim with its noise. */
export function aimed(params: FlickParams, effort: PlanEffort, rng: Rng): FlickParams {
  const n = effort.noise;
  return clampParams({
    along: params.along + rng.normal() * n.along,
    heading: params.heading + rng.normal() * n.heading,
    power: params.power * (1 + rng.normal() * n.power),
    yaw: params.yaw + rng.normal() * n.yaw,
    tumble: params.tumble + rng.normal() * n.tumble,
  });
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
