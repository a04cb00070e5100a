// Runs: five squares in a line all held by one side, the free centre counting for everyone.
import { CENTRE, LINES_THROUGH, type Square } from "./board";

/** Squares that belong to completed runs of any side: their chips can never be bounced. */
export function protectedSquares(runs: readonly (readonly (readonly Square[])[])[]): Set<Square> {
  return new Set(runs.flat(2));
}

const sharedSquares = (a: readonly Square[], b: readonly Square[]) => a.filter((s) => b.includes(s)).length;

/**
 * The new runs a chip on `square` completes for `side`. A new run may share at most one square
 * with each run the side already has (so it holds four of its own and lengthening a run never
 * makes a second one); the free centre counts as a shared square when both runs cross it.
 */
export function newRunsThrough(
  board: readonly (number | null)[],
  side: number,
  square: Square,
  existing: readonly (readonly Square[])[],
): Square[][] {
  const claimed: Square[][] = [];
  for (const line of LINES_THROUGH[square]) {
    if (!line.every((s) => s === CENTRE || board[s] === side)) continue;
    if ([...existing, ...claimed].every((run) => sharedSquares(run, line) <= 1)) claimed.push([...line]);
  }
  return claimed;
}
