import { describe, expect, it } from "vitest";
import type { DieKind } from "./types";
import { restingPose } from "./resting-pose";
import { solidOf } from "./solids";

describe("a die set down lies the same in every engine", () => {
  it("takes no part of its pose from Math.sin, Math.cos or Math.atan2 (engines round them differently)", () => {
    const kinds: DieKind[] = ["d6", "d10", "spike", "chance", "kinzo", "hazard"];
    const asked = kinds.flatMap((kind) =>
      solidOf(kind).normals.flatMap((_, face) => [0, 0.4, -2.5, 3.1].map((heading) => () => restingPose(kind, face, heading))),
    );
    const real = asked.map((f) => f());
    const saved = { sin: Math.sin, cos: Math.cos, atan2: Math.atan2 };
    try {
      Object.assign(Math, { sin: () => NaN, cos: () => NaN, atan2: () => NaN });
      expect(asked.map((f) => f())).toEqual(real);
    } finally {
      Object.assign(Math, saved);
    }
    expect(real.every((p) => p.quaternion.every(Number.isFinite))).toBe(true);
  });
});
