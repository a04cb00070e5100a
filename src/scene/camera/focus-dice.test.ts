import { describe, expect, it } from "vitest";
import { TableController } from "../../table/table-controller";
import { setTableAccess } from "../../table/table-access";
import { FELT } from "./CameraRig";
import { focusDice, HAND_MIN_PX } from "./focus-dice";

function mat() {
  const c = new TableController({ layout: "rykestra", seed: 3 });
  c.setDice(["p0", "p1"].map((id) => ({ id, kind: "d10" as const, colour: "#c0392b" })));
  return c;
}

describe("the dice a phone's camera frames", () => {
  it("draws the dice the player may pick up now at a thumb's size and first; the same dice, while others throw, only as big as the table's watched size", () => {
    const c = mat();
    setTableAccess(c, false, ["p0", "p1"]);
    const mine = focusDice(c, FELT.rykestra, 20);
    expect(mine.map((f) => [f.minPx, f.first])).toEqual([
      [HAND_MIN_PX, true],
      [HAND_MIN_PX, true],
    ]);
    setTableAccess(c, true, []);
    expect(focusDice(c, FELT.rykestra, 20).map((f) => [f.minPx, f.first])).toEqual([
      [20, false],
      [20, false],
    ]);
    // A table with no watched size (the tray games) keeps every die at its full size.
    expect(focusDice(c, FELT.rykestra).map((f) => f.minPx)).toEqual([HAND_MIN_PX, HAND_MIN_PX]);
  });
});
