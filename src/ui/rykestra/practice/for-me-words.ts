// "Throw for me" in words: what the strong player aimed at and why, the flick it chose, how
// often that flick works with a steady hand's wobble, and what happened this time.
import type { PracticePlan } from "../../../training/practice-plan";
import type { Grade } from "../../../games/rykestra/practice/drills";
import { dieLabel } from "./seat-words";

const DEG = 180 / Math.PI;

/** Why it aimed where it did. */
export function aimWords(plan: PracticePlan): string {
  const i = plan.intent;
  if (i.kind === "settle") return `No die of another seat to hit, so it aimed to stop inside a ${i.r} cm circle near the middle of the mat, where a die is hardest to knock off.`;
  const why = i.others > 1 ? "the nearest to an edge of the other seats' dice, so the easiest to send off" : "the only die of another seat on the mat";
  return `It aimed to knock ${dieLabel(i.owner, i.value)} off over the ${i.edge} edge: it lies ${i.gap.toFixed(1)} cm from that edge, ${why}, and to keep your die on the mat.`;
}

/** The flick it chose, as a player would copy it. */
export function flickWords(plan: PracticePlan): string {
  const p = plan.params;
  const deg = Math.round(p.heading * DEG);
  const heading = deg === 0 ? "straight ahead" : `${Math.abs(deg)}° ${deg > 0 ? "right" : "left"}`;
  const along = Math.abs(p.along) < 0.5 ? "from the middle of your edge" : `from ${Math.abs(p.along).toFixed(1)} cm ${p.along > 0 ? "right" : "left"} of your hand's middle`;
  return `The flick: ${heading}, power ${Math.round(p.power * 100)}%, ${along}.`;
}

const times = (n: number) => `${n} ${n === 1 ? "time" : "times"}`;

/** How often the flick works, thrown again with the strong hand's wobble and a fresh shake. */
export function rateWords(plan: PracticePlan): string {
  const again = `Thrown again ${plan.tries} times with a steady hand's wobble`;
  if (plan.intent.kind === "settle") return `${again}, it stopped inside the circle ${times(plan.passes)} and near it ${times(plan.jobs - plan.passes)} more: where a die stops after its bounce is wide even for a steady hand.`;
  const clean = plan.passes === 0 ? "never with yours still on the mat" : `${plan.passes === plan.jobs ? "each" : times(plan.passes)} with yours still on the mat`;
  return `${again}, it knocked the die off ${times(plan.jobs)}, ${clean}: a knock-off that keeps your die on is hard even for a steady hand.`;
}

export function resultWords(result: Grade): string {
  return `This time: ${result.reason}${result.passed ? " The whole goal, done." : ""}`;
}
