// npm run bench:skills-spread [-- --json] [--throws=N]
// How far one hand's score spreads from throw to throw at each drill: the pilot that chose the
// skills test's repeated throws (version 4; docs/trainer.md, "Skills test"). Each of the 33
// drills is thrown N times (10 by default) by the club, beginner and random hands, each throw
// scored as the skills test scores it (qualityScore of its flick's quality, 64 re-throws); per
// drill and hand the mean and the SD of the scores. From them, the test-retest SD a test of the
// current sequence is expected to have: √(Σ the sequence's per-drill variances) / its length (the
// throws of a test are independent). Seeds differ from bench:skills', which checks the choice.
import { createRng } from "../src/physics";
import { DRILLS } from "../src/games/rykestra/practice/drills";
import { thrownDieId } from "../src/games/rykestra/practice";
import { SKILLS_TEST, qualityScore } from "../src/games/rykestra/practice/skills";
import { flickOf, type DrillPlan } from "../src/training/drill-planner";
import { flickQuality } from "../src/training/flick-quality";
import { handPlan, type HandName } from "../src/training/hands";
import STORED from "../src/training/drill-plans.json";

const plans = STORED as Record<string, DrillPlan>;
const json = process.argv.includes("--json");
const throws = Number(process.argv.find((a) => a.startsWith("--throws="))?.split("=")[1] ?? 10);
const HANDS: readonly HandName[] = ["club", "beginner", "random"];

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: readonly number[]) => mean(xs.map((x) => (x - mean(xs)) ** 2));

const started = Date.now();
const spread: Record<string, Record<string, { mean: number; sd: number; variance: number }>> = {};
DRILLS.forEach((drill, di) => {
  spread[drill.id] = {};
  HANDS.forEach((hand, h) => {
    const scores: number[] = [];
    for (let r = 0; r < throws; r++) {
      const rng = createRng(9_000_000 + 250_000 * h + 1009 * r + 31 * di);
      const plan = handPlan(hand, drill, plans[drill.id], rng);
      const flicks = plan.map((_, k) => flickOf(drill, plan, thrownDieId(drill.position), k, rng, null));
      scores.push(qualityScore(flickQuality(drill, flicks).meanNearness));
    }
    spread[drill.id][hand] = { mean: mean(scores), sd: Math.sqrt(variance(scores)), variance: variance(scores) };
  });
});
const expectedSd = Object.fromEntries(HANDS.map((hand) => [hand, Math.sqrt(SKILLS_TEST.reduce((a, d) => a + spread[d.id][hand].variance, 0)) / SKILLS_TEST.length]));
const seconds = Math.round((Date.now() - started) / 1000);
if (json) {
  console.log(JSON.stringify({ throws, drills: Object.entries(spread).map(([drill, byHand]) => ({ drill, ...Object.fromEntries(HANDS.map((h) => [h, { mean: byHand[h].mean, sd: byHand[h].sd }])) })), testLength: SKILLS_TEST.length, expectedSd, seconds }));
} else {
  console.log(`drill               ${HANDS.map((h) => `${h} mean / sd`.padStart(20)).join("")}`);
  for (const [drill, byHand] of Object.entries(spread)) console.log(drill.padEnd(20) + HANDS.map((h) => `${byHand[h].mean.toFixed(1)} / ${byHand[h].sd.toFixed(1)}`.padStart(20)).join(""));
  console.log(`\nthe ${SKILLS_TEST.length}-throw test's expected test-retest SD: ${HANDS.map((h) => `${h} ${expectedSd[h].toFixed(2)}`).join(", ")} (${throws} throws a drill and hand, ${seconds} s)`);
}
