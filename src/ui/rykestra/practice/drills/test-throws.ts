// For tests of a drill's run: the player throws the drill's planned flick (the flick "Show me"
// plans, with the strong hand's wobble) through the session's flick, as a released drag would,
// and the table runs to rest.
import PLANS from "../../../../training/drill-plans.json";
import { flickOf } from "../../../../training/drill-planner";
import type { FlickParams } from "../../../../bots/rykestra/flick-space";
import { PLAN_EFFORT } from "../../../../bots/rykestra/plan-effort";
import { createRng } from "../../../../physics";
import { thrownDieId } from "../../../../games/rykestra/practice";
import type { DrillRun } from "./drill-run";

export function throwPlanned(r: DrillRun, seed = 11): void {
  const plan = (PLANS as Record<string, FlickParams[]>)[r.drill.id];
  const session = r.practice.session;
  session.flick([flickOf(r.drill, plan, thrownDieId(session.game.position), r.state.throwIndex, createRng(seed), PLAN_EFFORT.strong)]);
  if (session.view.status === "idle") throw new Error("the planned flick was not thrown");
  session.settleNow();
}
