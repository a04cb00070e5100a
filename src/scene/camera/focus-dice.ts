// The dice the camera must frame on a phone now, and how big each must be drawn: read from
// the table controller alone (no React, no three), so it is testable in Node.
import { D6_EDGE } from "../../geometry/table-layout";
import type { TableController } from "../../table/table-controller";
import type { FocusDie, TableRect } from "./fit";

/** Dice waiting in hand, to be picked up by a thumb, CSS px across at least. */
export const HAND_MIN_PX = 36;
/** Dice lying on the felt or mat, to be read and picked, CSS px across at least. */
export const LYING_MIN_PX = 28;
/** The band at the canvas's top where its overlays sit (a hint of up to three lines, the view button), CSS px: dice framed close up keep their centres below it. */
export const OVERLAY_TOP_PX = 100;
/** Every die the tables use is this big across (a 16 mm cube or a D10 16 mm across its ring), cm. */
const DIE_SIZE = D6_EDGE;

/** True where the minimum sizes apply: a touch screen, a portrait canvas or a small one. */
export function needsBigDice(width: number, height: number, coarsePointer: boolean): boolean {
  return coarsePointer || width / Math.max(1, height) < 0.9 || Math.min(width, height) < 500;
}

const within = (r: TableRect, x: number, z: number) => x >= r.minX && x <= r.maxX && z >= r.minZ && z <= r.maxZ;
const pos = { x: 0, y: 0, z: 0 };
const quat = { x: 0, y: 0, z: 0, w: 1 };

/**
 * The dice that matter on `controller`'s table now (positions read from hand and physics).
 * `watchedPx`: where a table's dice are mostly watched (Rykestra's mat), how big a die the
 * player may not pick up now must be drawn; by default, as big as one they may.
 */
export function focusDice(controller: TableController, felt: TableRect, watchedPx?: number): FocusDie[] {
  const s = controller.state;
  const out: FocusDie[] = [];
  for (const d of s.dice) {
    if (!controller.readPose(d.id, pos, quat)) continue;
    const inHand = s.inHand.includes(d.id);
    if (!inHand && !within(felt, pos.x, pos.z)) continue;
    const mine = controller.canPickUp(d.id);
    const px = inHand ? HAND_MIN_PX : LYING_MIN_PX;
    out.push({ position: [pos.x, pos.y, pos.z], size: DIE_SIZE, minPx: mine ? px : (watchedPx ?? px), first: inHand && mine });
  }
  return out;
}
