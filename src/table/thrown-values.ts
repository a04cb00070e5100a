// Reading a finished throw for a turn-based game: the value of each thrown die, or which dice
// the table must deal with first — a cocked die gets a nudge until it lies flat, a die that
// jumped out of the tray is thrown again.
import { TRAY } from "../geometry/table-layout";
import type { SettledDie } from "../geometry/types";

/** A rectangle on the table plane (cm) the dice must land in. */
export interface LandingArea {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** The tray's felt: on the tray table a die must come to rest on it. */
export const TRAY_FELT: LandingArea = {
  minX: -TRAY.width / 2,
  maxX: TRAY.width / 2,
  minZ: -TRAY.depth / 2,
  maxZ: TRAY.depth / 2,
};

export type ThrowReading =
  | { readonly ok: true; readonly values: number[] }
  | { readonly ok: false; readonly nudge: string[]; readonly rethrow: string[] };

const inside = (d: SettledDie, a: LandingArea) =>
  d.position[0] >= a.minX && d.position[0] <= a.maxX && d.position[2] >= a.minZ && d.position[2] <= a.maxZ;

/** Values of `ids` in that order, read from a settled snapshot; a missing die counts as out of the area. */
export function readThrow(settled: readonly SettledDie[], ids: readonly string[], area: LandingArea): ThrowReading {
  const nudge: string[] = [];
  const rethrow: string[] = [];
  const values: number[] = [];
  for (const id of ids) {
    const d = settled.find((s) => s.id === id);
    if (!d || !inside(d, area)) rethrow.push(id);
    else if (d.cocked || !d.settled || d.value === null) nudge.push(id);
    else values.push(d.value);
  }
  return nudge.length === 0 && rethrow.length === 0 ? { ok: true, values } : { ok: false, nudge, rethrow };
}

/**
 * "Die 3 landed cocked — nudging it", "Dice 1 and 4 jumped out of the tray — throwing them again";
 * `stubborn` dice kept landing cocked and are thrown again.
 */
export function redoMessage(
  reading: { readonly ok?: false; readonly nudge: readonly string[]; readonly rethrow: readonly string[] },
  name: (id: string) => string,
  stubborn: readonly string[] = [],
): string {
  const list = (ids: readonly string[]) => {
    const names = ids.map(name);
    return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  };
  const them = (ids: readonly string[]) => (ids.length === 1 ? "it" : "them");
  const parts: string[] = [];
  if (reading.nudge.length > 0) parts.push(`${list(reading.nudge)} landed cocked — nudging ${them(reading.nudge)}`);
  if (stubborn.length > 0) parts.push(`${list(stubborn)} kept landing cocked — throwing ${them(stubborn)} again`);
  if (reading.rethrow.length > 0) {
    parts.push(`${list(reading.rethrow)} jumped out of the tray — throwing ${them(reading.rethrow)} again`);
  }
  return parts.join("; ");
}
