// The board: 7 × 7 squares, the free centre and our own layout of the 24 combinations, each on
// two squares. The source does not show the real board, so this arrangement is ours: twins
// never touch, never share a row or column, and every run of five mixes easy and hard squares.
import type { CombinationId } from "./combinations";

export const BOARD_SIZE = 7;
export const SQUARE_COUNT = BOARD_SIZE * BOARD_SIZE;
/** Squares are numbered row by row from the top left: index = row × 7 + column. */
export type Square = number;
/** The free centre: part of every side's runs, never holds a chip. */
export const CENTRE: Square = 24;
export const RUN_LENGTH = 5;

// P = pair of, T = three of, F = four of; 2P two pair, FH full house, LS/HS low/high straight,
// L7 and LE Lucky 7 and Lucky 11; -- the free centre.
const LAYOUT = [
  "T4 P3 FH L7 P1 T1 F5",
  "LS F3 T6 P2 T5 F6 P6",
  "F4 P4 LE F1 P5 T3 HS",
  "P1 T2 F5 -- F2 LE T4",
  "T3 2P P6 F6 T2 FH P4",
  "HS F1 T1 P3 2P P2 F4",
  "F2 T5 P5 LS F3 L7 T6",
];

const CODES: Readonly<Record<string, CombinationId>> = {
  "2P": "two-pair",
  FH: "full-house",
  LS: "low-straight",
  HS: "high-straight",
  L7: "lucky-7",
  LE: "lucky-11",
};

function decode(code: string): CombinationId | null {
  if (code === "--") return null;
  const fixed = CODES[code];
  if (fixed) return fixed;
  const kind = { P: "pair", T: "three", F: "four" }[code[0]];
  return `${kind}-${code[1]}` as CombinationId;
}

/** The combination printed on each square, by index; null on the free centre. */
export const BOARD: readonly (CombinationId | null)[] = LAYOUT.flatMap((row) => row.split(" ").map(decode));

export const squareAt = (row: number, column: number): Square => row * BOARD_SIZE + column;
export const rowOf = (square: Square) => Math.floor(square / BOARD_SIZE);
export const columnOf = (square: Square) => square % BOARD_SIZE;

const SQUARES_OF = new Map<CombinationId, readonly Square[]>();
BOARD.forEach((c, i) => c !== null && SQUARES_OF.set(c, [...(SQUARES_OF.get(c) ?? []), i]));

/** The squares printed with this combination (two of each), a fresh list. */
export const squaresOf = (combination: CombinationId): Square[] => [...(SQUARES_OF.get(combination) ?? [])];

/** Every line of five squares in a row, column or diagonal (60 of them on a 7 × 7 board). */
export const RUN_LINES: readonly (readonly Square[])[] = (() => {
  const lines: Square[][] = [];
  const directions = [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ];
  for (let row = 0; row < BOARD_SIZE; row++) {
    for (let column = 0; column < BOARD_SIZE; column++) {
      for (const [dr, dc] of directions) {
        const endRow = row + dr * (RUN_LENGTH - 1);
        const endColumn = column + dc * (RUN_LENGTH - 1);
        if (endRow >= BOARD_SIZE || endColumn < 0 || endColumn >= BOARD_SIZE) continue;
        lines.push(Array.from({ length: RUN_LENGTH }, (_, i) => squareAt(row + dr * i, column + dc * i)));
      }
    }
  }
  return lines;
})();

export const LINES_THROUGH: readonly (readonly (readonly Square[])[])[] = Array.from({ length: SQUARE_COUNT }, (_, s) =>
  RUN_LINES.filter((line) => line.includes(s)),
);
