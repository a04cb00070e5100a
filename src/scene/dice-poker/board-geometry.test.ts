import { describe, expect, it } from "vitest";
import { BOARD_SIZE, CENTRE } from "../../games/dice-poker";
import { TRAY } from "../../geometry/table-layout";
import { BOARD_CENTRE, BOARD_WIDTH, squareAt, squareCentre } from "./board-geometry";

describe("the Dice Poker board on the table", () => {
  it("finds every square again from its centre", () => {
    for (let s = 0; s < BOARD_SIZE * BOARD_SIZE; s++) expect(squareAt(squareCentre(s))).toBe(s);
  });

  it("puts the free centre at the board's middle and nothing off its edge", () => {
    expect(squareCentre(CENTRE)).toEqual(BOARD_CENTRE);
    expect(squareAt({ x: BOARD_CENTRE.x + BOARD_WIDTH / 2, z: BOARD_CENTRE.z })).toBeNull();
  });

  it("lies clear of the tray's right wall", () => {
    expect(BOARD_CENTRE.x - BOARD_WIDTH / 2).toBeGreaterThan(TRAY.width / 2 + TRAY.wallThickness);
  });
});
