// Reading a die: the face whose collider normal points nearest to world up.
import type { DieKind, DieReading, Quat } from "./types";
import { degrees } from "./types";
import { solidOf } from "./solids";
import { COCKED_DEGREES, FACE_TABLES } from "./faces";
import { rotatedY } from "./quat";
import { exactAcos } from "./exact-math";

/** The index of the face pointing most nearly up, and the cosine of its tilt. */
export function upFace(kind: DieKind, q: Quat): { face: number; cosTilt: number } {
  const normals = solidOf(kind).normals;
  let face = 0;
  let best = -Infinity;
  for (let i = 0; i < normals.length; i++) {
    const y = rotatedY(q, normals[i]);
    if (y > best) {
      best = y;
      face = i;
    }
  }
  return { face, cosTilt: best };
}

export function readDie(kind: DieKind, q: Quat): DieReading {
  const { face, cosTilt } = upFace(kind, q);
  const tilt = degrees((exactAcos(Math.min(1, Math.max(-1, cosTilt))) * 180) / Math.PI);
  const meaning = FACE_TABLES[kind][face];
  return {
    faceIndex: face,
    value: meaning.value,
    label: meaning.label,
    tilt,
    cocked: tilt > COCKED_DEGREES[kind],
  };
}
