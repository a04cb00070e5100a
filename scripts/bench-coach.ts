// npm run bench:coach [-- --json] [--runs=N] [--drill=id] [--rethrows=N] [--explore=N]
//   [--learners=N] [--learner-rethrows=K] [--learner-coach-rethrows=N] [--learner-cap=N] [--procs=N]
// The drill coach's latency from a settled throw to its advice: the same generator the
// browser's coach worker steps (src/training/coach.ts), run here to the end, for `runs`
// player throws (random flicks from the seat: good, bad and wild alike). By default on nine
// dice — a crowd of eight lying round a target and the thrower's die — as the issue asks;
// --drill=<id> takes a drill of the library instead. Prints the median and 95th percentile,
// the trials per advice and the longest single step (how long a stale job can hold the worker
// before it hears it is no longer wanted). Beside each advice it times the flick's quality
// (flickQuality with QUALITY_THROWS re-throws, the call the quality worker makes).
//
// Then "a coach shown to teach" (coach-learners.ts, src/training/learner.ts): `learners`
// biased beginners coached and as many graded only, each through three first-steps drills until
// a set earns bronze; the median of their throws, and how many reached a drill's cap. An
// attempt's quality there has `learner-rethrows` re-throws and the coach `learner-coach-rethrows`
// paired re-throws (its planning as the screen's), so the run fits on the shared machine.
import { createRng, randomQuaternion } from "../src/physics";
import { flicksFor } from "../src/bots/rykestra/flick-space";
import { EMPTY_POSITION, type PracticeDie } from "../src/games/rykestra/practice";
import { drillById, type Drill } from "../src/games/rykestra/practice/drills";
import { randomPlan } from "../src/training/drill-planner";
import { COACH_BUDGET, coachSteps, type CoachAdvice, type CoachBudget } from "../src/training/coach";
import { flickQuality, QUALITY_THROWS } from "../src/training/flick-quality";
import { LEARNER_DRILLS, runLearners, type LearnerJob, type LearnerResult } from "./coach-learners";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const json = process.argv.includes("--json");
const runs = Number(arg("runs") ?? 15);
const rethrows = arg("rethrows");
const explore = arg("explore");
const learners = Number(arg("learners") ?? 50);
const learnerRethrows = Number(arg("learner-rethrows") ?? 8);
const learnerCoachRethrows = Number(arg("learner-coach-rethrows") ?? 8);
const learnerCap = Number(arg("learner-cap") ?? 100);
const procs = Number(arg("procs") ?? 2);

const die = (owner: number, value: number, x: number, z: number, heading = 180): PracticeDie => ({ owner, value, x, z, heading });
/** Nine dice: a target in the middle, a ring and a scatter of eight lying, the thrower's die in hand. */
const NINE: Drill = {
  id: "bench-nine",
  tier: "expert",
  name: "Nine dice",
  brief: "Hit the middle die and stop outside every zone.",
  position: {
    ...EMPTY_POSITION,
    dice: [die(1, 5, 0, -2, 0), die(1, 9, 0, -8, 0), die(2, 9, 6, -2, 90), die(3, 9, -6, -2, 270), die(2, 9, 0, 6, 0), die(1, 3, -9, -10), die(2, 4, 9, -10), die(3, 2, -9, 6)],
  },
  goal: { kind: "hit-clear", target: "d10-1-0" },
  throws: 1,
};

const only = arg("drill");
const drill = only ? drillById(only) : NINE;
if (!drill) throw new Error(`no drill “${only}”`);
const budget: CoachBudget = {
  plan: explore === undefined ? COACH_BUDGET.plan : { ...COACH_BUDGET.plan, explore: Number(explore), refineBatch: Number(explore) },
  rethrows: rethrows === undefined ? COACH_BUDGET.rethrows : Number(rethrows),
};

const dice = 1 + drill.position.dice.length;
const latencies: number[] = [];
/** The process's own CPU time per advice (user + system): what the advice costs when the machine is not shared. */
const cpu: number[] = [];
/** From a settled throw to its quality ready: flickQuality, the call quality.worker.ts makes, on the same flicks. */
const quality: number[] = [];
let longestStep = 0;
let last: CoachAdvice | null = null;
const rng = createRng(2026);
// One advice first, not counted: the worker's first job pays for compiling the physics.
for (let r = -1; r < runs; r++) {
  const plan = randomPlan(drill, rng);
  const { thrower, seats } = drill.position;
  const flicks = plan.map((p, k) => flicksFor(thrower, seats, [`d10-0-${k}`], p, [randomQuaternion(rng)])[0]);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const steps = coachSteps({ drill, flicks, seed: 2 + r, budget });
  let before = started;
  for (;;) {
    const s = steps.next();
    const now = performance.now();
    if (r >= 0) longestStep = Math.max(longestStep, now - before);
    before = now;
    if (s.done) {
      last = s.value;
      break;
    }
  }
  const used = process.cpuUsage(cpuBefore);
  const adviceMs = performance.now() - started;
  const qualityStarted = performance.now();
  flickQuality(drill, flicks, QUALITY_THROWS);
  const qualityMs = performance.now() - qualityStarted;
  if (r < 0) continue;
  cpu.push((used.user + used.system) / 1000);
  latencies.push(adviceMs);
  quality.push(qualityMs);
  if (!json) console.log(`run ${r + 1}: ${(latencies[r] / 1000).toFixed(2)} s (CPU ${(cpu[r] / 1000).toFixed(2)} s) · quality ${Math.round(quality[r])} ms · player ${last!.player.passes}/${last!.tries} · coach ${last!.coach.passes}/${last!.tries}`);
}

const sorted = [...latencies].sort((a, b) => a - b);
/** The q-th quantile of sorted `xs`, nearest rank. */
const quantile = (xs: readonly number[], q: number) => xs[Math.min(xs.length - 1, Math.max(0, Math.ceil(q * xs.length) - 1))];
const result = {
  drill: drill.id,
  dice,
  runs,
  trials: last?.trials ?? 0,
  rethrows: budget.rethrows,
  medianMs: Math.round(quantile(sorted, 0.5)),
  p95Ms: Math.round(quantile(sorted, 0.95)),
  cpuMedianMs: Math.round(quantile([...cpu].sort((a, b) => a - b), 0.5)),
  cpuP95Ms: Math.round(quantile([...cpu].sort((a, b) => a - b), 0.95)),
  msPerTrial: Math.round((10 * sorted.reduce((a, b) => a + b, 0)) / runs / (last?.trials ?? 1)) / 10,
  longestStepMs: Math.round(longestStep),
  qualityThrows: QUALITY_THROWS,
  qualityMedianMs: Math.round(quantile([...quality].sort((a, b) => a - b), 0.5)),
  qualityP95Ms: Math.round(quantile([...quality].sort((a, b) => a - b), 0.95)),
};
const learning = learners > 0 ? await teach() : null;
const summary = { ...result, ...learning };
if (json) console.log(JSON.stringify(summary));
else
  console.log(
    `${result.drill} (${dice} dice): advice in median ${(result.medianMs / 1000).toFixed(2)} s, p95 ${(result.p95Ms / 1000).toFixed(2)} s (CPU time: median ${(result.cpuMedianMs / 1000).toFixed(2)} s, p95 ${(result.cpuP95Ms / 1000).toFixed(2)} s) over ${runs} throws · ${result.trials} trials each (${result.rethrows} paired re-throws) · ${result.msPerTrial} ms a trial · longest step ${result.longestStepMs} ms\nquality (${QUALITY_THROWS} re-throws, as the quality worker measures it): median ${result.qualityMedianMs} ms, p95 ${result.qualityP95Ms} ms`,
  );

/** The learners: `learners` of each kind, learner i of both from the same seed. */
async function teach() {
  const started = Date.now();
  const coachBudget: CoachBudget = { ...COACH_BUDGET, rethrows: learnerCoachRethrows };
  const jobs: LearnerJob[] = [];
  for (let i = 0; i < learners; i++) for (const kind of ["coached", "grade-only"] as const) jobs.push({ kind, learner: i, qualityThrows: learnerRethrows, cap: learnerCap, coachBudget });
  const done = await runLearners(jobs, procs, (r) => {
    if (!json) console.log(`learner ${r.learner} ${r.kind}: ${r.throws.join(" + ")} throws${r.capped.some((c) => c) ? ` (capped: ${r.capped.map((c, k) => (c ? LEARNER_DRILLS[k] : "")).filter(Boolean).join(", ")})` : ""} · ${(r.ms / 1000).toFixed(1)} s`);
  });
  const of = (kind: LearnerResult["kind"]) => done.filter((r) => r.kind === kind);
  const total = (r: LearnerResult) => r.throws.reduce((a, b) => a + b, 0);
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 === 1 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const cappedLearners = (kind: LearnerResult["kind"]) => of(kind).filter((r) => r.capped.some((c) => c)).length;
  const perDrill = (kind: LearnerResult["kind"]) => Object.fromEntries(LEARNER_DRILLS.map((id, k) => [id, { median: median(of(kind).map((r) => r.throws[k])), capped: of(kind).filter((r) => r.capped[k]).length }]));
  const out = {
    learners,
    learnerDrills: [...LEARNER_DRILLS],
    learnerQualityThrows: learnerRethrows,
    learnerCoachRethrows,
    learnerCap,
    coachedThrowsMedian: median(of("coached").map(total)),
    gradeOnlyThrowsMedian: median(of("grade-only").map(total)),
    coachedCapped: cappedLearners("coached"),
    gradeOnlyCapped: cappedLearners("grade-only"),
    coachedByDrill: perDrill("coached"),
    gradeOnlyByDrill: perDrill("grade-only"),
    learnerSeconds: Math.round((Date.now() - started) / 1000),
  };
  if (!json)
    console.log(
      `learners (${learners} of each, ${LEARNER_DRILLS.join(", ")}; quality over ${learnerRethrows} re-throws, coach ${learnerCoachRethrows} paired, cap ${learnerCap} a drill): coached median ${out.coachedThrowsMedian} throws (${out.coachedCapped} capped), grade only ${out.gradeOnlyThrowsMedian} (${out.gradeOnlyCapped} capped) · ${out.learnerSeconds} s`,
    );
  return out;
}
