import { describe, expect, it } from "vitest";
import type { SettledDie } from "../../geometry/types";
import { degrees } from "../../geometry/types";
import { MAX_ATTEMPTS, NUDGES_BEFORE_RETHROW, decideRerolls } from "./reroll-policy";

function die(id: string, over: Partial<SettledDie> = {}): SettledDie {
  return {
    id,
    kind: "d6",
    faceIndex: 0,
    value: 1,
    label: "1",
    tilt: degrees(0),
    cocked: false,
    position: [0, 0.8, 0],
    quaternion: [0, 0, 0, 1],
    offMat: false,
    settled: true,
    ...over,
  };
}
const name = (id: string) => `die ${id}`;

describe("Free Roll's remedy for cocked dice", () => {
  it("leaves flat, resting dice alone", () => {
    const d = decideRerolls([die("a"), die("b")], new Map(), name);
    expect(d).toEqual({ nudge: [], rethrow: [], gaveUp: [], notes: [] });
  });

  it("nudges a cocked die first, and says so", () => {
    const d = decideRerolls([die("a", { cocked: true }), die("b")], new Map(), name);
    expect(d.nudge).toEqual(["a"]);
    expect(d.notes[0]).toMatch(/die a came to rest leaning.*nudged/);
  });

  it("throws a die again once nudging has not helped", () => {
    const d = decideRerolls([die("a", { cocked: true })], new Map([["a", NUDGES_BEFORE_RETHROW]]), name);
    expect(d.rethrow).toEqual(["a"]);
    expect(d.notes[0]).toMatch(/thrown again/);
  });

  it("treats a die that never came to rest like a cocked one", () => {
    const d = decideRerolls([die("a", { settled: false })], new Map(), name);
    expect(d.nudge).toEqual(["a"]);
    expect(d.notes[0]).toMatch(/still moving/);
  });

  it("stops trying after the last attempt and reads the die as it lies", () => {
    const d = decideRerolls([die("a", { cocked: true })], new Map([["a", MAX_ATTEMPTS]]), name);
    expect(d.gaveUp).toEqual(["a"]);
    expect(d.nudge).toEqual([]);
    expect(d.rethrow).toEqual([]);
  });
});
