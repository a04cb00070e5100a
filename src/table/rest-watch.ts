// The table's fixed-step clock for the render loop: the physics runs whole fixed steps only
// while something on the table is not at rest, and stops at the very step it comes to rest, so
// a rest is found at an exact step and the next throw starts from exactly that state, however
// frames were paced. Slow frames are caught up (up to MAX_CATCH_UP seconds a frame) so dice
// keep their real speed at low frame rates; that only changes how soon a pose is drawn, never
// the pose. It knows physics facts only: what a rest means is the session's to decide.
import { FIXED_DT } from "../physics/constants";
import type { DiceTable } from "../physics/dice-table";

/** The most simulated time one rendered frame may run (s): a stalled tab does not race on its return. */
const MAX_CATCH_UP = 0.5;

export class RestWatch {
  /** Real seconds the render loop has handed over but the physics has not yet stepped. */
  private accumulator = 0;
  /**
   * A test's hold on the clock (window.__diceTable.holdAt): the render loop runs no step past
   * this one, so a throw can be caught in the air at a known step however fast frames come.
   * Null: no hold. settleNow ignores it (it is not the render loop).
   */
  holdAt: number | null = null;

  /**
   * `inAir`: dice were launched or nudged and have not come to rest; `atRest`: called at the
   * step the table comes to rest (the table reads its snapshot and reports it).
   */
  constructor(
    private readonly physics: DiceTable,
    private readonly inAir: () => boolean,
    private readonly atRest: () => void,
  ) {}

  /** The render loop's tick: `realSeconds` of the player's time. */
  frame(realSeconds: number): void {
    const physics = this.physics;
    if (physics.isSettled()) {
      this.accumulator = 0;
      return;
    }
    this.accumulator = Math.min(this.accumulator + Math.min(Math.max(0, realSeconds), MAX_CATCH_UP), MAX_CATCH_UP);
    while (this.accumulator >= FIXED_DT) {
      if (this.holdAt !== null && physics.steps >= this.holdAt) {
        this.accumulator = 0;
        return;
      }
      physics.step();
      this.accumulator -= FIXED_DT;
      if (physics.isSettled()) {
        this.accumulator = 0;
        if (this.inAir()) this.atRest();
        // A rest may throw again (a remedy, a computer's throw): that throw runs from the next frame.
        return;
      }
    }
  }

  /** Runs the physics to rest at once (tests, bots, skipping an animation): the same steps the frames would run. */
  settleNow(): void {
    this.physics.settleNow();
    this.atRest();
  }

  /** Forgets time handed over but not yet stepped (the table was put back at a rest). */
  reset(): void {
    this.accumulator = 0;
  }
}
