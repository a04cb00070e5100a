import { describe, expect, it } from "vitest";
import { readSectorDice, sectorBonusAt, type SectorSet } from "./sector-set";
import { at } from "./test-kit";

function read(...args: Parameters<typeof readSectorDice>): SectorSet {
  const result = readSectorDice(...args);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

describe("reading the sector dice on the standard board", () => {
  it("makes the two sectors of the cube's colour pay the Kinzo value", () => {
    expect(read("standard", { board: "standard", chance: "red", kinzo: 2 })).toMatchObject({
      bonusSectors: ["NW", "SE"],
      bonus: 2,
      voidRound: false,
    });
    expect(read("standard", { board: "standard", chance: "blue", kinzo: 3 })).toMatchObject({ bonusSectors: ["NE", "SW"], bonus: 3 });
  });

  it("puts the Kinzo marker, showing its value, in the northern bonus sector unless the first player chose the other", () => {
    expect(read("standard", { board: "standard", chance: "red", kinzo: 1 }).marker).toEqual({ sector: "NW", centre: at(-7.5, -7.5), value: 1 });
    expect(read("standard", { board: "standard", chance: "blue", kinzo: 1 }).marker?.sector).toBe("NE");
    expect(read("standard", { board: "standard", chance: "red", kinzo: 1, marker: "SE" }).marker?.sector).toBe("SE");
  });

  it("refuses a marker outside the bonus sectors", () => {
    expect(readSectorDice("standard", { board: "standard", chance: "red", kinzo: 1, marker: "NE" })).toEqual({
      ok: false,
      reason: "The Kinzo marker goes in a red sector (NW or SE), not NE.",
    });
  });

  it("refuses faces the dice do not have", () => {
    expect(readSectorDice("standard", { board: "standard", chance: "green", kinzo: 1 }).ok).toBe(false);
    expect(readSectorDice("standard", { board: "standard", chance: "red", kinzo: 4 }).ok).toBe(false);
    expect(readSectorDice("standard", { board: "standard", chance: "red", kinzo: 0 }).ok).toBe(false);
  });

  it("refuses the other board's sector die", () => {
    expect(readSectorDice("standard", { board: "corellian", hazard: 3 })).toEqual({
      ok: false,
      reason: "This table plays the standard board, not the corellian board.",
    });
  });
});

describe("reading the Hazard die on the Corellian board", () => {
  it("makes the one sector bearing the thrown numeral worth +2", () => {
    expect(read("corellian", { board: "corellian", hazard: 2 })).toMatchObject({ bonusSectors: ["NW"], bonus: 2, marker: null });
    expect(read("corellian", { board: "corellian", hazard: 5 })).toMatchObject({ bonusSectors: ["SE"], bonus: 2 });
  });

  it("makes a void a round with no bonus sector and a penalty", () => {
    expect(read("corellian", { board: "corellian", hazard: "void" })).toMatchObject({ bonusSectors: [], bonus: 0, voidRound: true });
  });

  it("refuses a number the Hazard die does not carry", () => {
    expect(readSectorDice("corellian", { board: "corellian", hazard: 6 }).ok).toBe(false);
    expect(readSectorDice("corellian", { board: "corellian", hazard: 1 }).ok).toBe(false);
  });
});

describe("the bonus at a point", () => {
  const red2 = read("standard", { board: "standard", chance: "red", kinzo: 2 });

  it("pays in a bonus sector, nothing elsewhere or off the mat", () => {
    expect(sectorBonusAt(red2, at(-3, -3))).toEqual({ sector: "NW", bonus: 2 });
    expect(sectorBonusAt(red2, at(3, -3))).toEqual({ sector: "NE", bonus: 0 });
    expect(sectorBonusAt(red2, at(30, 0))).toEqual({ sector: null, bonus: 0 });
  });
});
