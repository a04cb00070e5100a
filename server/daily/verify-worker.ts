// The verifying worker thread: takes { id, date, code, today, throws } and answers
// { id, verification } — the physics runs here, off the game server's event loop.
import { parentPort } from "node:worker_threads";
import { verifyAttempt } from "./verify";

export interface VerifyJob {
  readonly id: number;
  readonly date: string;
  readonly code: string;
  readonly today: number;
  readonly throws: number;
}

parentPort?.on("message", (job: VerifyJob) => {
  const started = performance.now();
  let verification;
  try {
    verification = verifyAttempt(job.date, job.code, job.today, job.throws);
  } catch (e) {
    verification = { ok: false, code: "bad-record", reason: `The attempt could not be thrown again: ${e instanceof Error ? e.message : String(e)}` };
  }
  parentPort?.postMessage({ id: job.id, verification, ms: performance.now() - started });
});
