// The keyboard aim: a heading within a swing either side of the hand's own heading, and a
// power from 0 to 1. Pure: the controller keeps the aim in its store.
import { exactAtan2, exactCos, exactSin } from "../geometry/exact-math";

const DEG = Math.PI / 180;
/** Keyboard aim may turn this far either side of the hand's own heading. */
export const AIM_SWING = 70 * DEG;

export interface Aim {
  /** Radians, 0 towards −z, clockwise from above. */
  readonly heading: number;
  readonly power: number;
}

/** The aim turned by `delta` radians and its power changed by `dPower`, kept within limits round `centre`. */
export function turnAim(aim: Aim, centre: number, delta: number, dPower = 0): Aim {
  const off = exactAtan2(exactSin(aim.heading + delta - centre), exactCos(aim.heading + delta - centre));
  return {
    heading: centre + Math.max(-AIM_SWING, Math.min(AIM_SWING, off)),
    power: Math.max(0, Math.min(1, aim.power + dPower)),
  };
}

/**
 * The aim `offset` radians off the hand's heading `centre` at `power`, kept within the swing and
 * 0..1: a planned throw's own numbers set straight onto the aim (the coach's "Try this"), no trig
 * on the way, so the keyboard throw built from it is the same everywhere.
 */
export function aimAt(centre: number, offset: number, power: number): Aim {
  return { heading: centre + Math.max(-AIM_SWING, Math.min(AIM_SWING, offset)), power: Math.max(0, Math.min(1, power)) };
}
