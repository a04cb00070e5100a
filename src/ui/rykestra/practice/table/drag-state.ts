// What a drag on the practice mat is doing right now, shared by the pointer input and the
// markers that follow it. Mutated in place per pointer event, read per frame: never React state.
import type { PracticeDie } from "../../../../games/rykestra/practice";
import { MAT } from "../../../../geometry/table-layout";
import type { TablePoint } from "../../../../geometry/types";

export interface DragState {
  /** The set-up die being moved or turned, as the drag has it now; null when nothing is dragged. */
  die: PracticeDie | null;
  index: number;
  /** False while the drag would drop the die on top of another. */
  valid: boolean;
}

export const createDragState = (): DragState => ({ die: null, index: -1, valid: true });

/** The turn handle sits this far (cm) from a die's centre, the way its kite points. */
export const HANDLE_REACH = 2.3;
/** Just above the felt, so marks are never hidden in it. */
export const MARK_Y = MAT.thickness + 0.03;

const RAD = Math.PI / 180;

/** Where a die's turn handle lies on the mat. */
export function handlePoint(die: Pick<PracticeDie, "x" | "z" | "heading">): TablePoint {
  // Heading h points along (sin h, −cos h) on the table.
  return { x: die.x + HANDLE_REACH * Math.sin(die.heading * RAD), z: die.z - HANDLE_REACH * Math.cos(die.heading * RAD) };
}
