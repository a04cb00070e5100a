// The Rykestra planner in a Web Worker: a screen posts a throw to plan (plain data: the
// engine's state, the dice lying on the mat, the seat, the strength) and hears progress, then
// the chosen flick's parameters. One plan at a time; a screen that no longer wants one
// terminates the worker (rykestra-planner-client.ts).
import type { Strength } from "../../games/strength";
import { PLAN_EFFORT } from "./plan-effort";
import { RykestraPlanner, type PlanInput } from "./planner";
import type { FlickParams } from "./flick-space";

export interface PlanRequest {
  readonly id: number;
  readonly input: PlanInput;
  readonly strength: Strength;
}

export type PlanReply =
  | { readonly id: number; readonly kind: "progress"; readonly done: number; readonly total: number }
  | { readonly id: number; readonly kind: "plan"; readonly params: FlickParams; readonly trials: number; readonly ms: number }
  | { readonly id: number; readonly kind: "failed"; readonly reason: string };

/** Progress is told every this many trials (each a few milliseconds). */
const PROGRESS_EVERY = 8;

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<PlanRequest>) => void) | null;
  postMessage(reply: PlanReply): void;
};

scope.onmessage = (e) => {
  const { id, input, strength } = e.data;
  try {
    const started = performance.now();
    const planner = new RykestraPlanner(input, PLAN_EFFORT[strength]);
    while (!planner.step()) {
      if (planner.done % PROGRESS_EVERY === 0) scope.postMessage({ id, kind: "progress", done: planner.done, total: planner.total });
    }
    scope.postMessage({ id, kind: "plan", params: planner.best().params, trials: planner.done, ms: performance.now() - started });
  } catch (err) {
    scope.postMessage({ id, kind: "failed", reason: String(err) });
  }
};
