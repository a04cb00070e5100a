// npm run bench:skills [-- --json] [--tests=N]
// The skills test taken N times (16 by default) by two hands on the headless table: the strong
// planner's stored plan for each drill (src/training/drill-plans.json, the drill screen's
// "Show me") thrown with the strong seat's aim noise and a fresh shake, and uniformly random
// flicks from the seat. Prints each hand's mean rating, its spread over tests, and the mean
// score of every throw of the sequence: where a player's rating sits against these two.
import { createRng } from "../src/physics";
import { PLAN_EFFORT } from "../src/bots/rykestra-plan-effort";
import type { FlickParams } from "../src/bots/rykestra-flick-space";
import { SKILLS_TEST, skillsRating, throwScore } from "../src/games/rykestra/practice/skills";
import { randomPlan, throwPlan } from "../src/training/drill-planner";
import PLANS from "../src/training/drill-plans.json";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const json = process.argv.includes("--json");
const tests = Number(arg("tests") ?? 16);
const plans = PLANS as Record<string, FlickParams[]>;

type Hand = "planner" | "random";
const started = Date.now();
const ratings: Record<Hand, number[]> = { planner: [], random: [] };
const perThrow: Record<Hand, number[]> = { planner: SKILLS_TEST.map(() => 0), random: SKILLS_TEST.map(() => 0) };

for (let t = 0; t < tests; t++) {
  for (const hand of ["planner", "random"] as const) {
    const rng = createRng(7000 + 2 * t + (hand === "random" ? 1 : 0));
    const scores = SKILLS_TEST.map((drill, i) => {
      const trial = hand === "planner" ? throwPlan(drill, plans[drill.id], rng, PLAN_EFFORT.strong, 60_000 + 100 * t + i) : throwPlan(drill, randomPlan(drill, rng), rng, null, 80_000 + 100 * t + i);
      const s = throwScore(drill, trial.mats, trial.grade);
      perThrow[hand][i] += s / tests;
      return s;
    });
    const rating = skillsRating(scores)!;
    ratings[hand].push(rating);
    if (json) console.log(JSON.stringify({ test: t, hand, rating, scores }));
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) * (x - mean(xs)))));
const summary = Object.fromEntries((["planner", "random"] as const).map((h) => [h, { meanRating: Math.round(10 * mean(ratings[h])) / 10, sd: Math.round(10 * sd(ratings[h])) / 10, min: Math.min(...ratings[h]), max: Math.max(...ratings[h]) }]));
const seconds = Math.round((Date.now() - started) / 1000);
if (json) console.log(JSON.stringify({ tests, ...summary, seconds }));
else {
  console.log("throw  drill              planner  random   (mean score of 100)");
  SKILLS_TEST.forEach((d, i) => console.log(`${String(i + 1).padStart(5)}  ${d.id.padEnd(18)} ${perThrow.planner[i].toFixed(0).padStart(7)} ${perThrow.random[i].toFixed(0).padStart(7)}`));
  for (const h of ["planner", "random"] as const) console.log(`${h.padEnd(8)} rating ${summary[h].meanRating} ± ${summary[h].sd} (min ${summary[h].min}, max ${summary[h].max}) over ${tests} tests`);
  console.log(`${seconds} s`);
}
