// The page of bench-planner-thread.ts: the Rykestra planner client alone, no table drawn. For
// each throw it times what the page's own thread spends on the planner (posting the request,
// hearing progress and the plan) and watches the thread's longest stall while the worker plans.
import { plannerWorker } from "../../src/bots/rykestra/planner-client";
import type { PlanInput } from "../../src/bots/rykestra/planner";

export interface ThreadFigures {
  readonly requestBytes: number;
  /** structuredClone of the request: what posting it copies. */
  readonly cloneMs: number;
  readonly postMs: number;
  /** Replies heard (progress and the plan), their handling in all and the longest one. */
  readonly replies: number;
  readonly repliesMs: number;
  readonly longestReplyMs: number;
  /** The longest gap between turns of a 0 ms timer loop while the plan ran. */
  readonly longestGapMs: number;
  /** Long tasks (≥ 50 ms) the page's thread had while the plan ran. */
  readonly longTasks: number;
  readonly planMs: number;
  /** The worker's own count: trials run and milliseconds from the request's arrival to its plan. */
  readonly workerTrials: number;
  readonly workerMs: number;
}

const timing = { postMs: 0, replies: 0, repliesMs: 0, longestReplyMs: 0, workerTrials: 0, workerMs: 0 };

// The client posts and listens through Worker: time both where they happen.
class TimedWorker extends Worker {
  postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
    const t0 = performance.now();
    super.postMessage(message, options as StructuredSerializeOptions);
    timing.postMs += performance.now() - t0;
  }
  set onmessage(handler: ((e: MessageEvent) => void) | null) {
    super.onmessage = handler && ((e: MessageEvent) => {
      const t0 = performance.now();
      handler.call(this, e);
      const ms = performance.now() - t0;
      const reply = e.data as { kind: string; trials?: number; ms?: number };
      if (reply.kind === "plan") Object.assign(timing, { workerTrials: reply.trials, workerMs: reply.ms });
      timing.replies++;
      timing.repliesMs += ms;
      timing.longestReplyMs = Math.max(timing.longestReplyMs, ms);
    });
  }
}
(globalThis as { Worker: typeof Worker }).Worker = TimedWorker;

const longTasks: number[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push(e.startTime);
}).observe({ type: "longtask", buffered: true });

/** The longest gap of a 0 ms timer loop over `ms` with nothing planning: what the machine's load alone does to the page. */
function idleGap(ms: number): Promise<{ longestGapMs: number; longTasks: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const tasksBefore = longTasks.length;
    let last = started;
    let longestGapMs = 0;
    const tick = () => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
      if (now - started < ms) setTimeout(tick, 0);
      else resolve({ longestGapMs, longTasks: longTasks.filter((t, i) => i >= tasksBefore && t >= started).length });
    };
    setTimeout(tick, 0);
  });
}

async function planAll(inputs: readonly PlanInput[]): Promise<ThreadFigures[]> {
  const planner = plannerWorker();
  const out: ThreadFigures[] = [];
  for (const input of inputs) {
    Object.assign(timing, { postMs: 0, replies: 0, repliesMs: 0, longestReplyMs: 0, workerTrials: 0, workerMs: 0 });
    const request = { id: 0, input, strength: "strong" };
    const c0 = performance.now();
    structuredClone(request);
    const cloneMs = performance.now() - c0;
    let running = true;
    let last = performance.now();
    let longestGapMs = 0;
    const tick = () => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
      if (running) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const started = performance.now();
    const tasksBefore = longTasks.length;
    await planner.plan(input, "strong", () => {});
    running = false;
    const planMs = performance.now() - started;
    out.push({
      requestBytes: new TextEncoder().encode(JSON.stringify(request)).length,
      cloneMs,
      postMs: timing.postMs,
      replies: timing.replies,
      repliesMs: timing.repliesMs,
      longestReplyMs: timing.longestReplyMs,
      longestGapMs,
      longTasks: longTasks.filter((t, i) => i >= tasksBefore && t >= started).length,
      planMs,
      workerTrials: timing.workerTrials,
      workerMs: timing.workerMs,
    });
  }
  planner.dispose();
  return out;
}

Object.assign(globalThis, { planAll, idleGap });
