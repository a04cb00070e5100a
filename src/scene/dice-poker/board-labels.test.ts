import { describe, expect, it } from "vitest";
import { BOARD } from "../../games/dice-poker";
import { squareGroup, squareLabel } from "./board-labels";

describe("board square labels", () => {
  it("prints N of a kind as a die face and a count", () => {
    expect(squareLabel("three-5")).toEqual({ kind: "dice", face: 5, count: 3, caption: "THREE" });
    expect(squareLabel("pair-1")).toEqual({ kind: "dice", face: 1, count: 2, caption: "PAIR" });
  });

  it("prints the named hands in words, Lucky numbers large", () => {
    expect(squareLabel("full-house")).toEqual({ kind: "words", lines: ["FULL", "HOUSE"], big: false });
    expect(squareLabel("lucky-11")).toEqual({ kind: "words", lines: ["LUCKY", "11"], big: true });
  });

  it("labels all 48 squares and leaves the centre free", () => {
    const labels = BOARD.map(squareLabel);
    expect(labels.filter((l) => l.kind === "free")).toHaveLength(1);
    expect(BOARD.map(squareGroup).filter((g) => g === "special")).toHaveLength(12);
  });
});
