// Where Five Thousand's things stand on the tray table (cm): six dice, and the rack on the wood
// in front of the tray (the player's side) where set-aside dice and the roll-off dice wait, in
// the order they came.
import { TRAY } from "../../geometry/table-layout";
import { rackLayout } from "../../table/rack-layout";

export const FIVE_THOUSAND_DICE = ["die-1", "die-2", "die-3", "die-4", "die-5", "die-6"] as const;

export const dieName = (id: string): string => `Die ${FIVE_THOUSAND_DICE.indexOf(id as (typeof FIVE_THOUSAND_DICE)[number]) + 1}`;

/** The die a player throws in the roll-off for the last seat. */
export const rollOffDieId = (player: number): string => `roll-${player + 1}`;

/** Six pockets in a row just outside the tray's near wall, filled from the left. */
export const FIVE_THOUSAND_RACK = rackLayout({ x: 0, z: TRAY.depth / 2 + TRAY.wallThickness + 2.4 }, 6, "row", 2.7);

/** Camera framing for the tray and the rack in front of it (offsets from the target, cm). */
export const FIVE_THOUSAND_FRAMING = {
  target: [0, 0, 2.5] as const,
  angled: [0, 50, 43] as const,
  top: [0, 72, 0.01] as const,
};
