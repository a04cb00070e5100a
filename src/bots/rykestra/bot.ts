// Rykestra's computer player, the choices that need no planning: where the Kinzo marker goes.
// Throws are planned by rykestra-planner.ts.
import { SECTOR_CENTRES, type SectorId } from "../../geometry/mat";
import { seatThrowPosition } from "../../physics";
import { norm2 } from "../../geometry/exact-math";

/** Where the Kinzo marker goes: the bonus sector furthest from the bot's own hand, to stand in others' way. */
export function chooseMarkerSector(seat: number, seats: number, bonusSectors: readonly SectorId[]): SectorId {
  const [x, , z] = seatThrowPosition(seat, seats).position;
  const far = (id: SectorId) => norm2(SECTOR_CENTRES[id].x - x, SECTOR_CENTRES[id].z - z);
  return [...bonusSectors].sort((a, b) => far(b) - far(a))[0];
}
