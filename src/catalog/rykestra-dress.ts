// How Rykestra's dice look on the table: each player's D10s in their seat colour, and the
// sector dice (chance cube, Kinzo, Hazard).
import type { Board } from "../games/rykestra";
import { SECTOR_DIE_IDS } from "../games/rykestra";
import type { DieSpec } from "../table/table-types";
import type { SeatDress } from "../runtime/session/kit";
import { possessive } from "../games/player-words";
import { ownerOf } from "../games/rykestra/words";

export function diceSpecs(seats: readonly SeatDress[], ids: readonly string[]): DieSpec[] {
  return ids.map((id) => {
    const seat = seats[ownerOf(id)];
    return { id, kind: "d10", colour: seat.colour.body, ink: seat.colour.ink, name: `${possessive(seat.name)} die` };
  });
}

export function sectorSpecs(board: Board): DieSpec[] {
  if (board === "corellian") return [{ id: SECTOR_DIE_IDS.hazard, kind: "hazard", colour: "#1d1d22", ink: "#d9a441", name: "Hazard die" }];
  return [
    { id: SECTOR_DIE_IDS.chance, kind: "chance", colour: "#ece3cf", name: "chance cube" },
    { id: SECTOR_DIE_IDS.kinzo, kind: "kinzo", colour: "#d9a441", ink: "#2a1c12", name: "Kinzo die" },
  ];
}

/** How each die looks: the sector dice of either board, and each seat's D10s in its colour. */
export function rykestraDress(seats: readonly SeatDress[]): (id: string) => DieSpec {
  const sector = new Map([...sectorSpecs("standard"), ...sectorSpecs("corellian")].map((s) => [s.id, s]));
  return (id) => sector.get(id) ?? diceSpecs(seats, [id])[0];
}
