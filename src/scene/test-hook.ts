// window.__diceTable: a read-only window on the mounted table for Playwright and the console.
// End-to-end tests wait on its state (and on data-settled in the DOM), never on time.
import type { SettledDie } from "../geometry/types";
import type { TableController } from "../table/table-controller";

export interface DiceTableHook {
  readonly seed: number;
  readonly phase: "ready" | "rolling" | "settled";
  readonly throws: number;
  /** The physics step the table has reached (it moves only while dice do). */
  readonly step: number;
  readonly inHand: readonly string[];
  /** The snapshot taken when the table last came to rest. */
  readonly settled: readonly SettledDie[] | null;
  /** Every die on the table now, read from the physics. */
  snapshot(): SettledDie[];
  /** Where a die is drawn, in page (CSS pixel) coordinates; null when not drawn. */
  screenPoint(id: string): { x: number; y: number } | null;
}

declare global {
  interface Window {
    __diceTable?: DiceTableHook;
  }
}

export function installTestHook(
  controller: TableController,
  screenPoint: (id: string) => { x: number; y: number } | null,
): () => void {
  const hook: DiceTableHook = {
    get seed() {
      return controller.seed;
    },
    get phase() {
      return controller.state.phase;
    },
    get throws() {
      return controller.state.throws;
    },
    get step() {
      return controller.step;
    },
    get inHand() {
      return controller.state.inHand;
    },
    get settled() {
      return controller.state.settled;
    },
    snapshot: () => controller.snapshot(),
    screenPoint,
  };
  window.__diceTable = hook;
  return () => {
    if (window.__diceTable === hook) delete window.__diceTable;
  };
}
