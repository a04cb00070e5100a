// The one way a pointer picks a die, for every input (flick, click to select, practice set-up):
// a die the pointer's ray passes through wins; else the die whose drawn centre is nearest the
// pointer on screen, if within the reach radius (dice are small on a phone). Screen space,
// CSS pixels; plain data in, a die id out.
import { norm2 } from "../geometry/exact-math";

export interface PickCandidate {
  readonly id: string;
  /** Where the die's centre is drawn, CSS px. */
  readonly x: number;
  readonly y: number;
  /** The pointer's ray passes through the die's mesh. */
  readonly underPointer: boolean;
}

/** A press this close (CSS px) to a die's drawn centre picks it. */
export const PICK_RADIUS_PX = 30;

export function pickDie(candidates: Iterable<PickCandidate>, pointer: { readonly x: number; readonly y: number }, radius = PICK_RADIUS_PX): string | null {
  let best: string | null = null;
  let bestD = radius;
  for (const c of candidates) {
    if (c.underPointer) return c.id;
    const d = norm2(c.x - pointer.x, c.y - pointer.y);
    if (d < bestD) {
      bestD = d;
      best = c.id;
    }
  }
  return best;
}
