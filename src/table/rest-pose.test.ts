import { describe, expect, it } from "vitest";
import { readDie } from "../geometry/read-die";
import { poseShowing } from "./rest-pose";

describe("setting a die down by hand", () => {
  it("shows the value asked for, flat on the surface", () => {
    for (let v = 1; v <= 6; v++) {
      const pose = poseShowing("d6", v, 3, -2, 0.4);
      const reading = readDie("d6", pose.quaternion);
      expect(reading.value).toBe(v);
      expect(reading.cocked).toBe(false);
      expect(pose.position[0]).toBe(3);
      expect(pose.position[1]).toBeCloseTo(0.8, 5);
    }
  });
});
