import { describe, expect, it } from "vitest";
import { degrees, type SettledDie } from "../geometry/types";
import { planRemedy } from "./remedy";

const lying = (id: string, kind: SettledDie["kind"], value: number | null, label: string, cocked = false): SettledDie => ({
  id,
  kind,
  faceIndex: 0,
  value,
  label,
  tilt: degrees(cocked ? 30 : 0),
  cocked,
  position: [0, 0.8, 0],
  quaternion: [0, 0, 0, 1],
  offMat: true,
  settled: true,
});

describe("the remedy", () => {
  it("reads a flat colour or void face as it is: only a leaning die is put right", () => {
    const dice = [lying("c", "chance", null, "blue"), lying("h", "hazard", null, "void"), lying("k", "kinzo", 2, "2", true)];
    const plan = planRemedy(dice, ["c", "h", "k"], {}, { area: null, giveUp: false });
    expect(plan.nudge).toEqual(["k"]);
    expect(plan.rethrow).toEqual([]);
  });
});
