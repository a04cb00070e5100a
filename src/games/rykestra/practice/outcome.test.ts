import { describe, expect, it } from "vitest";
import { headingOf } from "../../../geometry/d10-kite";
import type { TablePoint } from "../../../geometry/types";
import { kiteTowards } from "../test-kit";
import type { DieSnapshot } from "../dice";
import { readAttempt } from "./outcome";
import { EMPTY_POSITION, toHeading, type PracticeDie, type PracticePosition } from "./position";
import { setUpSnapshots } from "./set-up-dice";

/** A set-up die at `at` whose zone (standard reading) opens towards `aim`: its top point faces away. */
function lyingAt(owner: number, value: number, at: TablePoint, aim: TablePoint): PracticeDie {
  return { owner, value, ...at, heading: toHeading((headingOf(aim, at) * 180) / Math.PI) };
}

/** The thrown die (seat `owner`'s) settled at `at` with its zone towards `aim`. */
function thrownAt(id: string, owner: number, value: number, at: TablePoint, aim: TablePoint, flags: Partial<DieSnapshot> = {}): DieSnapshot {
  return { id, owner, value, centre: at, kite: kiteTowards(at, aim), cocked: false, offMat: false, ...flags };
}

const position: PracticePosition = {
  ...EMPTY_POSITION,
  dice: [
    lyingAt(1, 4, { x: 0, z: -8 }, { x: 0, z: 8 }), // d10-1-0: a 4 north of the middle, zone opening south
    lyingAt(2, 9, { x: 8, z: 0 }, { x: 14, z: 0 }), // d10-2-0: a 9 in the east, zone opening east
    lyingAt(0, 2, { x: -8, z: 0 }, { x: -14, z: 0 }), // d10-0-0: the thrower's own 2, zone opening west
  ],
};
const thrownId = "d10-0-1";
const unmoved = () => setUpSnapshots(position);

function attempt(thrown: DieSnapshot, changes: (s: DieSnapshot[]) => DieSnapshot[] = (s) => s, struck: string[] = []) {
  return readAttempt({ position, thrown: thrownId, settled: [...changes(unmoved()), thrown], struck });
}

describe("reading a practice throw", () => {
  it("finds nothing knocked off, cocked or moved when the throw touched nothing", () => {
    const o = attempt(thrownAt(thrownId, 0, 5, { x: -10, z: 10 }, { x: -14, z: 14 }));
    expect(o.knockedOff).toEqual([]);
    expect(o.cocked).toEqual([]);
    expect(o.moved).toEqual([]);
    expect(o.hit).toBe(false);
    expect(o.thrownSector).toBe("SW");
  });

  it("names a set-up die that ended off the mat as knocked off", () => {
    const o = attempt(thrownAt(thrownId, 0, 5, { x: 6, z: 0 }, { x: 0, z: 14 }), (s) =>
      s.map((d) => (d.id === "d10-2-0" ? { ...d, centre: { x: 16.5, z: 1 }, offMat: true } : d)),
    );
    expect(o.knockedOff).toEqual(["d10-2-0"]);
    expect(o.moved.map((m) => m.id)).toEqual(["d10-2-0"]);
  });

  it("takes a centre outside the outline as off the mat even when the flag says otherwise", () => {
    const o = attempt(thrownAt(thrownId, 0, 5, { x: 6, z: 0 }, { x: 0, z: 14 }), (s) =>
      s.map((d) => (d.id === "d10-2-0" ? { ...d, centre: { x: 15.2, z: 0 } } : d)),
    );
    expect(o.knockedOff).toEqual(["d10-2-0"]);
  });

  it("lists cocked dice on the mat, the thrown one included, and keeps them out of captures", () => {
    const o = attempt(thrownAt(thrownId, 0, 5, { x: 0, z: -6.5 }, { x: 0, z: 14 }, { cocked: true }), (s) =>
      s.map((d) => (d.id === "d10-1-0" ? { ...d, cocked: true } : d)),
    );
    expect(o.cocked).toEqual(["d10-1-0", thrownId]);
    expect(o.thrownFlat).toBe(false);
    expect(o.mat.map((d) => d.id)).toEqual(["d10-2-0", "d10-0-0"]);
    expect(o.zone).toEqual([]);
  });

  it("calls a die moved when it shifted, turned or changed face, and not for a hair's breadth", () => {
    const o = attempt(thrownAt(thrownId, 0, 5, { x: -10, z: 10 }, { x: -14, z: 14 }), (s) =>
      s.map((d) =>
        d.id === "d10-1-0"
          ? { ...d, centre: { x: d.centre.x + 0.01, z: d.centre.z } }
          : d.id === "d10-2-0"
            ? { ...d, value: 6 }
            : d,
      ),
    );
    expect(o.moved).toMatchObject([{ id: "d10-2-0", shift: 0, from: 9, to: 6 }]);
  });

  it("measures how far a bumped die slid and turned", () => {
    const o = attempt(thrownAt(thrownId, 0, 5, { x: -10, z: 10 }, { x: -14, z: 14 }), (s) =>
      s.map((d) => (d.id === "d10-1-0" ? { ...d, centre: { x: 0.3, z: -8.4 }, kite: kiteTowards({ x: 0.3, z: -8.4 }, { x: 14, z: -8.4 }) } : d)),
    );
    expect(o.moved).toHaveLength(1);
    expect(o.moved[0].shift).toBeCloseTo(0.5, 9);
    // Its zone opened south (+z); now it opens east (+x): a quarter turn.
    expect(o.moved[0].turned).toBeCloseTo(90, 6);
  });

  it("reports a hit from the physics' contact reports, once per die", () => {
    const o = attempt(thrownAt(thrownId, 0, 5, { x: -10, z: 10 }, { x: -14, z: 14 }), undefined, ["d10-1-0", "d10-1-0"]);
    expect(o.hit).toBe(true);
    expect(o.struck).toEqual(["d10-1-0"]);
  });

  it("sorts the thrown die's zone into what it takes, its own dice and stronger ones", () => {
    // Thrown 5 in the middle, zone opening east over the 9, then turned west over its own 2.
    const east = attempt(thrownAt(thrownId, 0, 5, { x: 3, z: 0 }, { x: 14, z: 0 }));
    expect(east.zone.map((z) => [z.die.id, z.verdict])).toEqual([["d10-2-0", "too strong"]]);
    const west = attempt(thrownAt(thrownId, 0, 5, { x: -3, z: 0 }, { x: -14, z: 0 }));
    expect(west.zone.map((z) => [z.die.id, z.verdict])).toEqual([["d10-0-0", "own die"]]);
    const north = attempt(thrownAt(thrownId, 0, 5, { x: 0, z: -3 }, { x: 0, z: -14 }));
    expect(north.zone.map((z) => [z.die.id, z.verdict])).toEqual([["d10-1-0", "takes"]]);
    expect(north.captures.map((c) => c.captured)).toEqual(["d10-1-0"]);
  });

  it("names the dice that would take the thrown die, nearest first", () => {
    // The 4 to the north opens south; a thrown 3 below it lies in that zone; so does it for a second 4 placed east.
    const withRival: PracticePosition = { ...position, dice: [...position.dice, lyingAt(3, 4, { x: 5, z: 4 }, { x: 0, z: 4 })] };
    const thrown = thrownAt(thrownId, 0, 3, { x: 0, z: 4 }, { x: 0, z: 14 });
    const o = readAttempt({ position: withRival, thrown: thrownId, settled: [...setUpSnapshots(withRival), thrown], struck: [] });
    expect(o.threats.map((t) => t.die.id)).toEqual(["d10-3-0", "d10-1-0"]);
    expect(o.threats[0].distance).toBeCloseTo(5, 9);
    expect(o.takenBy?.capturer).toBe("d10-3-0");
  });

  it("counts only the captures the thrown die still makes when lower dice act first", () => {
    // The thrown 5 could take the 4 to its north, but a 4 of seat 2 beside it takes it first (4s act before 5s).
    const crowded: PracticePosition = { ...position, dice: [...position.dice, lyingAt(2, 4, { x: 6, z: -8 }, { x: -14, z: -8 })] };
    const thrown = thrownAt(thrownId, 0, 5, { x: 0, z: -3 }, { x: 0, z: -14 });
    const o = readAttempt({ position: crowded, thrown: thrownId, settled: [...setUpSnapshots(crowded), thrown], struck: [] });
    expect(o.zone.find((z) => z.die.id === "d10-1-0")?.verdict).toBe("takes");
    expect(o.steps.flatMap((s) => s.captures).map((c) => [c.capturer, c.captured])).toContainEqual(["d10-2-1", "d10-1-0"]);
    expect(o.captures).toEqual([]);
  });

  it("marks a thrown die that left the mat", () => {
    const o = attempt(thrownAt(thrownId, 0, 5, { x: 0, z: 18 }, { x: 0, z: 0 }, { offMat: true }));
    expect(o.thrownOff).toBe(true);
    expect(o.thrownFlat).toBe(false);
    expect(o.thrownSector).toBeNull();
    expect(o.knockedOff).toEqual([]);
  });
});
