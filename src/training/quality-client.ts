// The screen's side of flick quality: `measure` resolves with an attempt's quality, worked out
// in a Web Worker (quality.worker.ts) so the page never waits on it. Where a page has no
// Worker, the same steps run on the page in slices of a few milliseconds between frames.
// Headless runs (tests, benches) pass `qualityNow`, which answers at once.
import type { Drill } from "../games/rykestra/practice/drills";
import type { Flick } from "../geometry/types";
import { flickQuality, qualitySteps, QUALITY_THROWS, type FlickQuality } from "./flick-quality";
import type { QualityMessage, QualityReply } from "./quality.worker";
import { workerJobs } from "../runtime/worker-jobs";

export interface QualityMeasure {
  measure(drill: Drill, flicks: readonly Flick[]): Promise<FlickQuality>;
  /** Present where the quality is worked out on the caller's thread at once (headless runs): used in place of `measure`. */
  readonly now?: (drill: Drill, flicks: readonly Flick[]) => FlickQuality;
  dispose(): void;
}

/** Quality worked out at once, on the caller's thread, with `throws` re-throws. */
export const qualityNow = (throws = QUALITY_THROWS): QualityMeasure => ({
  now: (drill, flicks) => flickQuality(drill, flicks, throws),
  measure: (drill, flicks) => {
    try {
      return Promise.resolve(flickQuality(drill, flicks, throws));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  },
  dispose: () => {},
});

/** Milliseconds of re-throws between two frames when no worker is at hand. */
const SLICE_MS = 8;

/** The steps on the page's own thread, a slice at a time. */
function qualitySliced(): QualityMeasure {
  let live = true;
  return {
    measure: (drill, flicks) =>
      new Promise<FlickQuality>((resolve, reject) => {
        const steps = qualitySteps(drill, flicks);
        const pump = () => {
          if (!live) return reject(new Error("the page moved on"));
          try {
            const until = performance.now() + SLICE_MS;
            do {
              const r = steps.next();
              if (r.done) return resolve(r.value);
            } while (performance.now() < until);
          } catch (e) {
            return reject(e instanceof Error ? e : new Error(String(e)));
          }
          setTimeout(pump, 0);
        };
        setTimeout(pump, 0);
      }),
    dispose: () => {
      live = false;
    },
  };
}

export function qualityWorker(): QualityMeasure {
  if (typeof Worker !== "function") return qualitySliced();
  const jobs = workerJobs<QualityReply>(() => new Worker(new URL("./quality.worker.ts", import.meta.url), { type: "module", name: "flick-quality" }), "the quality worker stopped");
  return {
    measure: (drill, flicks) =>
      jobs.post<FlickQuality>(
        (id) => ({ id, drill, flicks }) satisfies QualityMessage,
        (r) => (r.kind === "quality" ? { value: r.quality } : { error: new Error(r.reason) }),
      ).done,
    dispose: () => jobs.dispose(),
  };
}
