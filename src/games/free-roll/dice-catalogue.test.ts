import { describe, expect, it } from "vitest";
import { diceFor, faceWords, totalOf } from "./dice-catalogue";

const none = { d6: 0, d10: 0, spike: 0, chance: 0, kinzo: 0, hazard: 0 };

describe("Free Roll dice", () => {
  it("names dice by kind and number, in catalogue order", () => {
    const dice = diceFor({ ...none, d10: 1, d6: 2 });
    expect(dice.map((d) => d.id)).toEqual(["d6-1", "d6-2", "d10-1"]);
    expect(dice[2].name).toBe("D10 1");
  });

  it("totals the numbered faces and counts a D10's 0 as 10", () => {
    expect(
      totalOf([
        { kind: "d6", value: 4 },
        { kind: "d10", value: 0 },
        { kind: "chance", value: null },
      ]),
    ).toBe(14);
  });

  it("has no total when no die shows a number", () => {
    expect(totalOf([{ kind: "chance", value: null }])).toBeNull();
  });

  it("describes glyph faces by glyph and value", () => {
    expect(faceWords({ kind: "spike", label: "4", value: 4 })).toBe("compass (4)");
    expect(faceWords({ kind: "hazard", label: "void", value: null })).toBe("void");
    expect(faceWords({ kind: "d10", label: "6", value: 6 })).toBe("6");
  });
});
