// npm run bench:coach [-- --json] [--runs=N] [--drill=id] [--rethrows=N] [--explore=N]
// The drill coach's latency from a settled throw to its advice: the same generator the
// browser's coach worker steps (src/training/coach.ts), run here to the end, for `runs`
// player throws (random flicks from the seat: good, bad and wild alike). By default on nine
// dice — a crowd of eight lying round a target and the thrower's die — as the issue asks;
// --drill=<id> takes a drill of the library instead. Prints the median and 95th percentile,
// the trials per advice and the longest single step (how long a stale job can hold the worker
// before it hears it is no longer wanted).
import { createRng, randomQuaternion } from "../src/physics";
import { flicksFor } from "../src/bots/rykestra-flick-space";
import { EMPTY_POSITION, type PracticeDie } from "../src/games/rykestra/practice";
import { drillById, type Drill } from "../src/games/rykestra/practice/drills";
import { randomPlan } from "../src/training/drill-planner";
import { COACH_BUDGET, coachSteps, type CoachAdvice, type CoachBudget } from "../src/training/coach";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const json = process.argv.includes("--json");
const runs = Number(arg("runs") ?? 15);
const rethrows = arg("rethrows");
const explore = arg("explore");

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
  if (r < 0) continue;
  const used = process.cpuUsage(cpuBefore);
  cpu.push((used.user + used.system) / 1000);
  latencies.push(performance.now() - started);
  if (!json) console.log(`run ${r + 1}: ${(latencies[r] / 1000).toFixed(2)} s (CPU ${(cpu[r] / 1000).toFixed(2)} s) · player ${last!.player.passes}/${last!.tries} · coach ${last!.coach.passes}/${last!.tries}`);
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
};
if (json) console.log(JSON.stringify(result));
else
  console.log(
    `${result.drill} (${dice} dice): advice in median ${(result.medianMs / 1000).toFixed(2)} s, p95 ${(result.p95Ms / 1000).toFixed(2)} s (CPU time: median ${(result.cpuMedianMs / 1000).toFixed(2)} s, p95 ${(result.cpuP95Ms / 1000).toFixed(2)} s) over ${runs} throws · ${result.trials} trials each (${result.rethrows} paired re-throws) · ${result.msPerTrial} ms a trial · longest step ${result.longestStepMs} ms`,
  );
