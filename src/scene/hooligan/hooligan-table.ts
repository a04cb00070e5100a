// Where Hooligan's things stand on the tray table (cm): the five dice and the rack beside the
// tray's right wall where set-aside dice wait, each in the pocket of its position.
import { TRAY } from "../../geometry/table-layout";
import { rackLayout } from "../../table/rack-layout";

export const HOOLIGAN_DICE = ["die-1", "die-2", "die-3", "die-4", "die-5"] as const;

export const dieId = (position: number): string => HOOLIGAN_DICE[position];
export const positionOf = (id: string): number => HOOLIGAN_DICE.indexOf(id as (typeof HOOLIGAN_DICE)[number]);
export const dieName = (id: string): string => `Die ${positionOf(id) + 1}`;

/** Pocket i holds die i: a column just outside the tray's right wall, die 1 furthest away. */
export const HOOLIGAN_RACK = rackLayout({ x: TRAY.width / 2 + TRAY.wallThickness + 3.2, z: 0 }, 5, "column", 2.7);

/** Camera framing for the tray and its rack together (offsets from the target, cm). */
export const HOOLIGAN_FRAMING = {
  target: [5, 0, -0.5] as const,
  angled: [0, 54, 47] as const,
  top: [0, 70, 0.01] as const,
  narrowZoom: 1.65,
};
