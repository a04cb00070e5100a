// Runs: five squares in a line all held by one side, the free centre counting for everyone.
import { CENTRE, LINES_THROUGH, RUN_LENGTH, type Square } from "./board";

/** Squares that belong to completed runs of any side: their chips can never be bounced. */
export function protectedSquares(runs: readonly (readonly (readonly Square[])[])[]): Set<Square> {
  return new Set(runs.flat(2));
}

/** Chips of `line` that `run` does not hold; the free centre is no chip, so it never counts. */
const chipsOfItsOwn = (line: readonly Square[], run: readonly Square[]) =>
  line.filter((s) => s !== CENTRE && !run.includes(s)).length;

/** A new run must hold this many chips not in any run the side already has. */
const OWN_CHIPS_NEEDED = RUN_LENGTH - 1;

/**
 * The new runs a chip on `square` completes for `side`. A new run needs four chips not in each
 * run the side already has (so lengthening a run never makes a second one). The free centre is
 * no chip: a line through it holds only four chips, so it may cross an earlier run on the
 * centre alone, never share a chip with it as well.
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
    if ([...existing, ...claimed].every((run) => chipsOfItsOwn(line, run) >= OWN_CHIPS_NEEDED)) claimed.push([...line]);
  }
  return claimed;
}
