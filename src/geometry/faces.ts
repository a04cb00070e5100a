// The one table of what each face of each die means. Face indices follow solids.ts.
import type { DieKind } from "./types";
import { D10_SOLID } from "./solids";
import { dot } from "./vec";

export interface FaceMeaning {
  /** The face's number; null for a colour or a void. */
  readonly value: number | null;
  /** What the face shows: "1"…"6", "0"…"9", "red", "blue", "void". */
  readonly label: string;
}

const num = (n: number): FaceMeaning => ({ value: n, label: String(n) });
const word = (label: string): FaceMeaning => ({ value: null, label });

// Cube faces are +y, −y, +x, −x, +z, −z: opposite faces are index pairs (0,1), (2,3), (4,5).
const CUBE_PIPS = [1, 6, 2, 5, 3, 4]; // opposites sum to 7

/**
 * D10 numbering: around the upper pole 1, 7, 3, 9, 5; every lower face shows 9 minus the
 * face opposite it, as on real D10s (so 0, 2, 4, 6, 8 ring the lower pole).
 */
function d10Faces(): FaceMeaning[] {
  const upper = [1, 7, 3, 9, 5];
  const faces: FaceMeaning[] = upper.map(num);
  for (let f = 5; f < 10; f++) {
    const n = D10_SOLID.normals[f];
    const opposite = [0, 1, 2, 3, 4].find((u) => dot(D10_SOLID.normals[u], n) < -0.999);
    if (opposite === undefined) throw new Error(`D10 face ${f} has no opposite face`);
    faces.push(num(9 - upper[opposite]));
  }
  return faces;
}

export const FACE_TABLES: Readonly<Record<DieKind, readonly FaceMeaning[]>> = {
  d6: CUBE_PIPS.map(num),
  // Corellian spike dice: six original glyphs worth 1–6, laid out like pips.
  spike: CUBE_PIPS.map(num),
  // Each opposite pair is one red and one blue face.
  chance: ["red", "blue", "red", "blue", "red", "blue"].map(word),
  // 1,1,2,2,3,3 with opposite faces 1–3, 2–2, 1–3.
  kinzo: [1, 3, 2, 2, 1, 3].map(num),
  // 2, 3, 4, 5 and two voids; the voids face each other.
  hazard: [num(2), num(5), num(3), num(4), word("void"), word("void")],
  d10: d10Faces(),
};

/** The tilt past which a die counts as cocked: D6 faces are 90° apart, D10 faces about 52°. */
export const COCKED_DEGREES: Readonly<Record<DieKind, number>> = {
  d6: 10,
  spike: 10,
  chance: 10,
  kinzo: 10,
  hazard: 10,
  d10: 8,
};

/** The face index that shows a value (the first such face for dice with repeats). */
export function faceIndexOf(kind: DieKind, label: string | number): number {
  const i = FACE_TABLES[kind].findIndex((f) => f.label === String(label));
  if (i < 0) throw new Error(`a ${kind} has no face "${label}"`);
  return i;
}
