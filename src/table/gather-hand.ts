// One flick throws the whole handful: when the player picks up one of the dice due to be thrown,
// the other due dice (still lying on the felt or on a rack) join the hand at once.
import type { TableController } from "./table-controller";

/** Starts gathering for this controller; returns the function that stops it. */
export function gatherOnPick(controller: TableController): () => void {
  return controller.store.subscribe((s, prev) => {
    if (!s.holding || s.holding === prev.holding || !s.throwable) return;
    const rest = s.throwable.filter((id) => id !== s.holding && !s.inHand.includes(id));
    if (rest.length > 0) controller.toHand(rest);
  });
}
