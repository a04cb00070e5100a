// npx tsx scripts/calibrate-probe.ts <drill-id> [--tries=N] [--hand=steady]
// A look inside one drill while re-making it: the calibration plan (quick search) and, for the
// given hand, how its attempts end (the grade's reasons, counted). Prints the plan found.
import { createRng } from "../src/physics";
import { drillById } from "../src/games/rykestra/practice/drills";
import { throwPlan } from "../src/training/drill-planner";
import { CALIBRATION_EFFORT, calibratePlan } from "../src/training/calibrate-plan";
import { handPlan, type HandName } from "../src/training/hands";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const drill = drillById(process.argv[2]);
if (drill === undefined) throw new Error(`no drill ${process.argv[2]}`);
const tries = Number(arg("tries") ?? 64);
const hands = (arg("hand") ?? "perfect,steady,beginner").split(",") as HandName[];
const quick = { ...CALIBRATION_EFFORT, explore: 32, rounds: 4, batch: 12, shakes: 16, finalists: 3, finalShakes: 48 };
const best = calibratePlan(drill, 1, process.argv.includes("--full") ? CALIBRATION_EFFORT : quick);
console.log(drill.id, "plan", JSON.stringify(best.plan.map((p) => Object.fromEntries(Object.entries(p).map(([k, x]) => [k, Math.round(x * 1000) / 1000])))), "search pass", best.passRate);
for (const hand of hands) {
  const rng = createRng(77);
  const reasons = new Map<string, number>();
  let pass = 0;
  for (let t = 0; t < tries; t++) {
    const r = throwPlan(drill, handPlan(hand, drill, best.plan, rng), rng, null, 60_000 + t);
    if (r.grade.passed) pass++;
    const key = r.grade.reason.replace(/[0-9.]+ (cm|mm)/g, "N $1");
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  console.log(`  ${hand}: pass ${((100 * pass) / tries).toFixed(1)}%`, [...reasons].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n}× ${k}`).join(" | "));
}
