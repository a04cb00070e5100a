// The page's side of the practice planner worker: one worker, made on the first request and
// ended by `dispose`; a newer request makes an older one's answer go unheard.
import type { PracticePosition } from "../../games/rykestra/practice";
import type { PracticePlan } from "./practice-plan";
import type { PracticePlanReply, PracticePlanRequest } from "./practice-plan.worker";

export interface PracticePlanner {
  plan(position: PracticePosition, seed: number): Promise<{ plan: PracticePlan; ms: number }>;
  dispose(): void;
}

export function practicePlanner(): PracticePlanner {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, { resolve: (r: { plan: PracticePlan; ms: number }) => void; reject: (e: Error) => void }>();
  const start = (): Worker => {
    const w = new Worker(new URL("./practice-plan.worker.ts", import.meta.url), { type: "module", name: "practice-planner" });
    w.onmessage = (e: MessageEvent<PracticePlanReply>) => {
      const r = e.data;
      const job = waiting.get(r.id);
      if (!job) return;
      waiting.delete(r.id);
      if (r.kind === "plan") job.resolve({ plan: r.plan, ms: r.ms });
      else job.reject(new Error(r.reason));
    };
    w.onerror = (e) => {
      for (const job of waiting.values()) job.reject(new Error(e.message || "the planner stopped"));
      waiting.clear();
    };
    return w;
  };
  return {
    plan: (position, seed) =>
      new Promise((resolve, reject) => {
        worker ??= start();
        const id = next++;
        waiting.set(id, { resolve, reject });
        const request: PracticePlanRequest = { id, position, seed };
        worker.postMessage(request);
      }),
    dispose: () => {
      worker?.terminate();
      worker = null;
      for (const job of waiting.values()) job.reject(new Error("closed"));
      waiting.clear();
    },
  };
}
