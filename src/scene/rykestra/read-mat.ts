// From a settled physics snapshot to what Rykestra's engine reads: one DieSnapshot per D10
// (value, centre, upward kite, cocked, off the mat) and the sector dice's reading.
// Plain TypeScript: the table screen, practice mode and the computer players all use it.
import { d10Kite } from "../../geometry/d10-kite";
import type { SettledDie } from "../../geometry/types";
import type { Board, DieSnapshot, SectorDiceReading } from "../../games/rykestra";

/** Seat s owns "d10-s-0" and "d10-s-1" (the engine's dieId); anything else is not a player's D10. */
export function ownerOfD10(id: string): number | null {
  const m = /^d10-(\d+)-\d+$/.exec(id);
  return m ? Number(m[1]) : null;
}

/**
 * One settled D10 as the engine reads it. A die the physics gave up waiting for (settled:
 * false) or that shows no number is treated as cocked: it goes back to its owner's hand.
 */
export function toDieSnapshot(die: SettledDie, owner: number): DieSnapshot {
  const { top, left, right } = d10Kite(die.position, die.quaternion);
  const readable = die.value !== null && Number.isInteger(die.value);
  return {
    id: die.id,
    owner,
    value: readable ? (die.value as number) : 0,
    centre: { x: die.position[0], z: die.position[2] },
    kite: { top, left, right },
    cocked: die.cocked || !die.settled || !readable,
    offMat: die.offMat,
  };
}

/** Snapshots of the named D10s, in the order given; ids missing from the table are skipped. */
export function snapshotsOf(settled: readonly SettledDie[], ids: Iterable<string>): DieSnapshot[] {
  const byId = new Map(settled.map((d) => [d.id, d]));
  const out: DieSnapshot[] = [];
  for (const id of ids) {
    const die = byId.get(id);
    const owner = ownerOfD10(id);
    if (die && die.kind === "d10" && owner !== null) out.push(toDieSnapshot(die, owner));
  }
  return out;
}

/** The ids the side tray's sector dice carry on the table. */
export const SECTOR_DIE_IDS = { chance: "sector-chance", kinzo: "sector-kinzo", hazard: "sector-hazard" } as const;

export const sectorDiceFor = (board: Board): { id: string; kind: "chance" | "kinzo" | "hazard" }[] =>
  board === "standard"
    ? [
        { id: SECTOR_DIE_IDS.chance, kind: "chance" },
        { id: SECTOR_DIE_IDS.kinzo, kind: "kinzo" },
      ]
    : [{ id: SECTOR_DIE_IDS.hazard, kind: "hazard" }];

export type SectorDiceRead =
  | { readonly ok: true; readonly reading: SectorDiceReading }
  /** Dice that must be thrown again (cocked, restless or missing), by id. */
  | { readonly ok: false; readonly again: readonly string[] };

/** Reads the settled sector dice; the Kinzo marker's sector is chosen later. */
export function readSectorSnapshot(board: Board, settled: readonly SettledDie[]): SectorDiceRead {
  const byId = new Map(settled.map((d) => [d.id, d]));
  const wanted = sectorDiceFor(board);
  const again = wanted.filter(({ id }) => {
    const d = byId.get(id);
    return d === undefined || d.cocked || !d.settled;
  });
  if (again.length > 0) return { ok: false, again: again.map((d) => d.id) };
  const die = (id: string) => byId.get(id) as SettledDie;
  if (board === "standard") {
    const chance = die(SECTOR_DIE_IDS.chance).label;
    const kinzo = die(SECTOR_DIE_IDS.kinzo).value ?? 0;
    return { ok: true, reading: { board, chance, kinzo } };
  }
  const hazard = die(SECTOR_DIE_IDS.hazard);
  return { ok: true, reading: { board, hazard: hazard.value === null ? "void" : hazard.value } };
}
