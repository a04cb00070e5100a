// The practice screen's helpers over its session: the dispersion plot and "Throw for me" with
// its planner worker. Made in an effect, not in state, so React's strict double mount gets a
// live set each time (and the worker is ended with them).
import { useEffect, useState } from "react";
import { practicePlanner } from "../../../training/practice-plan-client";
import { PracticeDispersion } from "./dispersion/practice-dispersion";
import type { PracticeControls } from "./practice-controls";
import { ThrowForMe } from "./throw-for-me";

export interface PracticeHelpers {
  readonly dispersion: PracticeDispersion;
  readonly forMe: ThrowForMe;
}

export function usePracticeHelpers(practice: PracticeControls): PracticeHelpers | null {
  const [helpers, setHelpers] = useState<PracticeHelpers | null>(null);
  useEffect(() => {
    const planner = practicePlanner();
    const made = { dispersion: new PracticeDispersion(practice), forMe: new ThrowForMe(practice, planner.plan) };
    setHelpers(made);
    return () => {
      made.dispersion.dispose();
      made.forMe.dispose();
      planner.dispose();
    };
  }, [practice]);
  return helpers;
}
