// The screen's side of the coach worker: `ask` posts an attempt and resolves with the advice;
// asking again, `cancel` or `dispose` drops the job in hand (the worker stops it at its next
// step) and its promise settles as cancelled. The worker is made on the first question.
import type { CoachAdvice, CoachRequest } from "./coach";
import type { CoachMessage, CoachReply } from "./coach.worker";

export class CoachCancelled extends Error {
  constructor() {
    super("the coach was asked about a newer throw");
  }
}

export interface CoachAsk {
  (request: CoachRequest, progress: (fraction: number) => void): Promise<CoachAdvice>;
}

export interface CoachWorker {
  readonly ask: CoachAsk;
  cancel(): void;
  dispose(): void;
}

interface Waiting {
  readonly id: number;
  readonly resolve: (advice: CoachAdvice) => void;
  readonly reject: (e: Error) => void;
  readonly progress: (fraction: number) => void;
}

export function coachWorker(): CoachWorker {
  let worker: Worker | null = null;
  let next = 1;
  let waiting: Waiting | null = null;
  const drop = () => {
    const w = waiting;
    waiting = null;
    if (!w) return;
    worker?.postMessage({ kind: "cancel", id: w.id } satisfies CoachMessage);
    w.reject(new CoachCancelled());
  };
  const start = (): Worker => {
    const w = new Worker(new URL("./coach.worker.ts", import.meta.url), { type: "module", name: "drill-coach" });
    w.onmessage = (e: MessageEvent<CoachReply>) => {
      const r = e.data;
      const job = waiting;
      if (!job || job.id !== r.id) return;
      if (r.kind === "progress") return job.progress(r.done / r.total);
      waiting = null;
      if (r.kind === "advice") job.resolve(r.advice);
      else job.reject(new Error(r.reason));
    };
    w.onerror = (e) => {
      const job = waiting;
      waiting = null;
      job?.reject(new Error(e.message || "the coach stopped"));
    };
    return w;
  };
  return {
    ask: (request, progress) =>
      new Promise<CoachAdvice>((resolve, reject) => {
        drop();
        worker ??= start();
        const id = next++;
        waiting = { id, resolve, reject, progress };
        worker.postMessage({ kind: "coach", id, request } satisfies CoachMessage);
      }),
    cancel: drop,
    dispose: () => {
      drop();
      worker?.terminate();
      worker = null;
    },
  };
}
