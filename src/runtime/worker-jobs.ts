// Jobs posted to one Web Worker and settled by its replies: the worker is made on the first job;
// each job has an id its replies carry; a reply to a job no longer waited for goes unheard. The
// planner's, the coach's and free practice's worker clients are each one of these.
export interface JobReply {
  readonly id: number;
}

/** What a reply does to its job: `undefined` while it goes on (a progress report), else the job is over. */
export type ReplyOutcome<T> = { readonly value: T } | { readonly error: Error } | undefined;

export interface WorkerJobs<R extends JobReply> {
  /** Posts `message(id)`; the job settles by the first of its replies `read` says ends it. */
  post<T>(message: (id: number) => unknown, read: (reply: R) => ReplyOutcome<T>): { readonly id: number; readonly done: Promise<T> };
  /** Forgets job `id` (its replies go unheard), rejecting it with `error` when one is given. */
  drop(id: number, error?: Error): void;
  /** Posts `message` to the worker if it is running. */
  send(message: unknown): void;
  /** Ends the worker; every job waiting is forgotten, rejected with `error` when one is given. */
  dispose(error?: Error): void;
}

interface Waiting<R> {
  readonly read: (reply: R) => ReplyOutcome<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (e: Error) => void;
}

export function workerJobs<R extends JobReply>(make: () => Worker, stopped: string): WorkerJobs<R> {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, Waiting<R>>();
  const start = (): Worker => {
    const w = make();
    w.onmessage = (e: MessageEvent<R>) => {
      const job = waiting.get(e.data.id);
      if (!job) return;
      const out = job.read(e.data);
      if (out === undefined) return;
      waiting.delete(e.data.id);
      if ("error" in out) job.reject(out.error);
      else job.resolve(out.value);
    };
    w.onerror = (e) => {
      for (const job of waiting.values()) job.reject(new Error(e.message || stopped));
      waiting.clear();
    };
    return w;
  };
  const forget = (error?: Error) => {
    if (error) for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  return {
    post<T>(message: (id: number) => unknown, read: (reply: R) => ReplyOutcome<T>) {
      const id = next++;
      const done = new Promise<T>((resolve, reject) => {
        worker ??= start();
        waiting.set(id, { read, resolve: resolve as (v: unknown) => void, reject });
        worker.postMessage(message(id));
      });
      return { id, done };
    },
    drop(id, error) {
      const job = waiting.get(id);
      waiting.delete(id);
      if (job && error) job.reject(error);
    },
    send(message) {
      worker?.postMessage(message);
    },
    dispose(error) {
      worker?.terminate();
      worker = null;
      forget(error);
    },
  };
}
