import { describe, expect, it } from "vitest";
import { DiceTable } from "./dice-table";
import { FACE_TABLES } from "../geometry/faces";
import { restingPose } from "../geometry/resting-pose";
import { MAT } from "../geometry/table-layout";
import type { DieKind } from "../geometry/types";

/** Lays a die flat on a face and reports how far it moved and whether it fell asleep. */
function layFlat(layout: "tray" | "rykestra", kind: DieKind, face: number, x: number, z: number, heading: number) {
  const table = new DiceTable({ layout, seed: 1 });
  const pose = restingPose(kind, face, heading);
  const floor = layout === "rykestra" && Math.abs(x) <= MAT.size / 2 && Math.abs(z) <= MAT.size / 2 ? MAT.thickness : 0;
  const position = [x, floor + pose.height, z] as const;
  table.addDie({ id: "d", kind }, { position, quaternion: pose.quaternion });
  for (let i = 0; i < 240; i++) table.step();
  const [die] = table.snapshot();
  const moved = Math.hypot(die.position[0] - x, die.position[1] - position[1], die.position[2] - z);
  return { die, moved, asleep: table.isAtRest("d") };
}

describe("steady contacts", () => {
  for (const kind of ["d10", "d6"] as const) {
    it(`lets a ${kind} laid on any face, on the table or on the mat, fall asleep where it was laid`, () => {
      FACE_TABLES[kind].forEach((_, face) => {
        for (const [layout, x] of [["tray", 3], ["rykestra", 3], ["rykestra", 30]] as const) {
          for (const heading of [0, 0.7, 2]) {
            const { die, moved, asleep } = layFlat(layout, kind, face, x, -2, heading);
            expect(asleep).toBe(true);
            expect(moved).toBeLessThan(0.01);
            expect(die.tilt).toBeLessThan(0.5);
          }
        }
      });
    });
  }

  it("holds a die lying partly over the mat's edge on the mat while its centre is over it", () => {
    // Centre 0.3 cm inside the edge: most of the die hangs over the wooden table.
    const { die, asleep } = layFlat("rykestra", "d6", 0, MAT.size / 2 - 0.3, 0, 0);
    expect(asleep).toBe(true);
    expect(die.position[1]).toBeCloseTo(MAT.thickness + 0.8, 2);
    expect(die.offMat).toBe(false);
  });

  it("tips a die whose centre is past the mat's edge down onto the table", () => {
    const table = new DiceTable({ layout: "rykestra", seed: 1 });
    const pose = restingPose("d6", 0);
    table.addDie({ id: "d", kind: "d6" }, { position: [MAT.size / 2 + 0.3, MAT.thickness + pose.height, 0], quaternion: pose.quaternion });
    const [die] = table.settleNow();
    expect(die.offMat).toBe(true);
    expect(die.settled).toBe(true);
    // Leaning on the mat's edge or lying on the wood: either way below the mat's top.
    expect(die.position[1]).toBeLessThan(MAT.thickness + 0.8 - 0.05);
  });
});
