// Where the pips of a D6 face stand when it is drawn flat (panels, the Dice Poker board): on a
// 3 × 3 grid, −1 to 1 across and down (y down), in the usual arrangement.

export type PipPoint = readonly [x: -1 | 0 | 1, y: -1 | 0 | 1];

export const D6_PIPS: Readonly<Record<number, readonly PipPoint[]>> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};
