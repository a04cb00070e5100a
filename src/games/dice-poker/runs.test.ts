import { describe, expect, it } from "vitest";
import { CENTRE, squareAt } from "./board";
import { bounce, place } from "./moves";
import { prompt } from "./prompt";
import { runsOf, type DicePokerState } from "./state";
import { must, redToPlay, standOn, WILD, withChips } from "./test-helpers";

const at = (cells: readonly (readonly [number, number])[]) => cells.map(([r, c]) => squareAt(r, c));

/** Red holds `red`, Blue holds `blue`; Red throws five of a kind and puts the chip on `square`. */
function redPlaces(red: readonly number[], square: number, blue: readonly number[] = [], runs?: number[][]): DicePokerState {
  const base = withChips(redToPlay(), [red, blue]);
  const start = runs ? { ...base, runs: [runs, []] } : base;
  return must(place(standOn(start, WILD), square));
}

describe("Dice Poker runs", () => {
  it("finds a run along a row", () => {
    const s = redPlaces(at([[0, 0], [0, 1], [0, 2], [0, 3]]), squareAt(0, 4));
    expect(runsOf(s, 0)).toEqual([at([[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]])]);
  });

  it("finds a run down a column, placed in its middle", () => {
    const s = redPlaces(at([[2, 6], [3, 6], [5, 6], [6, 6]]), squareAt(4, 6));
    expect(runsOf(s, 0)).toEqual([at([[2, 6], [3, 6], [4, 6], [5, 6], [6, 6]])]);
  });

  it("finds runs on both diagonals", () => {
    const down = redPlaces(at([[1, 0], [2, 1], [3, 2], [4, 3]]), squareAt(5, 4));
    expect(runsOf(down, 0)).toEqual([at([[1, 0], [2, 1], [3, 2], [4, 3], [5, 4]])]);
    const up = redPlaces(at([[6, 2], [5, 3], [4, 4], [3, 5]]), squareAt(2, 6));
    expect(runsOf(up, 0)).toEqual([at([[2, 6], [3, 5], [4, 4], [5, 3], [6, 2]])]);
  });

  it("counts the free centre as part of any side's run", () => {
    const row = redPlaces(at([[3, 1], [3, 2], [3, 4]]), squareAt(3, 5));
    expect(runsOf(row, 0)).toEqual([at([[3, 1], [3, 2], [3, 3], [3, 4], [3, 5]])]);
    expect(row.board[CENTRE]).toBeNull();
    const diagonal = redPlaces(at([[1, 1], [2, 2], [4, 4]]), squareAt(5, 5));
    expect(runsOf(diagonal, 0)).toEqual([at([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5]])]);
  });

  it("needs the line to be all one side's chips", () => {
    const s = redPlaces(at([[0, 0], [0, 1], [0, 3]]), squareAt(0, 4), at([[0, 2]]));
    expect(runsOf(s, 0)).toEqual([]);
    expect(s.phase).toBe("throwing");
  });

  it("never makes a second run by lengthening the first", () => {
    const first = at([[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]);
    const longer = redPlaces([...first, squareAt(0, 5)], squareAt(0, 6), [], [first]);
    expect(runsOf(longer, 0)).toEqual([first]);
    expect(longer.phase).toBe("throwing");
  });

  it("lets a second run share one chip with the first and then declares the side the winner", () => {
    const first = at([[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]);
    const s = redPlaces([...first, ...at([[1, 0], [2, 0], [3, 0]])], squareAt(4, 0), [], [first]);
    expect(runsOf(s, 0)).toEqual([first, at([[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]])]);
    expect(s.phase).toBe("over");
    expect(s.winner).toBe(0);
    expect(prompt(s)).toBe("Red wins with two runs");
    expect(s.recent.at(-1)).toEqual({ type: "win", side: 0 });
  });

  it("refuses a second run that overlaps the first down the same column", () => {
    const first = at([[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]]);
    // Rows 1–5 share four squares with the first run, rows 2–6 three: neither is new.
    const once = redPlaces([...first, squareAt(6, 0)], squareAt(5, 0), [], [first]);
    expect(runsOf(once, 0)).toEqual([first]);
    expect(once.phase).toBe("throwing");
  });

  it("counts two runs crossing only on the free centre", () => {
    const row = at([[3, 1], [3, 2], [3, 4], [3, 5]]);
    const column = at([[1, 3], [2, 3], [4, 3]]);
    const s = redPlaces([...row, ...column], squareAt(5, 3), [], [[...at([[3, 1], [3, 2], [3, 3], [3, 4], [3, 5]])]]);
    expect(runsOf(s, 0)).toHaveLength(2);
    expect(s.winner).toBe(0);
  });

  describe("a second run needs four chips of its own, and the free centre is no chip", () => {
    const topRow = at([[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]]);
    const middleRow = at([[3, 1], [3, 2], [3, 3], [3, 4], [3, 5]]);

    it("refuses a column that shares a chip with the first run and passes the centre", () => {
      // Rows 0–4 of column 3: chips 3, 10, 17, 31 and the centre; chip 3 is the first run's.
      const s = redPlaces([...topRow, ...at([[1, 3], [2, 3]])], squareAt(4, 3), [], [topRow]);
      expect(runsOf(s, 0)).toEqual([topRow]);
      expect(s.phase).toBe("throwing");
    });

    it("counts a column that shares one chip with the first run away from the centre", () => {
      const s = redPlaces([...topRow, ...at([[1, 1], [2, 1], [3, 1]])], squareAt(4, 1), [], [topRow]);
      expect(runsOf(s, 0)).toEqual([topRow, at([[0, 1], [1, 1], [2, 1], [3, 1], [4, 1]])]);
      expect(s.winner).toBe(0);
    });

    it("counts a column that crosses the first run only on the centre", () => {
      const s = redPlaces([...middleRow.filter((q) => q !== CENTRE), ...at([[1, 3], [2, 3], [4, 3]])], squareAt(5, 3), [], [middleRow]);
      expect(runsOf(s, 0)).toEqual([middleRow, at([[1, 3], [2, 3], [3, 3], [4, 3], [5, 3]])]);
      expect(s.winner).toBe(0);
    });

    it("refuses a diagonal that shares a chip with the first run and passes the centre", () => {
      // The first run is row 1, columns 0–4; the diagonal (1,1)…(5,5) shares (1,1).
      const first = at([[1, 0], [1, 1], [1, 2], [1, 3], [1, 4]]);
      const s = redPlaces([...first, ...at([[2, 2], [4, 4]])], squareAt(5, 5), [], [first]);
      expect(runsOf(s, 0)).toEqual([first]);
      expect(s.phase).toBe("throwing");
    });

    it("counts a diagonal that shares one chip with the first run away from the centre", () => {
      const s = redPlaces([...topRow, ...at([[1, 3], [2, 2], [3, 1]])], squareAt(4, 0), [], [topRow]);
      expect(runsOf(s, 0)).toEqual([topRow, at([[0, 4], [1, 3], [2, 2], [3, 1], [4, 0]])]);
      expect(s.winner).toBe(0);
    });

    it("counts a diagonal that crosses the first run only on the centre", () => {
      const diagonal = at([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5]]);
      const s = redPlaces([...middleRow.filter((q) => q !== CENTRE), ...at([[1, 1], [2, 2], [4, 4]])], squareAt(5, 5), [], [middleRow]);
      expect(runsOf(s, 0)).toEqual([middleRow, diagonal]);
      expect(s.winner).toBe(0);
    });

    it("refuses the same crossing when one chip would complete both runs at once", () => {
      const chips = at([[0, 0], [0, 1], [0, 2], [0, 4], [1, 3], [2, 3], [4, 3]]);
      const s = redPlaces(chips, squareAt(0, 3));
      expect(runsOf(s, 0)).toEqual([topRow]);
      expect(s.phase).toBe("throwing");
    });
  });

  it("wins at once when one chip completes two runs", () => {
    const s = redPlaces(at([[0, 0], [0, 1], [0, 2], [0, 3], [1, 4], [2, 4], [3, 4], [4, 4]]), squareAt(0, 4));
    expect(runsOf(s, 0)).toHaveLength(2);
    expect(s.phase).toBe("over");
  });

  it("protects a run's chips from a Bouncer", () => {
    const redRun = redPlaces(at([[6, 0], [6, 1], [6, 2], [6, 3]]), squareAt(6, 4));
    const runChip = squareAt(6, 1);
    // Blue now throws a full house with both full-house squares already covered by Red.
    const fullHouseSquares = [squareAt(0, 2), squareAt(4, 5)];
    const blueTurn = { ...redRun, board: redRun.board.map((o, i) => (fullHouseSquares.includes(i) ? 0 : o)) };
    const bouncing = standOn(blueTurn, [5, 5, 5, 6, 6]);
    expect(bounce(bouncing, runChip).ok).toBe(false);
    const offBoard = bounce(bouncing, 49);
    expect(offBoard.ok ? null : offBoard.reason).toBe("There is no such square: the board's squares are numbered 0 to 48.");
    expect(must(bounce(bouncing, fullHouseSquares[0])).board[fullHouseSquares[0]]).toBeNull();
  });
});
