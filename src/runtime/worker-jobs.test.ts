import { describe, expect, it } from "vitest";
import { workerJobs, type JobReply } from "./worker-jobs";

type Reply = JobReply & ({ kind: "progress"; done: number } | { kind: "done"; value: string } | { kind: "failed"; reason: string });

/** A stand-in for a Worker: what was posted, and a way to answer as the worker would. */
class FakeWorker {
  posted: unknown[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<Reply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  postMessage(m: unknown) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  reply(r: Reply) {
    this.onmessage?.({ data: r } as MessageEvent<Reply>);
  }
}

function setUp() {
  const made: FakeWorker[] = [];
  const jobs = workerJobs<Reply>(() => {
    const w = new FakeWorker();
    made.push(w);
    return w as unknown as Worker;
  }, "it stopped");
  const read = (seen: number[]) => (r: Reply) => {
    if (r.kind === "progress") return void seen.push(r.done);
    return r.kind === "done" ? { value: r.value } : { error: new Error(r.reason) };
  };
  return { made, jobs, read };
}

describe("jobs posted to one worker", () => {
  it("makes the worker on the first job, settles each job by its own replies, and hears progress on the way", async () => {
    const { made, jobs, read } = setUp();
    const seen: number[] = [];
    const a = jobs.post((id) => ({ id, ask: "a" }), read(seen));
    const b = jobs.post((id) => ({ id, ask: "b" }), read([]));
    expect(made).toHaveLength(1);
    expect(made[0].posted).toEqual([{ id: a.id, ask: "a" }, { id: b.id, ask: "b" }]);
    made[0].reply({ id: a.id, kind: "progress", done: 1 });
    made[0].reply({ id: b.id, kind: "failed", reason: "no plan" });
    made[0].reply({ id: a.id, kind: "done", value: "plan a" });
    await expect(a.done).resolves.toBe("plan a");
    await expect(b.done).rejects.toThrow("no plan");
    expect(seen).toEqual([1]);
  });

  it("a dropped job's replies go unheard; dispose ends the worker and rejects what waits only when told to", async () => {
    const { made, jobs, read } = setUp();
    const a = jobs.post((id) => ({ id }), read([]));
    jobs.drop(a.id, new Error("newer throw"));
    await expect(a.done).rejects.toThrow("newer throw");
    made[0].reply({ id: a.id, kind: "done", value: "late" });
    const b = jobs.post((id) => ({ id }), read([]));
    jobs.dispose(new Error("closed"));
    await expect(b.done).rejects.toThrow("closed");
    expect(made[0].terminated).toBe(true);
    // A worker that fails rejects every job waiting with its message.
    const c = jobs.post((id) => ({ id }), read([]));
    expect(made).toHaveLength(2);
    made[1].onerror?.({ message: "" } as ErrorEvent);
    await expect(c.done).rejects.toThrow("it stopped");
  });
});
