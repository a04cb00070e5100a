// Where a layout keeps the dice in hand, where a hand may carry a die while aiming, and what
// "Throw for me" aims at. Games may override each (a Rykestra seat, a bot's hand).
import type { DieKind, Quat } from "../geometry/types";
import { MAT, SIDE_TRAY, TRAY } from "../geometry/table-layout";
import { restingPose } from "../geometry/resting-pose";
import { FACE_TABLES } from "../geometry/faces";
import type { Rng } from "../physics/rng";
import { HAND_HEIGHT, HAND_SPACING, seatThrowPosition, trayThrowPosition, type ThrowPosition } from "../physics/throw-position";
import type { ThrowAim } from "../physics/flick";
import type { HoldArea } from "./handful";
import { exactCos, exactSin } from "../geometry/exact-math";

export type TableLayoutName = "tray" | "rykestra";

/** Where die `index` of `count` dice in a hand waits, and the way that hand faces. */
export type HandSlot = (index: number, count: number) => ThrowPosition;

export interface HandLayout {
  readonly slot: HandSlot;
  /** Where a carried die may be (at hand height): a thrower's hand stays over its own side. */
  readonly holdArea: HoldArea;
  /** Hand height (cm): the plane a drag is projected onto. */
  readonly height: number;
  /** "Throw for me" aims at a random point of this disc. */
  readonly aim: ThrowAim;
}

/** Hand positions for a Rykestra seat: dice side by side along the seat's mat edge. */
export function seatSlot(seat: number, seats: number): HandSlot {
  const base = seatThrowPosition(seat, seats);
  return (index, count) => {
    const offset = (index - (count - 1) / 2) * HAND_SPACING;
    // Across the seat's facing: heading h faces (sin h, −cos h); its right is (cos h, sin h).
    const rx = exactCos(base.heading);
    const rz = exactSin(base.heading);
    return { position: [base.position[0] + rx * offset, base.position[1], base.position[2] + rz * offset], heading: base.heading };
  };
}

const INSET = 1.2;

export function defaultHandLayout(layout: TableLayoutName): HandLayout {
  if (layout === "tray") {
    return {
      slot: trayThrowPosition,
      holdArea: {
        minX: -TRAY.width / 2 + INSET,
        maxX: TRAY.width / 2 - INSET,
        minZ: -TRAY.depth / 2 + INSET,
        maxZ: TRAY.depth / 2 - INSET,
      },
      height: trayThrowPosition(0, 1).position[1],
      aim: { centre: { x: 0, z: -2 }, radius: TRAY.depth / 2 - 6 },
    };
  }
  const half = MAT.size / 2;
  return {
    slot: seatSlot(0, 4),
    // The south seat's hand: along the mat's near edge, never over the mat itself.
    holdArea: { minX: MAT.centre.x - half, maxX: MAT.centre.x + half, minZ: MAT.centre.z + half + 1, maxZ: MAT.centre.z + half + 8 },
    height: HAND_HEIGHT,
    aim: { centre: MAT.centre, radius: half - 4 },
  };
}

/** The side tray where Rykestra's sector dice are thrown. */
export const SIDE_TRAY_AIM: ThrowAim = { centre: SIDE_TRAY.centre, radius: SIDE_TRAY.width / 2 - 3 };

/** A die resting in the hand shows a face picked by the seeded rng, turned to the hand's heading. */
export function handQuaternion(kind: DieKind, heading: number, rng: Rng): Quat {
  return restingPose(kind, rng.int(FACE_TABLES[kind].length), heading + rng.range(-0.25, 0.25)).quaternion;
}
