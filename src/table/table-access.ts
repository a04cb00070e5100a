// Who may touch the dice now: the player's lock and the dice they may pick up. Sessions set
// these on every change of their own state, so the table is written only when they differ.
import type { TableController } from "./table-controller";

export function setTableAccess(controller: TableController, locked: boolean, throwable: readonly string[]): void {
  const s = controller.state;
  if (s.locked !== locked) controller.setLocked(locked);
  const now = s.throwable;
  if (!now || now.length !== throwable.length || now.some((id, i) => id !== throwable[i])) controller.setThrowable(throwable);
}
