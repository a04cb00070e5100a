// The screen's side of the coach worker: `ask` posts an attempt and resolves with the advice;
// asking again, `cancel` or `dispose` drops the job in hand (the worker stops it at its next
// step) and its promise settles as cancelled. The worker is made on the first question.
import type { CoachAdvice, CoachRequest } from "./coach";
import type { CoachMessage, CoachReply } from "./coach.worker";
import { workerJobs } from "../runtime/worker-jobs";

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

export function coachWorker(): CoachWorker {
  const jobs = workerJobs<CoachReply>(() => new Worker(new URL("./coach.worker.ts", import.meta.url), { type: "module", name: "drill-coach" }), "the coach stopped");
  // One job at a time: the one in hand, if any.
  let inHand: number | null = null;
  const drop = () => {
    if (inHand === null) return;
    const id = inHand;
    inHand = null;
    jobs.send({ kind: "cancel", id } satisfies CoachMessage);
    jobs.drop(id, new CoachCancelled());
  };
  return {
    ask: (request, progress) => {
      drop();
      const job = jobs.post<CoachAdvice>(
        (id) => ({ kind: "coach", id, request }) satisfies CoachMessage,
        (r) => {
          if (r.kind === "progress") return void progress(r.done / r.total);
          inHand = null;
          return r.kind === "advice" ? { value: r.advice } : { error: new Error(r.reason) };
        },
      );
      inHand = job.id;
      return job.done;
    },
    cancel: drop,
    dispose: () => {
      drop();
      jobs.dispose();
    },
  };
}
