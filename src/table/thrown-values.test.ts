import { describe, expect, it } from "vitest";
import type { SettledDie } from "../geometry/types";
import { readThrow, redoMessage } from "./thrown-values";

const AREA = { minX: -10, maxX: 10, minZ: -5, maxZ: 5 };

function die(id: string, value: number, extra: Partial<SettledDie> = {}): SettledDie {
  return {
    id,
    kind: "d6",
    faceIndex: value - 1,
    value,
    label: String(value),
    tilt: 0 as SettledDie["tilt"],
    cocked: false,
    position: [0, 0.8, 0],
    quaternion: [0, 0, 0, 1],
    offMat: false,
    settled: true,
    ...extra,
  };
}

describe("reading a finished throw", () => {
  it("gives the values of the thrown dice in the order asked, ignoring others", () => {
    const snap = [die("a", 3), die("rack", 6, { position: [30, 0.8, 0] }), die("b", 5)];
    expect(readThrow(snap, ["b", "a"], AREA)).toEqual({ ok: true, values: [5, 3] });
  });

  it("nudges a cocked die and one that never came to rest", () => {
    const snap = [die("a", 3, { cocked: true }), die("b", 5, { settled: false }), die("c", 1)];
    expect(readThrow(snap, ["a", "b", "c"], AREA)).toEqual({ ok: false, nudge: ["a", "b"], rethrow: [] });
  });

  it("throws again a die that left the tray or is missing", () => {
    const snap = [die("a", 3, { position: [12, 0.8, 0] }), die("c", 1)];
    expect(readThrow(snap, ["a", "b", "c"], AREA)).toEqual({ ok: false, nudge: [], rethrow: ["a", "b"] });
  });

  it("tells the player what the table does about it", () => {
    const name = (id: string) => `Die ${id}`;
    expect(redoMessage({ nudge: ["3"], rethrow: [] }, name)).toBe("Die 3 landed cocked — nudging it");
    expect(redoMessage({ nudge: [], rethrow: ["1", "4"] }, name)).toBe(
      "Die 1 and Die 4 jumped out of the tray — throwing them again",
    );
  });
});

describe("telling the player about dice that keep landing cocked", () => {
  it("names them apart from dice that left the tray", () => {
    const name = (id: string) => `Die ${id}`;
    expect(redoMessage({ nudge: [], rethrow: ["5"] }, name, ["2"])).toBe(
      "Die 2 kept landing cocked — throwing it again; Die 5 jumped out of the tray — throwing it again",
    );
  });
});
