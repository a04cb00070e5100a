// The drill coach in a Web Worker: a screen posts an attempt (the drill and the player's
// flicks, plain data) and hears progress, then the advice. One job at a time: a newer request
// or a cancel replaces the job in hand, which stops at its next step. The job runs in slices of
// about SLICE_MS, each followed by a turn of the worker's event loop so those messages are heard.
import { coachSteps, type CoachAdvice, type CoachProgress, type CoachRequest } from "./coach";

export type CoachMessage = { readonly kind: "coach"; readonly id: number; readonly request: CoachRequest } | { readonly kind: "cancel"; readonly id: number };

export type CoachReply =
  | { readonly id: number; readonly kind: "progress"; readonly done: number; readonly total: number }
  | { readonly id: number; readonly kind: "advice"; readonly advice: CoachAdvice; readonly ms: number }
  | { readonly id: number; readonly kind: "failed"; readonly reason: string };

/** Milliseconds of work between two looks at the message queue (a trial takes 5–40). */
const SLICE_MS = 25;

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<CoachMessage>) => void) | null;
  postMessage(reply: CoachReply): void;
};

interface Job {
  readonly id: number;
  readonly steps: Generator<CoachProgress, CoachAdvice>;
  readonly started: number;
}

let job: Job | null = null;
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(pump, 0);
}

function pump(): void {
  scheduled = false;
  const mine = job;
  if (!mine) return;
  const until = performance.now() + SLICE_MS;
  try {
    let progress: CoachProgress | null = null;
    do {
      const r = mine.steps.next();
      if (r.done) {
        job = null;
        scope.postMessage({ id: mine.id, kind: "advice", advice: r.value, ms: performance.now() - mine.started });
        return;
      }
      progress = r.value;
    } while (performance.now() < until);
    scope.postMessage({ id: mine.id, kind: "progress", done: progress.done, total: progress.total });
  } catch (err) {
    job = null;
    scope.postMessage({ id: mine.id, kind: "failed", reason: err instanceof Error ? err.message : String(err) });
    return;
  }
  schedule();
}

scope.onmessage = (e) => {
  const m = e.data;
  if (m.kind === "cancel") {
    if (job?.id === m.id) job = null;
    return;
  }
  job = { id: m.id, steps: coachSteps(m.request), started: performance.now() };
  schedule();
};
