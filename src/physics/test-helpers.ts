// Tables the physics tests share (imported by tests only).
import { DiceTable, type DiceTableOptions } from "./dice-table";
import { createRng } from "./rng";
import { randomFlick } from "./flick";
import { trayThrowPosition } from "./throw-position";

/** The physics a test table may be given (DiceTable's options beyond layout and seed). */
export type TestPhysics = Pick<DiceTableOptions, "warmStart" | "pairFriction" | "pointSleep">;

/**
 * Three dice (a D6, a D10, a D6: "d0" to "d2") thrown into the tray by the honest random flick
 * from one seed; `prepare` sees the table before the throw.
 */
export function threeThrown(seed: number, physics: TestPhysics = {}, prepare?: (table: DiceTable) => void): DiceTable {
  const table = new DiceTable({ layout: "tray", seed, ...physics });
  prepare?.(table);
  const rng = createRng(seed);
  for (let i = 0; i < 3; i++) {
    const hand = trayThrowPosition(i, 3);
    table.addDie({ id: `d${i}`, kind: i === 1 ? "d10" : "d6" }, { position: hand.position, quaternion: [0, 0, 0, 1] });
    table.throwDie(randomFlick(rng, { dieId: `d${i}`, position: hand.position }, { centre: { x: 0, z: 0 }, radius: 8 }));
  }
  return table;
}

/**
 * Settles `table` (from threeThrown with `physics`), rebuilds a table from its restState() and
 * rng, nudges "d1" on both and settles both: the two rest states, as text, to compare.
 */
export function restStatesAfterRebuild(table: DiceTable, seed: number, physics: TestPhysics): [string, string] {
  table.settleNow();
  const copy = new DiceTable({ layout: "tray", seed, ...physics });
  copy.restoreRest(table.restState());
  copy.restoreRng(table.rngState());
  for (const t of [table, copy]) {
    t.nudge("d1");
    t.settleNow();
  }
  return [JSON.stringify(table.restState()), JSON.stringify(copy.restState())];
}
