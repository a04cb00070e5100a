// From a settled physics snapshot to what Rykestra's engine reads: one DieSnapshot per D10
// (value, centre, upward kite, cocked, off the mat) and the faces of the sector dice. Pure:
// the game definition, the table screen, practice and the computer players all read with it.
import { d10Kite } from "../../geometry/d10-kite";
import type { DieKind, SettledDie } from "../../geometry/types";
import type { DieSnapshot } from "./dice";
import type { Board } from "./options";

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

export type SectorDieKind = Extract<DieKind, "chance" | "kinzo" | "hazard">;

/** The sector dice a board throws, in the order their faces are read. */
export const sectorDiceFor = (board: Board): { id: string; kind: SectorDieKind }[] =>
  board === "standard"
    ? [
        { id: SECTOR_DIE_IDS.chance, kind: "chance" },
        { id: SECTOR_DIE_IDS.kinzo, kind: "kinzo" },
      ]
    : [{ id: SECTOR_DIE_IDS.hazard, kind: "hazard" }];

/** A sector die's face as a move carries it: the number it shows, or its colour or void. */
export type SectorFace = number | "red" | "blue" | "void";

/** The face of one settled sector die: the chance cube's colour, the Kinzo's or Hazard's number, or "void". */
export function sectorFace(die: SettledDie): SectorFace {
  if (die.kind === "chance") return die.label === "red" || die.label === "blue" ? die.label : 0;
  if (die.value !== null) return die.value;
  return die.label === "void" ? "void" : 0;
}
