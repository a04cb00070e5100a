import { describe, expect, it } from "vitest";
import { EMPTY_POSITION, readAttempt, setUpSnapshots, type PracticePosition } from "../../../games/rykestra/practice";
import { kiteTowards } from "../../../games/rykestra/test-kit";
import { contactLines, landingLine, resolutionLines, summaryLine, zoneLines } from "./outcome-words";
import { headingText, seatLabel, seatSide } from "./seat-words";

describe("seats in words", () => {
  it("names the edges round the mat for three, four and five seats", () => {
    expect([0, 1, 2, 3].map((s) => seatSide(s, 4))).toEqual(["south", "west", "north", "east"]);
    expect([0, 1, 2].map((s) => seatSide(s, 3))).toEqual(["south", "north-west", "north-east"]);
    expect(seatLabel(1, 4)).toBe("Blue (west)");
  });

  it("gives a heading its compass point", () => {
    expect(headingText(0)).toBe("N 0°");
    expect(headingText(250)).toBe("W 250°");
    expect(headingText(350)).toBe("N 350°");
  });
});

describe("a practice throw in words", () => {
  // Blue's 4 north of the middle; the thrown Red 6 lands south of it with its zone opening north.
  const position: PracticePosition = { ...EMPTY_POSITION, dice: [{ owner: 1, value: 4, x: 0, z: -6, heading: 90 }] };
  const thrown = { id: "d10-0-0", owner: 0, value: 6, centre: { x: 0, z: 2 }, kite: kiteTowards({ x: 0, z: 2 }, { x: 0, z: -14 }), cocked: false, offMat: false };
  const outcome = readAttempt({ position, thrown: "d10-0-0", settled: [...setUpSnapshots(position), thrown], struck: ["d10-1-0"] });

  it("says where the die landed and what it struck", () => {
    expect(landingLine(outcome)).toBe("Red's die landed showing 6 in the south-east quarter.");
    expect(contactLines(outcome)).toEqual(["It struck Blue 4."]);
  });

  it("says what its zone takes and that nothing threatens it", () => {
    expect(zoneLines(outcome)).toEqual(["Its zone takes Blue 4.", "No rival's zone could take it (worth 6)."]);
    expect(resolutionLines(outcome)).toEqual(["Red 6 takes Blue 4 (worth 4)."]);
    expect(summaryLine(outcome)).toBe("Attempt read: hit · 0 knocked off · 1 capture. Reset to try again.");
  });

  it("says how a bumped die moved", () => {
    const bumped = { ...setUpSnapshots(position)[0], value: 9, centre: { x: 0.2, z: -6 } };
    const o = readAttempt({ position, thrown: "d10-0-0", settled: [bumped, thrown], struck: [] });
    expect(contactLines(o)).toEqual(["It touched no other die.", "Moved: Blue 4 (0.2 cm, now showing 9)."]);
  });

  it("says a die off the mat has no zone", () => {
    const off = readAttempt({ position, thrown: "d10-0-0", settled: [...setUpSnapshots(position), { ...thrown, centre: { x: 0, z: 17 }, offMat: true }], struck: [] });
    expect(landingLine(off)).toMatch(/went off the mat/);
    expect(zoneLines(off)[0]).toMatch(/no capture zone/);
    expect(contactLines(off)).toEqual(["It touched no other die."]);
  });
});
