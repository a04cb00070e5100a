import { describe, expect, it } from "vitest";
import { resolveCaptures } from "./resolve";
import { leaders, scoreCapture, scoreRound } from "./scoring";
import { readSectorDice, type SectorDiceReading, type SectorSet } from "./sector-set";
import { NO_BONUS, at, matDie } from "./test-kit";

function sectors(board: "standard" | "corellian", reading: SectorDiceReading): SectorSet {
  const result = readSectorDice(board, reading);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

const redPlus3 = sectors("standard", { board: "standard", chance: "red", kinzo: 3 });
// NW is red; NE is blue.
const capturerInNE = matDie("taker", 0, 7, at(5, -5), at(0, -5));
const capturedInNW = matDie("taken", 1, 4, at(-5, -5), at(-10, -5));
const capturedInNE = matDie("taken", 1, 4, at(10, -5), at(14, -5));

describe("scoring a capture", () => {
  it("scores the captured die's face", () => {
    expect(scoreCapture(capturedInNW, capturerInNE, NO_BONUS, "captured")).toMatchObject({ base: 4, points: 4 });
  });

  it("scores a captured 0 as 10", () => {
    const zero = matDie("zero", 1, 0, at(-5, -5), at(-10, -5));
    expect(scoreCapture(zero, { ...capturerInNE, value: 0 }, NO_BONUS, "captured").points).toBe(10);
  });

  it("adds the standard bonus when the captured die lies in a sector of the cube's colour", () => {
    expect(scoreCapture(capturedInNW, capturerInNE, redPlus3, "captured")).toEqual({
      sector: "NW",
      base: 4,
      sectorBonus: 3,
      voidPenalty: 0,
      points: 7,
    });
  });

  it("adds nothing when only the capturer lies in a bonus sector", () => {
    const blue = sectors("standard", { board: "standard", chance: "blue", kinzo: 2 });
    expect(scoreCapture(capturedInNW, capturerInNE, blue, "captured")).toMatchObject({ sector: "NW", sectorBonus: 0, points: 4 });
  });

  it("looks at the capturer's sector instead when the table chooses that option", () => {
    const blue = sectors("standard", { board: "standard", chance: "blue", kinzo: 2 });
    expect(scoreCapture(capturedInNW, capturerInNE, blue, "capturer")).toMatchObject({ sector: "NE", sectorBonus: 2, points: 6 });
    expect(scoreCapture(capturedInNE, capturerInNE, redPlus3, "capturer")).toMatchObject({ sectorBonus: 0, points: 4 });
  });

  it("adds +2 in the Corellian sector the Hazard die named", () => {
    const flask = sectors("corellian", { board: "corellian", hazard: 2 });
    expect(scoreCapture(capturedInNW, capturerInNE, flask, "captured")).toMatchObject({ sectorBonus: 2, points: 6 });
    expect(scoreCapture(capturedInNE, capturerInNE, flask, "captured")).toMatchObject({ sectorBonus: 0, points: 4 });
  });

  it("takes 1 off every capture on a void round, never going below 0", () => {
    const voidRound = sectors("corellian", { board: "corellian", hazard: "void" });
    expect(scoreCapture(capturedInNW, capturerInNE, voidRound, "captured")).toMatchObject({ voidPenalty: 1, points: 3 });
    const one = matDie("one", 1, 1, at(-5, -5), at(-10, -5));
    expect(scoreCapture(one, capturerInNE, voidRound, "captured").points).toBe(0);
  });
});

describe("a round's tally", () => {
  it("counts captures and points per seat, bonus included", () => {
    const mat = [capturerInNE, capturedInNW, matDie("other", 2, 2, at(8, -5), at(8, 5))];
    const order = [0, 1, 2];
    const steps = resolveCaptures(mat, { reading: "standard", order });
    const summary = scoreRound(mat, steps, { round: 1, firstPlayer: 1, order, sectors: redPlus3, bonusOn: "captured", players: 3 });
    // The 7, aimed west from NE, takes the 4 in red NW (4 + 3); the 2 lies behind it, out of its zone.
    expect(summary.capturesBySeat).toEqual([1, 0, 0]);
    expect(summary.pointsBySeat).toEqual([7, 0, 0]);
    expect(summary.steps.map((s) => [s.value, s.worth])).toEqual([[2, 2], [4, 4], [7, 7]]);
  });
});

describe("the winners", () => {
  it("are the seats with the highest total, sharing a tie", () => {
    expect(leaders([3, 9, 4])).toEqual([1]);
    expect(leaders([9, 2, 9, 1])).toEqual([0, 2]);
    expect(leaders([0, 0, 0])).toEqual([0, 1, 2]);
  });
});
