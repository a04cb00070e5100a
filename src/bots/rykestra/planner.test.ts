import { describe, expect, it } from "vitest";
import { must } from "../../games/test-moves";
import { applyThrow, newGame, setSectors, type RykestraState } from "../../games/rykestra";
import { lyingPose, setUpSnapshots } from "../../games/rykestra/practice/set-up-dice";
import type { Quat } from "../../geometry/types";
import { createRng, randomFlick } from "../../physics";
import { seatHand } from "../../table/rykestra-seats";
import { trialThrow } from "./bot-sim";
import type { FlickParams } from "./flick-space";
import { PLAN_EFFORT, plannedTrials } from "./plan-effort";
import { RykestraPlanner, planThrow, throwOf, type PlanInput } from "./planner";

const started = (turn: number): RykestraState => ({
  ...must(setSectors(must(newGame({ players: 3, options: { board: "corellian" } })), { board: "corellian", hazard: 4 })),
  turn,
});

/** Blue's 0 lies near the north edge, straight across the mat from Red's (seat 0's) hand; Red to throw. */
function zeroAcross(): PlanInput {
  const zero = { owner: 1, value: 0, x: 0, z: -13, heading: 90 };
  const [snap] = setUpSnapshots({ seats: 3, thrower: 0, reading: "standard", board: "corellian", dice: [zero] });
  const s = must(applyThrow(started(1), { seat: 1, thrown: ["d10-1-0"], dice: [{ ...snap, id: "d10-1-0" }] }));
  return { state: { ...s, turn: 0 }, seat: 0, thrown: ["d10-0-0"], lying: [{ id: "d10-1-0", kind: "d10", pose: lyingPose(zero) }], seed: 3 };
}

const held: Quat[] = [[0, 0, 0, 1]];
const straight = (power: number, heading = 0): FlickParams => ({ along: 0, heading, power, yaw: 0, tumble: 1 });

describe("the Rykestra throw planner", () => {
  it("prefers the flick that knocks an opponent's 0 off the mat over one that does nothing", () => {
    const planner = new RykestraPlanner(zeroAcross(), PLAN_EFFORT.strong);
    // Power 0.8: a straight flick that hits Blue's 0 on the physics of save format 3 (most straight flicks fly past it).
    const knock = planner.judge(straight(0.8), held);
    const quiet = planner.judge(straight(0.2, -0.4), held);
    const die = (r: typeof knock, id: string) => r.dice.find((d) => d.id === id)!;
    // The knock sends Blue's 0 off and stays on; the quiet flick lands on the mat and touches nothing.
    expect(die(knock, "d10-1-0").offMat).toBe(true);
    expect(die(knock, "d10-0-0").offMat).toBe(false);
    expect(die(quiet, "d10-1-0").centre).toEqual({ x: 0, z: -13 });
    expect(die(quiet, "d10-0-0").offMat).toBe(false);
    expect(knock.score).toBeGreaterThan(quiet.score);
  });

  it("tries at least 256 candidates at strong, then refines round the best and confirms the few best", () => {
    const strong = PLAN_EFFORT.strong;
    expect(strong.explore).toBeGreaterThanOrEqual(256);
    expect(strong.refineRounds * strong.refineBatch).toBeGreaterThan(0);
    expect(plannedTrials(PLAN_EFFORT.easy)).toBeLessThan(plannedTrials(PLAN_EFFORT.good));
    expect(plannedTrials(PLAN_EFFORT.good)).toBeLessThan(plannedTrials(strong));
    const planner = new RykestraPlanner({ ...zeroAcross(), seed: 11 }, PLAN_EFFORT.good);
    let steps = 0;
    while (!planner.step()) steps++;
    expect(steps + 1).toBe(plannedTrials(PLAN_EFFORT.good));
    const best = planner.best();
    expect(best.scores).toHaveLength(1 + PLAN_EFFORT.good.confirmShakes);
    // Refined candidates gather round the best of those explored: their mean beats exploring's.
    const scores = planner.candidates().map((c) => c.scores[0]);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(scores.slice(PLAN_EFFORT.good.explore))).toBeGreaterThan(mean(scores.slice(0, PLAN_EFFORT.good.explore)));
  });

  it("keeps its die on the mat nearly always, thrown with its noise and a fresh shake, and no less often than a random throw", () => {
    let planned = 0;
    let random = 0;
    const rng = createRng(99);
    const seeds = 6;
    for (let seed = 1; seed <= seeds; seed++) {
      const seat = seed % 3;
      const input: PlanInput = { state: started(seat), seat, thrown: [`d10-${seat}-0`], lying: [], seed };
      const flicks = throwOf(input, planThrow(input, PLAN_EFFORT.good).params, PLAN_EFFORT.good, createRng(seed));
      if (!trialThrow([], flicks, seed)[0].offMat) planned++;
      const loose = randomFlick(rng, { dieId: input.thrown[0], position: seatHand(seat, 3).slot(0, 1).position }, { centre: { x: 0, z: 0 }, radius: 14 });
      if (!trialThrow([], [loose], seed)[0].offMat) random++;
    }
    expect(planned).toBeGreaterThanOrEqual(seeds - 1);
    expect(planned).toBeGreaterThanOrEqual(random);
  }, 60_000);

  it("throws with a looser hand at easy than at strong, and a freshly shaken die each time", () => {
    const input = zeroAcross();
    const spread = (strength: "easy" | "strong") => {
      const rng = createRng(5);
      const vx = Array.from({ length: 200 }, () => throwOf(input, straight(0.5), PLAN_EFFORT[strength], rng)[0].velocity[0]);
      const m = vx.reduce((a, b) => a + b, 0) / vx.length;
      return Math.sqrt(vx.reduce((a, b) => a + (b - m) ** 2, 0) / vx.length);
    };
    expect(spread("easy")).toBeGreaterThan(3 * spread("strong"));
    const rng = createRng(6);
    expect(throwOf(input, straight(0.5), PLAN_EFFORT.strong, rng)[0].quaternion).not.toEqual(throwOf(input, straight(0.5), PLAN_EFFORT.strong, rng)[0].quaternion);
  });
});
