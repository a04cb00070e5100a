// The browser's side of the planner worker: a RemotePlanner for the Rykestra seat that posts
// each throw to one worker and resolves with its plan. The worker is made on the first plan
// and ended by `dispose` (a finished or abandoned game); a plan still running is then dropped.
import type { Strength } from "../../games/strength";
import type { PlanInput } from "./planner";
import type { FlickParams } from "./flick-space";
import type { RemotePlanner } from "./seat";
import type { PlanReply, PlanRequest } from "./planner.worker";
import { workerJobs } from "../../runtime/worker-jobs";

export interface PlannerWorker {
  readonly plan: RemotePlanner;
  dispose(): void;
}

export function plannerWorker(): PlannerWorker {
  const jobs = workerJobs<PlanReply>(() => new Worker(new URL("./planner.worker.ts", import.meta.url), { type: "module", name: "rykestra-planner" }), "the planner stopped");
  return {
    plan: (input: PlanInput, strength: Strength, progress: (fraction: number) => void) =>
      jobs.post<FlickParams>(
        (id) => ({ id, input, strength }) satisfies PlanRequest,
        (r) => {
          if (r.kind === "progress") return void progress(r.done / r.total);
          return r.kind === "plan" ? { value: r.params } : { error: new Error(r.reason) };
        },
      ).done,
    // A plan still running is dropped unanswered (the game it was for is over).
    dispose: () => jobs.dispose(),
  };
}
