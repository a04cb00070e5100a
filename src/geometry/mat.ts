// Rykestra's square mat on the table plane and its four sectors.
//
// Compass convention: north is −z (away from the default camera), east is +x. The mat is
// split 2 × 2 into the sectors NW, NE, SW, SE.
//
// Boundaries: the mat is closed — a centre exactly on its outline is on the mat (physics
// marks a die off the mat only when its centre lies outside the outline). A point exactly
// on a dividing line belongs to the east (x = centre) or south (z = centre) sector, so every
// point of the mat has exactly one sector.
import { MAT } from "./table-layout";
import type { TablePoint } from "./types";

export type SectorId = "NW" | "NE" | "SW" | "SE";

/** Reading order: north row west to east, then the south row. */
export const SECTOR_IDS: readonly SectorId[] = ["NW", "NE", "SW", "SE"];

/** An axis-aligned rectangle on the table plane, in centimetres; closed. */
export interface Bounds {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

const HALF = MAT.size / 2;

export const MAT_BOUNDS: Bounds = {
  minX: MAT.centre.x - HALF,
  maxX: MAT.centre.x + HALF,
  minZ: MAT.centre.z - HALF,
  maxZ: MAT.centre.z + HALF,
};

/** The mat outline, corners in order NW, NE, SE, SW. */
export const MAT_CORNERS: readonly TablePoint[] = [
  { x: MAT_BOUNDS.minX, z: MAT_BOUNDS.minZ },
  { x: MAT_BOUNDS.maxX, z: MAT_BOUNDS.minZ },
  { x: MAT_BOUNDS.maxX, z: MAT_BOUNDS.maxZ },
  { x: MAT_BOUNDS.minX, z: MAT_BOUNDS.maxZ },
];

export function isOnMat(p: TablePoint): boolean {
  return p.x >= MAT_BOUNDS.minX && p.x <= MAT_BOUNDS.maxX && p.z >= MAT_BOUNDS.minZ && p.z <= MAT_BOUNDS.maxZ;
}

/** The sector holding p, or null when p is off the mat. */
export function sectorOf(p: TablePoint): SectorId | null {
  if (!isOnMat(p)) return null;
  const north = p.z < MAT.centre.z;
  const west = p.x < MAT.centre.x;
  if (north) return west ? "NW" : "NE";
  return west ? "SW" : "SE";
}

export function sectorBounds(id: SectorId): Bounds {
  const west = id === "NW" || id === "SW";
  const north = id === "NW" || id === "NE";
  return {
    minX: west ? MAT_BOUNDS.minX : MAT.centre.x,
    maxX: west ? MAT.centre.x : MAT_BOUNDS.maxX,
    minZ: north ? MAT_BOUNDS.minZ : MAT.centre.z,
    maxZ: north ? MAT.centre.z : MAT_BOUNDS.maxZ,
  };
}

const centreOf = (b: Bounds): TablePoint => ({ x: (b.minX + b.maxX) / 2, z: (b.minZ + b.maxZ) / 2 });

/** Where the Kinzo marker is placed in a sector. */
export const SECTOR_CENTRES: Readonly<Record<SectorId, TablePoint>> = {
  NW: centreOf(sectorBounds("NW")),
  NE: centreOf(sectorBounds("NE")),
  SW: centreOf(sectorBounds("SW")),
  SE: centreOf(sectorBounds("SE")),
};

export type SectorColour = "red" | "blue";

/** The standard board's chequer: diagonal sectors share a colour. */
export const STANDARD_COLOURS: Readonly<Record<SectorId, SectorColour>> = {
  NW: "red",
  NE: "blue",
  SW: "blue",
  SE: "red",
};

export function sectorsOfColour(colour: SectorColour): readonly SectorId[] {
  return SECTOR_IDS.filter((id) => STANDARD_COLOURS[id] === colour);
}

export type CorellianNumeral = "flask" | "crown" | "compass" | "eye";

export interface CorellianMark {
  readonly numeral: CorellianNumeral;
  /** The Hazard die face that names this sector. */
  readonly value: 2 | 3 | 4 | 5;
}

/** The Corellian board: numerals 2–5 in reading order. */
export const CORELLIAN_MARKS: Readonly<Record<SectorId, CorellianMark>> = {
  NW: { numeral: "flask", value: 2 },
  NE: { numeral: "crown", value: 3 },
  SW: { numeral: "compass", value: 4 },
  SE: { numeral: "eye", value: 5 },
};

/** The Corellian sector a Hazard value names, or null for a value no sector carries. */
export function corellianSector(value: number): SectorId | null {
  return SECTOR_IDS.find((id) => CORELLIAN_MARKS[id].value === value) ?? null;
}
