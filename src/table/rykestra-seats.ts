// Where things stand round the Rykestra mat, per seat: the hand that throws (slots, the area a
// carried die may move in, the aim of "Throw for me"), where a seat's dice wait on the table,
// its nameplate, the rack beside the mat for dice out of play, and the side tray's hand.
// Seats follow physics/throw-position.ts: seat 0 south, the rest evenly round, clockwise from above.
import { MAT, SIDE_TRAY } from "../geometry/table-layout";
import type { TablePoint, Vec3 } from "../geometry/types";
import { HAND_HEIGHT, HAND_SPACING, seatThrowPosition } from "../physics/throw-position";
import type { ThrowAim } from "../physics/flick";
import { SIDE_TRAY_AIM, seatSlot, type HandLayout } from "./hand-layout";
import type { HoldArea } from "./handful";
import { exactCos, exactSin } from "../geometry/exact-math";

const HALF = MAT.size / 2;
/** How far a carried die may stray from the seat's hand, cm. */
const REACH = 4;
/** A carried die stays at least this far outside the mat's edge, cm. */
const EDGE_GAP = 1;

/** The unit vector from the mat centre out towards a seat. */
export function seatOutward(seat: number, seats: number): TablePoint {
  const phi = (2 * Math.PI * seat) / seats;
  return { x: -exactSin(phi), z: exactCos(phi) };
}

/**
 * The box a seat's hand may carry a die in: round its throw position, cut back along the
 * side of the mat it faces so the hand never reaches over the mat.
 */
export function seatHoldArea(seat: number, seats: number): HoldArea {
  const [px, , pz] = seatThrowPosition(seat, seats).position;
  const out = seatOutward(seat, seats);
  const area = { minX: px - REACH, maxX: px + REACH, minZ: pz - REACH, maxZ: pz + REACH };
  const c = MAT.centre;
  if (Math.abs(out.x) > Math.abs(out.z)) {
    if (out.x < 0) area.maxX = Math.min(area.maxX, c.x - HALF - EDGE_GAP);
    else area.minX = Math.max(area.minX, c.x + HALF + EDGE_GAP);
  } else if (out.z < 0) area.maxZ = Math.min(area.maxZ, c.z - HALF - EDGE_GAP);
  else area.minZ = Math.max(area.minZ, c.z + HALF + EDGE_GAP);
  return area;
}

/**
 * Where "Throw for me" aims from a seat: a disc on the thrower's half of the mat. A random
 * throw's speed varies by a quarter either way, so a disc round the far edge or even the
 * centre sends about half the dice off the mat; this one loses about one in seven.
 */
export function seatAim(seat: number, seats: number): ThrowAim {
  const out = seatOutward(seat, seats);
  return { centre: { x: MAT.centre.x + out.x * 5, z: MAT.centre.z + out.z * 5 }, radius: 7 };
}

/** The hand of a seat: throws leave from its slots and "Throw for me" aims into the mat. */
export function seatHand(seat: number, seats: number): HandLayout {
  return {
    slot: seatSlot(seat, seats),
    holdArea: seatHoldArea(seat, seats),
    height: HAND_HEIGHT,
    aim: seatAim(seat, seats),
  };
}

/** Where die `index` of `count` waiting in a seat's hand lies on the table (its centre, at y = 0). */
export function seatRestPoint(seat: number, seats: number, index: number, count: number): Vec3 {
  const [x, , z] = seatSlot(seat, seats)(index, count).position;
  const out = seatOutward(seat, seats);
  return [x + out.x * 3.5, 0, z + out.z * 3.5];
}

/** The seat's nameplate: further out than its resting dice. */
export function seatPlatePoint(seat: number, seats: number): Vec3 {
  const [x, , z] = seatThrowPosition(seat, seats).position;
  const out = seatOutward(seat, seats);
  return [x + out.x * 9, 0, z + out.z * 9];
}

/**
 * Dice out of play for the round lie in rows of five off the mat's south-east corner, between
 * the south seat's hand and the east: in view whenever the camera frames the mat.
 */
export const OUT_RACK = { x: MAT.centre.x + 7, z: MAT.centre.z + HALF + 4.5, spacing: 2.6, perRow: 5 } as const;

export function outRackPoint(index: number): Vec3 {
  const row = Math.floor(index / OUT_RACK.perRow);
  const col = index % OUT_RACK.perRow;
  return [OUT_RACK.x + col * OUT_RACK.spacing, 0, OUT_RACK.z + row * OUT_RACK.spacing];
}

/** The scorekeeper's hand over the side tray, for the sector dice. */
export function sideTrayHand(): HandLayout {
  const s = SIDE_TRAY;
  const inset = s.wallThickness + 0.6;
  return {
    slot: (index, count) => ({
      position: [s.centre.x + (index - (count - 1) / 2) * HAND_SPACING, s.wallHeight + 3, s.centre.z + s.depth / 2 - 2],
      heading: 0,
    }),
    holdArea: {
      minX: s.centre.x - s.width / 2 + inset,
      maxX: s.centre.x + s.width / 2 - inset,
      minZ: s.centre.z - s.depth / 2 + inset,
      maxZ: s.centre.z + s.depth / 2 - inset,
    },
    height: s.wallHeight + 3,
    aim: SIDE_TRAY_AIM,
  };
}
