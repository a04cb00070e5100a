// The browser's side of the planner worker: a RemotePlanner for the Rykestra seat that posts
// each throw to one worker and resolves with its plan. The worker is made on the first plan
// and ended by `dispose` (a finished or abandoned game); a plan still running is then dropped.
import type { Strength } from "../games/strength";
import type { PlanInput } from "./rykestra-planner";
import type { FlickParams } from "./rykestra-flick-space";
import type { RemotePlanner } from "./rykestra-seat";
import type { PlanReply, PlanRequest } from "./rykestra-planner.worker";

export interface PlannerWorker {
  readonly plan: RemotePlanner;
  dispose(): void;
}

interface Waiting {
  readonly resolve: (params: FlickParams) => void;
  readonly reject: (e: Error) => void;
  readonly progress: (fraction: number) => void;
}

export function plannerWorker(): PlannerWorker {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, Waiting>();
  const start = (): Worker => {
    const w = new Worker(new URL("./rykestra-planner.worker.ts", import.meta.url), { type: "module", name: "rykestra-planner" });
    w.onmessage = (e: MessageEvent<PlanReply>) => {
      const r = e.data;
      const job = waiting.get(r.id);
      if (!job) return;
      if (r.kind === "progress") return job.progress(r.done / r.total);
      waiting.delete(r.id);
      if (r.kind === "plan") job.resolve(r.params);
      else job.reject(new Error(r.reason));
    };
    w.onerror = (e) => {
      for (const job of waiting.values()) job.reject(new Error(e.message || "the planner stopped"));
      waiting.clear();
    };
    return w;
  };
  return {
    plan: (input: PlanInput, strength: Strength, progress: (fraction: number) => void) =>
      new Promise<FlickParams>((resolve, reject) => {
        worker ??= start();
        const id = next++;
        waiting.set(id, { resolve, reject, progress });
        const request: PlanRequest = { id, input, strength };
        worker.postMessage(request);
      }),
    dispose: () => {
      worker?.terminate();
      worker = null;
      waiting.clear();
    },
  };
}
