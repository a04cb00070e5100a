import { describe, expect, it } from "vitest";
import type { DieKind } from "./types";
import { FACE_TABLES, faceIndexOf } from "./faces";
import { readDie } from "./read-die";
import { restingPose } from "./resting-pose";
import { fromAxisAngle, multiply } from "./quat";
import { solidOf } from "./solids";
import { dot } from "./vec";

const KINDS: DieKind[] = ["d6", "d10", "spike", "chance", "kinzo", "hazard"];

describe("reading a die", () => {
  for (const kind of KINDS) {
    it(`reads every face of a ${kind} back from its resting pose, at any heading`, () => {
      FACE_TABLES[kind].forEach((meaning, face) => {
        for (const heading of [0, 1, 2.5, -2]) {
          const reading = readDie(kind, restingPose(kind, face, heading).quaternion);
          expect(reading.faceIndex).toBe(face);
          expect(reading.label).toBe(meaning.label);
          expect(reading.tilt).toBeLessThan(1e-5);
          expect(reading.cocked).toBe(false);
        }
      });
    });
  }

  it("calls a die leaning past its kind's threshold cocked, and one just under it not", () => {
    const flat = restingPose("d6", 0).quaternion;
    const lean = (deg: number) => multiply(fromAxisAngle([1, 0, 0], (deg * Math.PI) / 180), flat);
    expect(readDie("d6", lean(9)).cocked).toBe(false);
    expect(readDie("d6", lean(11)).cocked).toBe(true);
    expect(readDie("d6", lean(30)).tilt).toBeCloseTo(30, 9);
    const d10 = restingPose("d10", 3).quaternion;
    expect(readDie("d10", multiply(fromAxisAngle([0, 0, 1], 0.2), d10)).cocked).toBe(true);
  });

  it("gives D6 opposite faces that sum to 7 and D10 opposite faces that sum to 9", () => {
    for (const [kind, sum] of [["d6", 7], ["d10", 9]] as const) {
      const { normals } = solidOf(kind);
      normals.forEach((n, i) => {
        const j = normals.findIndex((m) => dot(m, n) < -0.999);
        expect(Number(FACE_TABLES[kind][i].label) + Number(FACE_TABLES[kind][j].label)).toBe(sum);
      });
    }
  });

  it("has the special dice the games need", () => {
    const labels = (k: DieKind) => FACE_TABLES[k].map((f) => f.label).sort();
    expect(labels("d10")).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(labels("chance")).toEqual(["blue", "blue", "blue", "red", "red", "red"]);
    expect(labels("kinzo")).toEqual(["1", "1", "2", "2", "3", "3"]);
    expect(labels("hazard")).toEqual(["2", "3", "4", "5", "void", "void"]);
    expect(labels("spike")).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(faceIndexOf("d10", 0)).toBeGreaterThanOrEqual(5);
  });
});
