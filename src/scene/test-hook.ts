// window.__diceTable: a read-only window on the mounted table for Playwright and the console.
// End-to-end tests wait on its state (and on data-settled in the DOM), never on time.
import type { SettledDie } from "../geometry/types";
import type { TableController, TableViewState } from "../table/table-controller";
import { lifeTally, type LifeTally } from "./life/life-tally";
import { ghostTally, type GhostTally } from "./ghost-tally";

/** The table as the page and its tests name it: dice in the air, at rest, or none lying since it was cleared. */
export type ShownPhase = "ready" | "rolling" | "settled";

export const shownPhase = (s: Pick<TableViewState, "inAir" | "settled">): ShownPhase => (s.inAir ? "rolling" : s.settled ? "settled" : "ready");

export interface DiceTableHook {
  readonly seed: number;
  readonly phase: ShownPhase;
  readonly throws: number;
  /** The physics step the table has reached (it moves only while dice do). */
  readonly step: number;
  readonly inHand: readonly string[];
  /** Dice the player may pick up now; null: every die in hand. */
  readonly throwable: readonly string[] | null;
  /** The snapshot taken when the table last came to rest. */
  readonly settled: readonly SettledDie[] | null;
  /** Every die on the table now, read from the physics. */
  snapshot(): SettledDie[];
  /** Where a die is drawn, in page (CSS pixel) coordinates; null when not drawn. */
  screenPoint(id: string): { x: number; y: number } | null;
  /** Where a die is drawn in the world (cm), in hand or on the table; null when not drawn. */
  drawnAt(id: string): [number, number, number] | null;
  /** Where a world point (cm, y up) is drawn, in page CSS px; null when behind the camera. */
  project(x: number, y: number, z: number): { x: number; y: number } | null;
  /** What the table's life (trails, landing traces) has drawn: all zero at Low or under reduced motion. */
  readonly life: Readonly<LifeTally>;
  /** What a ghost replay (the coach's) has drawn: frames played, and where its dice are drawn now. */
  readonly ghost: Readonly<GhostTally>;
  /**
   * Holds the render loop's clock: no frame steps the physics past `step` (null lets it run on).
   * A test catches dice in the air with it at a step it chose, never by racing the frames.
   */
  holdAt(step: number | null): void;
}

declare global {
  interface Window {
    __diceTable?: DiceTableHook;
  }
}

export function installTestHook(
  controller: TableController,
  screenPoint: (id: string) => { x: number; y: number } | null,
  project: (x: number, y: number, z: number) => { x: number; y: number } | null = () => null,
  life: LifeTally = lifeTally(),
): () => void {
  const hook: DiceTableHook = {
    life,
    ghost: ghostTally,
    get seed() {
      return controller.seed;
    },
    get phase() {
      return shownPhase(controller.state);
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
    get throwable() {
      return controller.state.throwable;
    },
    get settled() {
      return controller.state.settled;
    },
    snapshot: () => controller.snapshot(),
    holdAt: (step) => controller.holdClockAt(step),
    screenPoint,
    project,
    drawnAt: (id) => {
      const p = { x: 0, y: 0, z: 0 };
      return controller.readPose(id, p, { x: 0, y: 0, z: 0, w: 1 }) ? [p.x, p.y, p.z] : null;
    },
  };
  window.__diceTable = hook;
  return () => {
    if (window.__diceTable === hook) delete window.__diceTable;
  };
}
