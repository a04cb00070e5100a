import { describe, expect, it } from "vitest";
import { BOARD, CENTRE, columnOf, RUN_LINES, rowOf, squaresOf } from "./board";
import { COMBINATIONS } from "./combinations";

describe("the Dice Poker board", () => {
  it("prints every combination on exactly two squares and leaves the centre free", () => {
    expect(BOARD).toHaveLength(49);
    expect(BOARD[CENTRE]).toBeNull();
    expect(BOARD.filter((c) => c === null)).toHaveLength(1);
    for (const c of COMBINATIONS) expect(squaresOf(c), c).toHaveLength(2);
    expect(COMBINATIONS).toHaveLength(24);
  });

  it("keeps twin squares apart: never touching, never in one row, column or diagonal", () => {
    for (const c of COMBINATIONS) {
      const [a, b] = squaresOf(c);
      const dr = Math.abs(rowOf(a) - rowOf(b));
      const dc = Math.abs(columnOf(a) - columnOf(b));
      expect(Math.max(dr, dc), `${c} twins touch`).toBeGreaterThanOrEqual(2);
      expect(dr, `${c} twins share a row`).not.toBe(0);
      expect(dc, `${c} twins share a column`).not.toBe(0);
      expect(dr, `${c} twins share a diagonal`).not.toBe(dc);
    }
  });

  it("knows all sixty lines of five", () => {
    expect(RUN_LINES).toHaveLength(60);
    expect(new Set(RUN_LINES.map((l) => l.join(","))).size).toBe(60);
    expect(RUN_LINES.filter((l) => l.includes(CENTRE))).toHaveLength(12);
  });
});
