// Where the Dice Poker board lies on the tray table (cm): a wooden board to the right of the
// tray, rows running away from the player (row 0 furthest), columns left to right; the rack for
// kept dice (the table stage owns it and the dice) sits in front of the tray's near wall.
import { BOARD_SIZE, columnOf, rowOf, type Square } from "../../games/dice-poker";
import { TRAY } from "../../geometry/table-layout";
import type { TablePoint } from "../../geometry/types";

export const SQUARE_SIZE = 3.6;
export const BOARD_BORDER = 1.6;
export const BOARD_THICKNESS = 0.8;
export const BOARD_WIDTH = BOARD_SIZE * SQUARE_SIZE + 2 * BOARD_BORDER;
export const BOARD_CENTRE: TablePoint = { x: TRAY.width / 2 + TRAY.wallThickness + 2.5 + BOARD_WIDTH / 2, z: -1 };

export function squareCentre(square: Square): TablePoint {
  const half = (BOARD_SIZE - 1) / 2;
  return {
    x: BOARD_CENTRE.x + (columnOf(square) - half) * SQUARE_SIZE,
    z: BOARD_CENTRE.z + (rowOf(square) - half) * SQUARE_SIZE,
  };
}

/** The square under a table point, or null off the squares. */
export function squareAt(point: TablePoint): Square | null {
  const half = (BOARD_SIZE * SQUARE_SIZE) / 2;
  const column = Math.floor((point.x - BOARD_CENTRE.x + half) / SQUARE_SIZE);
  const row = Math.floor((point.z - BOARD_CENTRE.z + half) / SQUARE_SIZE);
  if (row < 0 || row >= BOARD_SIZE || column < 0 || column >= BOARD_SIZE) return null;
  return row * BOARD_SIZE + column;
}

export { POKER_DICE, POKER_RACK, pokerDieId, pokerDieName, pokerPositionOf } from "../../table/stages/dice-poker";

/** Camera framing for tray and board together (offsets from the target, cm). */
export const POKER_FRAMING = {
  target: [16, 0, 1] as const,
  angled: [0, 68, 63] as const,
  top: [0, 84, 0.01] as const,
  narrowZoom: 1.7,
  /** The tray and the board to its right. */
  area: { minX: -TRAY.width / 2, maxX: BOARD_CENTRE.x + BOARD_WIDTH / 2, minZ: -TRAY.depth / 2, maxZ: TRAY.depth / 2 },
};
