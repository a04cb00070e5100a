// Real time into whole fixed steps, for the render loop: each call adds the frame's seconds to
// what was left over last time (never more than MAX_STEPS_PER_ADVANCE steps' worth) and runs
// one step for each whole FIXED_DT it holds, at most MAX_STEPS_PER_ADVANCE. The steps are the
// same whatever the frame rate; only when they run changes.
import { FIXED_DT, MAX_STEPS_PER_ADVANCE } from "./constants";

export class StepAccumulator {
  private seconds = 0;

  /** Runs `step` for each whole fixed step `realSeconds` (plus the leftover) holds; returns how many ran. */
  run(realSeconds: number, step: () => void): number {
    const maxCatchUp = MAX_STEPS_PER_ADVANCE * FIXED_DT;
    this.seconds = Math.min(this.seconds + Math.max(0, realSeconds), maxCatchUp);
    let n = 0;
    while (this.seconds >= FIXED_DT && n < MAX_STEPS_PER_ADVANCE) {
      step();
      this.seconds -= FIXED_DT;
      n++;
    }
    return n;
  }

  /** Forgets the leftover (a table restored to a rest starts a fresh count). */
  reset(): void {
    this.seconds = 0;
  }
}
