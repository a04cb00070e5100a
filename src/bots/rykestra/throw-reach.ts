// How far a seat's keyboard throw carries a die on the mat's felt, and the power for a
// distance: the planner's first guess at an aim, and practice's picture of a reach.

/**
 * Power (0..1) that carries a die about `distance` cm from a seat's hand to where it stops:
 * measured for the keyboard throw on the mat's felt (median travel about 12.6, 19.3 and 25 cm
 * at power 0.1, 0.3 and 0.4), so about 6 + 45·p cm. Trials correct what this misses.
 */
export function powerFor(distance: number): number {
  return Math.min(1, Math.max(0, (distance - 6) / 45));
}

/** The other way round: about how far (cm) the keyboard throw of `power` carries a die on the felt. */
export const reachFor = (power: number): number => 6 + 45 * Math.min(1, Math.max(0, power));
