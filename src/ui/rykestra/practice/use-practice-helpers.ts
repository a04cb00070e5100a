// The practice screen's helpers over its session: the dispersion plot, "Throw for me" with
// its planner worker, and each throw's flick quality with its worker. Made in an effect, not in state, so React's strict double mount gets a
// live set each time (and the worker is ended with them).
import { useEffect, useState } from "react";
import { practicePlanner } from "../../../training/practice-plan-client";
import { qualityWorker } from "../../../training/quality-client";
import { PracticeDispersion } from "./dispersion/practice-dispersion";
import type { PracticeControls } from "./practice-controls";
import { PracticeQuality } from "./practice-quality";
import { ThrowForMe } from "./throw-for-me";

export interface PracticeHelpers {
  readonly dispersion: PracticeDispersion;
  readonly forMe: ThrowForMe;
  readonly quality: PracticeQuality;
}

export function usePracticeHelpers(practice: PracticeControls): PracticeHelpers | null {
  const [helpers, setHelpers] = useState<PracticeHelpers | null>(null);
  useEffect(() => {
    const planner = practicePlanner();
    const measure = qualityWorker();
    const made = { dispersion: new PracticeDispersion(practice), forMe: new ThrowForMe(practice, planner.plan), quality: new PracticeQuality(practice, measure) };
    setHelpers(made);
    return () => {
      made.dispersion.dispose();
      made.forMe.dispose();
      made.quality.dispose();
      planner.dispose();
      measure.dispose();
    };
  }, [practice]);
  return helpers;
}
