// Reading the sector dice at the start of a round: which sectors pay a bonus, and how much.
import {
  SECTOR_CENTRES,
  corellianSector,
  sectorOf,
  sectorsOfColour,
  type SectorColour,
  type SectorId,
} from "../../geometry/mat";
import type { TablePoint } from "../../geometry/types";
import { accept, refuse, type MoveResult } from "../move-result";
import type { Board } from "./options";

/**
 * The sector dice as read (labels from geometry's DieReading).
 * Standard: the chance cube's colour and the Kinzo value; `marker` is the bonus sector the
 * round's first player chose for the Kinzo marker (omitted: the northern one).
 * Corellian: the Hazard value, or "void".
 */
export type SectorDiceReading =
  | { readonly board: "standard"; readonly chance: string; readonly kinzo: number; readonly marker?: SectorId }
  | { readonly board: "corellian"; readonly hazard: number | "void" };

/** The Kinzo die left on the mat as a marker: a physical body, never captured, never scored. */
export interface KinzoMarker {
  readonly sector: SectorId;
  readonly centre: TablePoint;
  readonly value: number;
}

export interface SectorSet {
  readonly board: Board;
  /** Two sectors of one colour (standard), one sector (Corellian), none on a void round. */
  readonly bonusSectors: readonly SectorId[];
  /** Points added to a capture in a bonus sector. */
  readonly bonus: number;
  /** A void round: every capture scores one less, never below 0. */
  readonly voidRound: boolean;
  readonly marker: KinzoMarker | null;
}

/** The fixed bonus of the Corellian board's named sector. */
export const CORELLIAN_BONUS = 2;

export function readSectorDice(board: Board, reading: SectorDiceReading): MoveResult<SectorSet> {
  if (reading.board !== board) return refuse(`This table plays the ${board} board, not the ${reading.board} board.`);
  if (reading.board === "standard") {
    if (reading.chance !== "red" && reading.chance !== "blue") {
      return refuse(`The chance cube shows red or blue, not "${reading.chance}".`);
    }
    if (![1, 2, 3].includes(reading.kinzo)) return refuse(`The Kinzo die shows 1, 2 or 3, not ${reading.kinzo}.`);
    const colour: SectorColour = reading.chance;
    const bonusSectors = sectorsOfColour(colour);
    const sector = reading.marker ?? northernmost(bonusSectors);
    if (!bonusSectors.includes(sector)) {
      return refuse(`The Kinzo marker goes in a ${colour} sector (${bonusSectors.join(" or ")}), not ${sector}.`);
    }
    return accept({
      board,
      bonusSectors,
      bonus: reading.kinzo,
      voidRound: false,
      marker: { sector, centre: SECTOR_CENTRES[sector], value: reading.kinzo },
    });
  }
  if (reading.hazard === "void") {
    return accept({ board, bonusSectors: [], bonus: 0, voidRound: true, marker: null });
  }
  const sector = corellianSector(reading.hazard);
  if (sector === null) return refuse(`The Hazard die shows 2, 3, 4, 5 or a void, not ${reading.hazard}.`);
  return accept({
    board,
    bonusSectors: [sector],
    bonus: CORELLIAN_BONUS,
    voidRound: false,
    marker: null,
  });
}

function northernmost(sectors: readonly SectorId[]): SectorId {
  return sectors.find((id) => id.startsWith("N")) ?? sectors[0];
}

/** The bonus a capture earns for a die lying at p (0 off the mat or outside the bonus sectors). */
export function sectorBonusAt(set: SectorSet, p: TablePoint): { readonly sector: SectorId | null; readonly bonus: number } {
  const sector = sectorOf(p);
  return { sector, bonus: sector !== null && set.bonusSectors.includes(sector) ? set.bonus : 0 };
}
