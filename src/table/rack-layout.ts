// A rack: a row of slots on the table top, outside the tray, where set-aside dice rest.
import type { TablePoint } from "../geometry/types";

export interface RackLayout {
  /** Slot centres on the table plane (cm), in slot order. */
  readonly slots: readonly TablePoint[];
  /** The way dice in the rack face (radians, 0 towards −z): their numbers read upright from here. */
  readonly heading: number;
}

/** `count` slots `spacing` cm apart, centred on `centre`, running along x ("row") or z ("column"). */
export function rackLayout(centre: TablePoint, count: number, along: "row" | "column", spacing = 2.6, heading = 0): RackLayout {
  const slots = Array.from({ length: count }, (_, i) => {
    const offset = (i - (count - 1) / 2) * spacing;
    return along === "row" ? { x: centre.x + offset, z: centre.z } : { x: centre.x, z: centre.z + offset };
  });
  return { slots, heading };
}
