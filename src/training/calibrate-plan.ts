// The calibration planner: the flick a drill is measured with. Unlike the strong seat's search
// (drill-planner.ts, which judges each candidate by one throw and so chases a lucky bounce), it
// judges every candidate by its pass rate over many throws made with a hand of the ladder
// (the steady hand by default, hands.ts), each with a fresh shake, and breaks ties by the mean
// points (plus how near the misses came). A cross-entropy search over the flick box
// (rykestra-flick-space.ts PARAM_BOUNDS): a wide look, then rounds that sample round the best
// candidates and narrow. Within a round every candidate meets the same shakes and the same
// wobble (common random numbers), so candidates differ by their flick, not by their luck. A
// two-throw drill plans both flicks at once (ten numbers). Deterministic in the seed.
import { createRng, seatThrowPosition, type Rng } from "../physics";
import { exactAtan2, exactCos, exactSin } from "../geometry/exact-math";
import type { TablePoint } from "../geometry/types";
import { PARAM_BOUNDS, PARAM_NAMES, clampParams, type FlickParams, type ParamName } from "../bots/rykestra/flick-space";
import type { Drill } from "../games/rykestra/practice/drills";
import { practiceDieIds } from "../games/rykestra/practice/position";
import { throwPlan, type DrillPlan } from "./drill-planner";
import { handPlan, type HandName } from "./hands";

export interface CalibrationEffort {
  /** Uniform candidates looked at first, each over `exploreShakes` throws. */
  readonly explore: number;
  readonly exploreShakes: number;
  /** Cross-entropy rounds, candidates per round, throws per candidate, candidates the next round centres on. */
  readonly rounds: number;
  readonly batch: number;
  readonly shakes: number;
  readonly elite: number;
  /** The best few kept over the search, thrown again `finalShakes` times on one shared set of shakes; the best of them is the plan. */
  readonly finalists: number;
  readonly finalShakes: number;
}

export const CALIBRATION_EFFORT: CalibrationEffort = { explore: 48, exploreShakes: 8, rounds: 8, batch: 20, shakes: 40, elite: 5, finalists: 5, finalShakes: 96 };

export interface Judged {
  readonly plan: DrillPlan;
  /** Passes over throws, 0–1. */
  readonly passRate: number;
  /** Mean grade points, 0–5. */
  readonly meanPoints: number;
  /** Mean points plus nearness: the tie-break. */
  readonly worth: number;
}

/**
 * `plan` thrown `shakes` times by `hand`, throw s from the stream of `seed + s` (its wobble and
 * its shake) on table seed `seed + s`: the same throws for every plan judged with this seed.
 */
export function judgePlan(drill: Drill, plan: DrillPlan, hand: HandName, shakes: number, seed: number): Judged {
  let passes = 0;
  let points = 0;
  let worth = 0;
  for (let s = 0; s < shakes; s++) {
    const rng = createRng(seed + s);
    const t = throwPlan(drill, handPlan(hand, drill, plan, rng), rng, null, seed + s);
    if (t.grade.passed) passes++;
    points += t.grade.points;
    worth += t.grade.points + t.nearness;
  }
  return { plan, passRate: passes / shakes, meanPoints: points / shakes, worth: worth / shakes };
}

/** Better first: pass rate, then points and nearness. */
const better = (a: Judged, b: Judged) => b.passRate - a.passRate || b.worth - a.worth;

/** A point anywhere in the flick box (side spin within ±10 rad/s). */
function anyFlick(rng: Rng): FlickParams {
  const u = (n: ParamName) => rng.range(PARAM_BOUNDS[n][0], PARAM_BOUNDS[n][1]);
  return { along: u("along"), heading: u("heading"), power: u("power"), yaw: rng.range(-10, 10), tumble: u("tumble") };
}

/** What a drill asks the thrower to reach: its target dice first, then the rest of the set-up, or the circle to land in. */
function aimPoints(drill: Drill): TablePoint[] {
  const g = drill.goal;
  if (g.kind === "land-in") return [{ x: g.area.x, z: g.area.z }];
  const ids = practiceDieIds(drill.position);
  const targets = g.kind === "knock-both" ? g.targets : [g.target];
  const at = (id: string) => drill.position.dice[ids.indexOf(id)];
  return targets.filter((t) => ids.includes(t)).map((t) => ({ x: at(t).x, z: at(t).z }));
}

const AIM_ALONG = [-3, 0, 3];
const AIM_POWER = [0.1, 0.25, 0.4, 0.55, 0.7, 0.85];
const AIM_TUMBLE = [0.3, 1];

/** Flicks aimed straight at `p` from a few release points, at a few powers and tumbles: where a search for a hit starts. */
function aimedAt(drill: Drill, p: TablePoint): FlickParams[] {
  const hand = seatThrowPosition(drill.position.thrower, drill.position.seats);
  const out: FlickParams[] = [];
  for (const along of AIM_ALONG) {
    // Right of facing h is (cos h, sin h); heading h points along (sin h, −cos h).
    const x = hand.position[0] + exactCos(hand.heading) * along;
    const z = hand.position[2] + exactSin(hand.heading) * along;
    const off = exactAtan2(p.x - x, -(p.z - z)) - hand.heading;
    const h = exactAtan2(exactSin(off), exactCos(off));
    for (const power of AIM_POWER) for (const tumble of AIM_TUMBLE) out.push(clampParams({ along, heading: h, power, yaw: 0, tumble }));
  }
  return out;
}

/**
 * The first look: aimed flicks and uniform ones. A two-throw drill first judges the aimed flicks
 * as a lone first throw (the drill graded on one mat), then pairs the best few with each other.
 */
function firstLook(drill: Drill, effort: CalibrationEffort, hand: HandName, seed: number, rng: Rng): DrillPlan[] {
  const aimed = aimPoints(drill).flatMap((p) => aimedAt(drill, p));
  const uniform = Array.from({ length: effort.explore }, () => Array.from({ length: drill.throws }, () => anyFlick(rng)));
  if (drill.throws === 1) return [...aimed.map((a) => [a]), ...uniform];
  const lone: Drill = { ...drill, throws: 1 };
  const best = aimed
    .map((a) => judgePlan(lone, [a], hand, effort.exploreShakes, seed))
    .sort(better)
    .slice(0, 6)
    .map((j) => j.plan[0]);
  const pairs = best.flatMap((a) => best.map((b) => [a, b]));
  return [...pairs, ...uniform];
}

const SPAN = Object.fromEntries(PARAM_NAMES.map((n) => [n, PARAM_BOUNDS[n][1] - PARAM_BOUNDS[n][0]])) as Record<ParamName, number>;

/** Per throw and parameter, a mean and a spread. */
type Belief = { mean: Record<ParamName, number>; sd: Record<ParamName, number> }[];

function beliefOf(elite: readonly Judged[], previous: Belief | null, smooth: number): Belief {
  return elite[0].plan.map((_, k) => {
    const mean = {} as Record<ParamName, number>;
    const sd = {} as Record<ParamName, number>;
    for (const n of PARAM_NAMES) {
      const xs = elite.map((c) => c.plan[k][n]);
      const m = xs.reduce((a, b) => a + b, 0) / xs.length;
      const s = Math.sqrt(xs.reduce((a, x) => a + (x - m) * (x - m), 0) / xs.length);
      const floor = SPAN[n] / 80;
      const p = previous?.[k];
      mean[n] = p ? smooth * m + (1 - smooth) * p.mean[n] : m;
      sd[n] = Math.max(floor, p ? smooth * s + (1 - smooth) * p.sd[n] : s);
    }
    return { mean, sd };
  });
}

/**
 * The drill's calibration plan: the flick whose pass rate under `hand` is highest, found by
 * cross-entropy as above. `starts` (e.g. the stored plan) join the first look. Deterministic in `seed`.
 */
export function calibratePlan(drill: Drill, seed: number, effort: CalibrationEffort = CALIBRATION_EFFORT, hand: HandName = "steady", starts: readonly DrillPlan[] = []): Judged {
  const rng = createRng(seed);
  let round = 0;
  const roundSeed = () => seed * 1_000 + 100_000 * ++round;
  const kept: Judged[] = [];
  const keep = (js: Judged[]) => {
    kept.push(...js);
    kept.sort(better);
    kept.splice(effort.finalists);
  };

  const s0 = roundSeed();
  const first = [...starts, ...firstLook(drill, effort, hand, s0 + 50_000, rng)].map((p) => judgePlan(drill, p, hand, effort.exploreShakes, s0));
  first.sort(better);
  let belief = beliefOf(first.slice(0, effort.elite * 2), null, 1);
  for (let r = 0; r < effort.rounds; r++) {
    const s = roundSeed();
    const batch: Judged[] = [];
    for (let i = 0; i < effort.batch; i++) {
      const plan = belief.map((b) => {
        const p = {} as Record<ParamName, number>;
        for (const n of PARAM_NAMES) p[n] = b.mean[n] + rng.normal() * b.sd[n];
        return clampParams(p as FlickParams);
      });
      batch.push(judgePlan(drill, plan, hand, effort.shakes, s));
    }
    // The round's centre too, so the search never loses the point it stands on.
    batch.push(judgePlan(drill, belief.map((b) => clampParams(b.mean as FlickParams)), hand, effort.shakes, s));
    batch.sort(better);
    keep(batch.slice(0, 2));
    belief = beliefOf(batch.slice(0, effort.elite), belief, 0.7);
  }
  const sf = roundSeed();
  const finals = [...kept.map((k) => k.plan), belief.map((b) => clampParams(b.mean as FlickParams))].map((p) => judgePlan(drill, p, hand, effort.finalShakes, sf));
  return finals.sort(better)[0];
}
