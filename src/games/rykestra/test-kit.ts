// Builders for Rykestra tests: dice lying at a point with their zone opening towards another.
import type { Kite } from "../../geometry/capture-zone";
import type { TablePoint } from "../../geometry/types";
import type { DieSnapshot, MatDie } from "./dice";
import type { SectorSet } from "./sector-set";
import { norm2 } from "../../geometry/exact-math";

export const at = (x: number, z: number): TablePoint => ({ x, z });

/**
 * The upward kite of a die centred at `centre` whose capture zone (standard reading) opens
 * towards `aim`: the top point 0.55 cm behind the centre, the bottom corners 0.1 cm ahead and
 * 0.5 cm to each side — a wedge of about 37.6° either side of the aim line.
 */
export function kiteTowards(centre: TablePoint, aim: TablePoint): Kite {
  const dx = aim.x - centre.x;
  const dz = aim.z - centre.z;
  const length = norm2(dx, dz);
  const f = { x: dx / length, z: dz / length };
  const side = { x: -f.z, z: f.x };
  const ahead = (along: number, across: number) => at(centre.x + along * f.x + across * side.x, centre.z + along * f.z + across * side.z);
  return { top: ahead(-0.55, 0), left: ahead(0.1, 0.5), right: ahead(0.1, -0.5) };
}

export function matDie(id: string, owner: number, value: number, centre: TablePoint, aim: TablePoint): MatDie {
  return { id, owner, value, centre, kite: kiteTowards(centre, aim) };
}

export function snapshot(
  die: MatDie,
  flags: { readonly cocked?: boolean; readonly offMat?: boolean } = {},
): DieSnapshot {
  return { ...die, cocked: flags.cocked ?? false, offMat: flags.offMat ?? false };
}

/** A round in which no sector pays anything: the source's examples score "before sector modifiers". */
export const NO_BONUS: SectorSet = {
  board: "corellian",
  bonusSectors: [],
  bonus: 0,
  voidRound: false,
  marker: null,
};

// The shared seeded generator, for the tests that take it from this kit.
export { seeded } from "../../test-prng";
