// npm run bench:drills [-- --json] [--tries=N] [--quick] [--stored] [--fresh] [--drill=id,id] [--plans=FILE] [--calibration=FILE]
// For each drill: the calibration planner (src/training/calibrate-plan.ts: cross-entropy over the
// flick box, each candidate judged by its pass rate over many steady-hand throws) plans once, or
// with --stored the drill's stored plan (src/training/drill-plans.json) is taken as it is; `--quick`
// plans with a smaller search. The plan is thrown `tries` times (256 by
// default) by each hand of the ladder (src/training/hands.ts: perfect, steady, club, beginner,
// and random flicks from the seat), each with a fresh shake; success is a pass (5 points). Prints
// each hand's pass rate with its 95 % (Wilson) interval, whether the rate falls down the ladder
// (no hand significantly above a steadier one), steady against 3 × random, and each tier's
// medians against the calibration goals. Fails when a drill is never passed by the steady hand
// or the tiers are out of order (each tier's median steady rate below the one before).
import { writeFileSync } from "node:fs";
import { createRng } from "../src/physics";
import { DRILLS, TIERS, type Tier } from "../src/games/rykestra/practice/drills";
import { throwPlan, type DrillPlan } from "../src/training/drill-planner";
import { CALIBRATION_EFFORT, calibratePlan, type CalibrationEffort } from "../src/training/calibrate-plan";
import STORED from "../src/training/drill-plans.json";
import { HAND_LADDER, handPlan, type HandName } from "../src/training/hands";
import { median, wilson } from "./bench-stats";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const json = process.argv.includes("--json");
const tries = Number(arg("tries") ?? 256);
const only = arg("drill")?.split(",");
const stored = process.argv.includes("--stored");
/** The search starts from the drill's stored plan too (so a re-run keeps what an earlier one found) unless --fresh. */
const fresh = process.argv.includes("--fresh");
const effort: CalibrationEffort = process.argv.includes("--quick") ? { ...CALIBRATION_EFFORT, explore: 32, rounds: 4, batch: 12, shakes: 16, finalists: 3, finalShakes: 48 } : CALIBRATION_EFFORT;
/** --plans=FILE writes each drill's planned flick parameters (the "Throw for me" of the drill screen, the coach's and the skills bench's plan). */
const plansFile = arg("plans");
/** --calibration=FILE writes each drill's pass rate and mean points by hand (medal thresholds are set from them). */
const calibrationFile = arg("calibration");
const plans: Record<string, unknown> = {};
const calibration: Record<string, { rates: ByHand<number>; meanPoints: ByHand<number> }> = {};

type ByHand<T> = Record<HandName, T>;

interface Row {
  drill: string;
  tier: Tier;
  tries: number;
  rates: ByHand<number>;
  ci95: ByHand<[number, number]>;
  /** Mean grade points (0–5) per hand. */
  meanPoints: ByHand<number>;
  /** The rate never rises down the ladder: no hand's interval lies wholly above a steadier hand's. */
  ladder: boolean;
  plannerSuccessRate: number;
  randomSuccessRate: number;
}

const byHand = <T>(f: (h: HandName, i: number) => T): ByHand<T> => Object.fromEntries(HAND_LADDER.map((h, i) => [h, f(h, i)])) as ByHand<T>;
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const started = Date.now();
const rows: Row[] = [];
for (const [i, drill] of DRILLS.entries()) {
  if (only !== undefined && !only.includes(drill.id)) continue;
  const seed = 1000 + i;
  const storedPlan = (STORED as Record<string, DrillPlan | undefined>)[drill.id];
  if (stored && storedPlan === undefined) throw new Error(`no stored plan for ${drill.id}`);
  // Rounded as stored, so the plan thrown here is the very one the screen throws.
  const plan: DrillPlan = (stored ? storedPlan! : calibratePlan(drill, seed, effort, "steady", fresh || storedPlan?.length !== drill.throws ? [] : [storedPlan!]).plan).map((p) => ({
    along: round4(p.along),
    heading: round4(p.heading),
    power: round4(p.power),
    yaw: round4(p.yaw),
    tumble: round4(p.tumble),
  }));
  plans[drill.id] = plan;
  const points = byHand(() => 0);
  const passes = byHand((hand, h) => {
    // Each hand its own stream; throw t of every hand on the same table seed.
    const rng = createRng(seed * 31 + 1 + 7919 * h);
    let n = 0;
    for (let t = 0; t < tries; t++) {
      const g = throwPlan(drill, handPlan(hand, drill, plan, rng), rng, null, 50_000 + t).grade;
      if (g.passed) n++;
      points[hand] += g.points;
    }
    return n;
  });
  const rates = byHand((h) => passes[h] / tries);
  const meanPoints = byHand((h) => Math.round((1000 * points[h]) / tries) / 1000);
  calibration[drill.id] = { rates, meanPoints };
  const ci95 = byHand((h) => wilson(passes[h], tries));
  const ladder = HAND_LADDER.every((h, k) => HAND_LADDER.slice(0, k).every((above) => ci95[h][0] <= ci95[above][1]));
  const row: Row = { drill: drill.id, tier: drill.tier, tries, rates, ci95, meanPoints, ladder, plannerSuccessRate: rates.steady, randomSuccessRate: rates.random };
  rows.push(row);
  if (json) console.log(JSON.stringify(row));
  else console.log(`${drill.tier.padEnd(11)} ${drill.id.padEnd(18)} ${HAND_LADDER.map((h) => `${h} ${pct(rates[h]).padStart(6)}`).join("  ")}  ladder ${ladder ? "holds" : "BROKEN"}${rates.steady >= 3 * rates.random ? "" : " STEADY<3×RANDOM"}  points ${HAND_LADDER.map((h) => meanPoints[h].toFixed(2)).join("/")}  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

if (plansFile) writeFileSync(plansFile, JSON.stringify(plans, null, 1) + "\n");
if (calibrationFile) writeFileSync(calibrationFile, JSON.stringify(calibration, null, 1) + "\n");

const tierMedian = (t: Tier, h: HandName) => median(rows.filter((r) => r.tier === t).map((r) => r.rates[h]));
const medians = TIERS.map((t) => tierMedian(t, "steady"));
const unsolved = rows.filter((r) => r.rates.steady === 0).map((r) => r.drill);
const ordered = medians.every((m, i) => i === 0 || !(m >= medians[i - 1]));
/** The calibration goals (issue "A trainer that grades the flick"): tier medians, per drill the ladder and steady ≥ 3 × random. */
const goals = [
  { what: "first steps: median steady ≥ 70 %", met: tierMedian("first steps", "steady") >= 0.7 },
  { what: "first steps: median beginner ≥ 30 %", met: tierMedian("first steps", "beginner") >= 0.3 },
  { what: "club: median steady ≥ 45 %", met: tierMedian("club", "steady") >= 0.45 },
  { what: "expert: median steady ≥ 20 %", met: tierMedian("expert", "steady") >= 0.2 },
  { what: "expert: median perfect ≥ 40 %", met: tierMedian("expert", "perfect") >= 0.4 },
  { what: "every drill: the ladder holds", met: rows.every((r) => r.ladder) },
  { what: "every drill: steady ≥ 3 × random", met: rows.every((r) => r.rates.steady >= 3 * r.rates.random) },
];
if (!json) {
  for (const t of TIERS) console.log(`median by hand, ${t}: ${HAND_LADDER.map((h) => `${h} ${pct(tierMedian(t, h))}`).join(", ")}`);
  console.log(`ladder broken in: ${rows.filter((r) => !r.ladder).map((r) => r.drill).join(", ") || "none"}; steady below 3 × random in: ${rows.filter((r) => r.rates.steady < 3 * r.rates.random).map((r) => r.drill).join(", ") || "none"}`);
  for (const g of goals) console.log(`goal ${g.met ? "met    " : "NOT MET"}  ${g.what}`);
  console.log(`unsolved: ${unsolved.length === 0 ? "none" : unsolved.join(", ")}; tiers ordered: ${ordered ? "yes" : "NO"}; ${((Date.now() - started) / 1000).toFixed(0)} s`);
} else {
  console.log(JSON.stringify({ medians: Object.fromEntries(TIERS.map((t) => [t, byHand((h) => tierMedian(t, h))])), goals, unsolved, tiersOrdered: ordered }));
}
if (unsolved.length > 0 || (only === undefined && !ordered)) process.exitCode = 1;
