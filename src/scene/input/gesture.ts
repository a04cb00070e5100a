// What the pointer is doing right now, shared between the input handler and the aim guide.
// Mutated in place (per pointer event, read per frame): never React state.
export interface GestureState {
  /** A die is being carried. */
  active: boolean;
  /** The carried die's table point (cm). */
  x: number;
  z: number;
  /** Recent drag velocity on the table plane (cm/s). */
  vx: number;
  vz: number;
  /** Time of the latest pointer sample (s, the events' clock: performance.now() / 1000). */
  t: number;
}

export const createGesture = (): GestureState => ({ active: false, x: 0, z: 0, vx: 0, vz: 0, t: 0 });

/** A pointer that has not moved for this long (s) is at rest: letting go now throws nothing. */
export const STILL_AFTER = 0.1;

interface Sample {
  readonly t: number;
  readonly x: number;
  readonly z: number;
}

/** Average velocity over the samples of the last `window` seconds. */
export function recentVelocity(samples: readonly Sample[], window = 0.08): { vx: number; vz: number } {
  if (samples.length < 2) return { vx: 0, vz: 0 };
  const last = samples[samples.length - 1];
  let first = samples[samples.length - 2];
  for (let i = samples.length - 2; i >= 0; i--) {
    first = samples[i];
    if (last.t - samples[i].t >= window) break;
  }
  const dt = last.t - first.t;
  if (dt <= 0) return { vx: 0, vz: 0 };
  return { vx: (last.x - first.x) / dt, vz: (last.z - first.z) / dt };
}
