import { describe, expect, it } from "vitest";
import { readDie } from "../../geometry/read-die";
import { restingPose } from "../../geometry/resting-pose";
import { headingOf } from "../../geometry/d10-kite";
import type { DieKind, SettledDie } from "../../geometry/types";
import { ownerOfD10, snapshotsOf, toDieSnapshot } from "./settled";

function lying(id: string, kind: DieKind, label: string | number, x: number, z: number, heading = 0, extra: Partial<SettledDie> = {}): SettledDie {
  const pose = restingPose(kind, { label }, heading);
  return {
    ...readDie(kind, pose.quaternion),
    id,
    kind,
    position: [x, 0.6 + pose.height, z],
    quaternion: pose.quaternion,
    offMat: false,
    settled: true,
    ...extra,
  };
}

describe("reading a settled D10 for the engine", () => {
  it("takes the value, the centre and a kite pointing the way the die lies", () => {
    const snap = toDieSnapshot(lying("d10-1-0", "d10", 7, 3, -4, Math.PI / 2), 1);
    expect(snap).toMatchObject({ id: "d10-1-0", owner: 1, value: 7, centre: { x: 3, z: -4 }, cocked: false, offMat: false });
    const mid = { x: (snap.kite.left.x + snap.kite.right.x) / 2, z: (snap.kite.left.z + snap.kite.right.z) / 2 };
    expect(headingOf(mid, snap.kite.top)).toBeCloseTo(Math.PI / 2, 6);
  });

  it("treats a die the physics stopped waiting for as cocked", () => {
    expect(toDieSnapshot(lying("d10-0-1", "d10", 3, 0, 0, 0, { settled: false }), 0).cocked).toBe(true);
  });

  it("passes on what the physics says about cocked and off-mat dice", () => {
    const die = lying("d10-2-0", "d10", 0, 20, 0, 0, { cocked: true, offMat: true });
    expect(toDieSnapshot(die, 2)).toMatchObject({ value: 0, cocked: true, offMat: true });
  });

  it("names the owner of a D10 from its id and nobody for other dice", () => {
    expect(ownerOfD10("d10-4-1")).toBe(4);
    expect(ownerOfD10("sector-kinzo")).toBeNull();
  });

  it("snapshots only the named D10s, skipping markers and dice not on the table", () => {
    const table = [lying("d10-0-0", "d10", 5, 1, 1), lying("sector-kinzo", "kinzo", 2, -7.5, -7.5), lying("d10-1-0", "d10", 9, 2, 2)];
    const snaps = snapshotsOf(table, ["d10-1-0", "sector-kinzo", "d10-2-0", "d10-0-0"]);
    expect(snaps.map((s) => [s.id, s.value])).toEqual([
      ["d10-1-0", 9],
      ["d10-0-0", 5],
    ]);
  });
});
