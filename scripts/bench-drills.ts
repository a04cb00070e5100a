// npm run bench:drills [-- --json] [--tries=N] [--plan=explore] [--drill=id]
// For each drill: the strong planner plans once; its flick is thrown `tries` times (256 by
// default) with the strong seat's aim noise and a fresh shake, and as many uniformly random
// flicks from the seat (uniform over the planner's flick box); success is a pass (5 points). Checks every drill solvable (≥1 planner
// success) and the tiers ordered (each tier's median planner success below the one before).
import { writeFileSync } from "node:fs";
import { createRng } from "../src/physics";
import { PLAN_EFFORT, type PlanEffort } from "../src/bots/rykestra-plan-effort";
import { DRILLS, TIERS, type Tier } from "../src/games/rykestra/practice/drills";
import { planDrill, randomPlan, throwPlan } from "../src/training/drill-planner";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const json = process.argv.includes("--json");
const tries = Number(arg("tries") ?? 256);
const only = arg("drill");
const explore = arg("plan");
/** --plans=FILE writes each drill's planned flick parameters (the "Throw for me" of the drill screen). */
const plansFile = arg("plans");
const plans: Record<string, unknown> = {};
const effort: PlanEffort = explore === undefined ? PLAN_EFFORT.strong : { ...PLAN_EFFORT.strong, explore: Number(explore), refineBatch: Math.ceil(Number(explore) / 8), confirm: 4, confirmShakes: 4 };

interface Row {
  drill: string;
  tier: Tier;
  tries: number;
  plannerSuccessRate: number;
  randomSuccessRate: number;
}

const started = Date.now();
const rows: Row[] = [];
for (const [i, drill] of DRILLS.entries()) {
  if (only !== undefined && drill.id !== only) continue;
  const seed = 1000 + i;
  const plan = planDrill(drill, seed, effort);
  plans[drill.id] = plan.map((p) => Object.fromEntries(Object.entries(p).map(([k, x]) => [k, Math.round(x * 1e4) / 1e4])));
  const rng = createRng(seed * 31 + 1);
  let planner = 0;
  let random = 0;
  for (let t = 0; t < tries; t++) {
    if (throwPlan(drill, plan, rng, effort, 50_000 + t).grade.passed) planner++;
    if (throwPlan(drill, randomPlan(drill, rng), rng, null, 90_000 + t).grade.passed) random++;
  }
  const row = { drill: drill.id, tier: drill.tier, tries, plannerSuccessRate: planner / tries, randomSuccessRate: random / tries };
  rows.push(row);
  if (json) console.log(JSON.stringify(row));
  else console.log(`${drill.tier.padEnd(11)} ${drill.id.padEnd(18)} planner ${(100 * row.plannerSuccessRate).toFixed(1).padStart(5)}%  random ${(100 * row.randomSuccessRate).toFixed(1).padStart(5)}%  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

if (plansFile) writeFileSync(plansFile, JSON.stringify(plans, null, 1) + "\n");

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const medians = TIERS.map((t) => median(rows.filter((r) => r.tier === t).map((r) => r.plannerSuccessRate)));
const unsolved = rows.filter((r) => r.plannerSuccessRate === 0).map((r) => r.drill);
const ordered = medians.every((m, i) => i === 0 || !(m >= medians[i - 1]));
if (!json) {
  console.log(`median planner success by tier: ${TIERS.map((t, i) => `${t} ${(100 * medians[i]).toFixed(1)}%`).join(", ")}`);
  console.log(`unsolved: ${unsolved.length === 0 ? "none" : unsolved.join(", ")}; tiers ordered: ${ordered ? "yes" : "NO"}; ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
if (unsolved.length > 0 || (only === undefined && !ordered)) process.exitCode = 1;
