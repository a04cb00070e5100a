// A chip's worth on a square to the computers: the lines of five it builds towards, and those it blocks.
import { CENTRE, LINES_THROUGH, type Square } from "./board";
import { powInt } from "../../geometry/exact-math";

/** How much a chip of `side` on `square` is worth: lines it builds towards a run, plus lines it blocks. */
export function squareValue(board: readonly (number | null)[], side: number, square: Square): number {
  let value = 0;
  for (const line of LINES_THROUGH[square]) {
    const owners = line.filter((s) => s !== square && s !== CENTRE && board[s] !== null).map((s) => board[s]!);
    const free = line.includes(CENTRE) ? 1 : 0;
    const others = new Set(owners.filter((o) => o !== side));
    const mine = owners.filter((o) => o === side).length;
    if (others.size === 0) value += powInt(mine + free + 1, 2);
    else if (others.size === 1 && mine === 0) value += 0.8 * powInt(owners.length + free, 2);
  }
  return value;
}
