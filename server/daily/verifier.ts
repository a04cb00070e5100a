// The re-throws off the event loop: one worker thread (server/daily/verify-worker.ts) takes the
// attempts one at a time from a bounded queue. A re-throw that runs past its time cap is ended
// with its worker (a fresh one takes the next job), and the attempt refused.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Verification } from "./verify";
import type { VerifyJob } from "./verify-worker";

export interface VerifierOptions {
  /** Longest a re-throw may run (ms) before it is ended and the attempt refused. */
  readonly timeoutMs: number;
  /** Attempts waiting or being thrown at once; past it a submission is refused as busy. */
  readonly queue: number;
  /** The quality's re-throws (QUALITY_THROWS; tests ask for fewer, and so must their clients). */
  readonly throws: number;
}

export type Verify = (date: string, code: string, today: number) => Promise<{ verification: Verification; ms: number } | "busy" | "timeout">;

interface Pending {
  readonly job: VerifyJob;
  readonly resolve: (r: { verification: Verification; ms: number } | "timeout") => void;
}

// The worker is TypeScript: it registers tsx's loader first, then imports it (Node 20 does not
// carry a parent's --import hooks into a worker).
const TSX_API = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/esm/api/index.mjs")).href;
const WORKER_URL = new URL("./verify-worker.ts", import.meta.url).href;
const WORKER_BOOT = `import(${JSON.stringify(TSX_API)}).then((t) => { (t.register ?? t.default.register)(); return import(${JSON.stringify(WORKER_URL)}); }).catch((e) => { console.error(e); process.exit(1); });`;

export class Verifier {
  private worker: Worker | null = null;
  private readonly waiting: Pending[] = [];
  private running: Pending | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private next = 1;
  private closed = false;

  constructor(private readonly options: VerifierOptions) {}

  get pending(): number {
    return this.waiting.length + (this.running ? 1 : 0);
  }

  readonly verify: Verify = (date, code, today) => {
    if (this.closed || this.pending >= this.options.queue) return Promise.resolve("busy");
    return new Promise((resolve) => {
      this.waiting.push({ job: { id: this.next++, date, code, today, throws: this.options.throws }, resolve });
      this.pump();
    });
  };

  private spawn(): Worker {
    const w = new Worker(WORKER_BOOT, { eval: true });
    w.on("message", (m: { id: number; verification: Verification; ms: number }) => {
      const r = this.running;
      if (!r || r.job.id !== m.id) return;
      this.finish();
      r.resolve({ verification: m.verification, ms: m.ms });
    });
    w.on("error", () => this.lost(w));
    w.on("exit", () => this.lost(w));
    w.unref();
    return w;
  }

  /** The worker died (or was ended): its job, if any, is answered as timed out. */
  private lost(w: Worker): void {
    if (this.worker !== w) return;
    this.worker = null;
    const r = this.running;
    if (r) {
      this.finish();
      r.resolve("timeout");
    }
  }

  private finish(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = null;
    queueMicrotask(() => this.pump());
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const p = this.waiting.shift();
    if (!p) return;
    this.running = p;
    this.worker ??= this.spawn();
    this.worker.postMessage(p.job);
    const w = this.worker;
    this.timer = setTimeout(() => void w.terminate(), this.options.timeoutMs);
  }

  /** Starts the worker now (it loads the code, a few seconds) instead of with the first attempt. */
  warm(): void {
    if (!this.closed) this.worker ??= this.spawn();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.waiting.splice(0)) p.resolve("timeout");
    const w = this.worker;
    this.worker = null;
    if (this.timer) clearTimeout(this.timer);
    if (w) await w.terminate();
  }
}
