// The page's side of the practice planner worker: one worker, made on the first request and
// ended by `dispose`; a newer request makes an older one's answer go unheard.
import type { PracticePosition } from "../games/rykestra/practice";
import type { PracticePlan } from "./practice-plan";
import type { PracticePlanReply, PracticePlanRequest } from "./practice-plan.worker";
import { workerJobs } from "../runtime/worker-jobs";

export interface PracticePlanner {
  plan(position: PracticePosition, seed: number): Promise<{ plan: PracticePlan; ms: number }>;
  dispose(): void;
}

export function practicePlanner(): PracticePlanner {
  const jobs = workerJobs<PracticePlanReply>(() => new Worker(new URL("./practice-plan.worker.ts", import.meta.url), { type: "module", name: "practice-planner" }), "the planner stopped");
  return {
    plan: (position, seed) =>
      jobs.post<{ plan: PracticePlan; ms: number }>(
        (id) => ({ id, position, seed }) satisfies PracticePlanRequest,
        (r) => (r.kind === "plan" ? { value: { plan: r.plan, ms: r.ms } } : { error: new Error(r.reason) }),
      ).done,
    dispose: () => jobs.dispose(new Error("closed")),
  };
}
