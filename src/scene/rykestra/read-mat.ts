// From a settled physics snapshot to what Rykestra's engine reads. The pure conversions live
// with the game (games/rykestra/settled); this adds the table's remedy for sector dice that
// must be thrown again.
import type { SettledDie } from "../../geometry/types";
import { SECTOR_DIE_IDS, sectorDiceFor, type Board, type SectorDiceReading } from "../../games/rykestra";

export { ownerOfD10, SECTOR_DIE_IDS, sectorDiceFor, snapshotsOf, toDieSnapshot } from "../../games/rykestra";

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
