// A throw's quality: what the player's flick is worth, apart from how the die happened to
// tumble this time. The flick exactly as given (where the hand let go, its velocity and spin:
// heading, power, lift, side spin, tumble) is thrown again QUALITY_THROWS times onto the very
// set-up it met, each time with a freshly shaken die (a new orientation in the hand) and no
// wobble added: its pass rate, mean points and mean nearness are the quality. A two-throw
// attempt throws both flicks again, the second onto the mat the re-thrown first left.
//
// Seeded from the flicks' own numbers (qualitySeed), so the same flick has the same quality on
// every device, in a replay and from a shared link; the die's hold (the quaternion the hand
// happened to pick it up with) is not part of the flick and not part of the seed. Uses only
// exact arithmetic through the physics: the same bits in every engine.
import { FNV_START, fnvByte } from "../runtime/record/canonical-hash";
import type { Flick } from "../geometry/types";
import type { TablePoint } from "../geometry/types";
import { createRng, randomQuaternion } from "../physics";
import type { Drill } from "../games/rykestra/practice/drills";
import { runDrill, type DrillTrial } from "./drill-trial";

/** Re-throws per quality (the issue asks for at least 64). */
export const QUALITY_THROWS = 64;

export interface FlickQuality {
  /** How many times the flick was thrown again. */
  readonly throws: number;
  readonly passes: number;
  /** passes / throws. */
  readonly passRate: number;
  /** Mean grade points, 0–5. */
  readonly meanPoints: number;
  /** Mean nearness, 0–1 (the skills test's score is 100 × this). */
  readonly meanNearness: number;
  /** Where the thrown die of the last throw stopped on average, over the re-throws that left it on the mat (null if none did). */
  readonly meanStop: TablePoint | null;
  /** Share of re-throws that left the thrown die on the mat. */
  readonly stayedOn: number;
}

/** A 32-bit seed from the flicks' numbers (position, velocity, spin; not the die's hold), the same bits everywhere. */
export function qualitySeed(flicks: readonly Flick[]): number {
  const view = new DataView(new ArrayBuffer(8));
  let h = FNV_START;
  for (const f of flicks) {
    for (const x of [...f.position, ...f.velocity, ...f.angularVelocity]) {
      // −0 is hashed as 0: a log travels as JSON (a link, a daily attempt), which writes −0 as 0,
      // and the server must seed the quality of the flick it reads as the page seeded the flick it threw.
      view.setFloat64(0, x === 0 ? 0 : x);
      for (let b = 0; b < 8; b++) h = fnvByte(h, view.getUint8(b));
    }
  }
  return h >>> 0;
}

export interface QualityProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * The quality of an attempt at `drill` made of `flicks` (one per throw), one re-throw a step
 * (a worker stops between steps). `throws` re-throws; deterministic in the flicks alone.
 */
export function* qualitySteps(drill: Drill, flicks: readonly Flick[], throws = QUALITY_THROWS): Generator<QualityProgress, FlickQuality> {
  if (flicks.length !== drill.throws) throw new Error(`a ${drill.throws}-throw drill needs ${drill.throws} flicks, not ${flicks.length}`);
  const seed = qualitySeed(flicks);
  const rng = createRng(seed);
  let passes = 0;
  let points = 0;
  let near = 0;
  let on = 0;
  let sx = 0;
  let sz = 0;
  for (let k = 0; k < throws; k++) {
    // Both shakes drawn before the throw, so a re-throw's dice do not depend on how the first went.
    const holds = flicks.map(() => randomQuaternion(rng));
    const trial: DrillTrial = runDrill(drill, (dieId, j) => ({ ...flicks[j], dieId, quaternion: holds[j] }), (seed + 7919 * k) >>> 0);
    if (trial.grade.passed) passes++;
    points += trial.grade.points;
    near += trial.nearness;
    const o = trial.mats[trial.mats.length - 1].outcome;
    if (!o.thrownOff) {
      on++;
      sx += o.thrown.centre.x;
      sz += o.thrown.centre.z;
    }
    yield { done: k + 1, total: throws };
  }
  return {
    throws,
    passes,
    passRate: passes / throws,
    meanPoints: points / throws,
    meanNearness: near / throws,
    meanStop: on > 0 ? { x: sx / on, z: sz / on } : null,
    stayedOn: on / throws,
  };
}

/** The whole quality at once (Node, tests, benches). */
export function flickQuality(drill: Drill, flicks: readonly Flick[], throws = QUALITY_THROWS): FlickQuality {
  const steps = qualitySteps(drill, flicks, throws);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}
