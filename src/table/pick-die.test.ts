import { describe, expect, it } from "vitest";
import { pickDie } from "./pick-die";

const at = (id: string, x: number, y: number, underPointer = false) => ({ id, x, y, underPointer });

describe("picking a die with a pointer", () => {
  it("takes the die the pointer is over, whatever lies nearer on screen", () => {
    expect(pickDie([at("near", 101, 100), at("under", 140, 100, true)], { x: 100, y: 100 })).toBe("under");
  });

  it("else takes the die drawn nearest the pointer within reach", () => {
    expect(pickDie([at("a", 120, 100), at("b", 110, 100)], { x: 100, y: 100 })).toBe("b");
  });

  it("takes nothing beyond the reach radius", () => {
    expect(pickDie([at("far", 140, 100)], { x: 100, y: 100 })).toBeNull();
    expect(pickDie([at("far", 140, 100)], { x: 100, y: 100 }, 50)).toBe("far");
  });
});
