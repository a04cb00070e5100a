// Where each face of a die sits in its texture atlas, and which way its symbol stands.
// Pure math over solids.ts so the drawn symbol and the collider face can never drift apart.
//
// Each face gets a square cell; the face is drawn "upright": its up direction is
//  - on a D10 kite, from the kite's centre towards its pole vertex (the sharp top point);
//  - on a cube face, the face's local +z turned into the face (or −y for the ±z faces), the
//    same "top edge" resting-pose.ts uses for a cube's heading, so a die placed with heading 0
//    shows its symbol upright to a player seated at +z.
import type { DieKind, Vec3 } from "../../geometry/types";
import { solidOf } from "../../geometry/solids";
import { cross, dot, normalize, scale, sub } from "../../geometry/vec";

export interface AtlasGrid {
  readonly cols: number;
  readonly rows: number;
}

export const atlasGrid = (kind: DieKind): AtlasGrid => (kind === "d10" ? { cols: 5, rows: 2 } : { cols: 3, rows: 2 });

/** A point inside one face's cell: x to the right, y DOWN (canvas convention), 0..1 across the cell. */
export interface CellPoint {
  readonly x: number;
  readonly y: number;
}

export interface FaceLayout {
  readonly face: number;
  readonly col: number;
  readonly row: number;
  /** The face's vertices (in solids.ts order) inside its cell. */
  readonly polygon: readonly CellPoint[];
  /** Where the symbol is centred inside the cell, and how tall it may be (fraction of the cell). */
  readonly symbolCentre: CellPoint;
  readonly symbolSize: number;
  /** The face's upright frame in the die's own coordinates. */
  readonly up: Vec3;
  readonly right: Vec3;
}

/** Inset keeping the face's outline off the cell's border (texture filtering bleeds a little). */
const MARGIN = 0.04;

function upOf(kind: DieKind, face: number, centre: Vec3, normal: Vec3): Vec3 {
  const solid = solidOf(kind);
  if (kind === "d10") {
    const toPole = sub(solid.vertices[solid.faces[face][0]], centre);
    return normalize(sub(toPole, scale(normal, dot(toPole, normal))));
  }
  return Math.abs(normal[2]) > 0.5 ? [0, -1, 0] : [0, 0, -1];
}

export function faceLayouts(kind: DieKind): FaceLayout[] {
  const solid = solidOf(kind);
  const { cols } = atlasGrid(kind);
  return solid.faces.map((indices, face) => {
    const pts = indices.map((i) => solid.vertices[i]);
    const normal = solid.normals[face];
    const mid = scale(
      pts.reduce<Vec3>((s, p) => [s[0] + p[0], s[1] + p[1], s[2] + p[2]], [0, 0, 0]),
      1 / pts.length,
    );
    const up = upOf(kind, face, mid, normal);
    // Seen from outside (looking along −normal) with up pointing up, right = up × normal.
    const right = cross(up, normal);
    const flat = pts.map((p) => {
      const d = sub(p, mid);
      return { x: dot(d, right), y: dot(d, up) };
    });
    const minX = Math.min(...flat.map((p) => p.x));
    const maxX = Math.max(...flat.map((p) => p.x));
    const minY = Math.min(...flat.map((p) => p.y));
    const maxY = Math.max(...flat.map((p) => p.y));
    const span = Math.max(maxX - minX, maxY - minY);
    const k = (1 - 2 * MARGIN) / span;
    const cx = (minX + maxX) / 2;
    const cy = (minY + maxY) / 2;
    const toCell = (p: { x: number; y: number }): CellPoint => ({ x: 0.5 + (p.x - cx) * k, y: 0.5 - (p.y - cy) * k });
    const polygon = flat.map(toCell);

    let symbolCentre: CellPoint;
    let symbolSize: number;
    if (kind === "d10") {
      // Numerals sit just above the kite's widest line (between its side vertices), towards the pole.
      const pole = flat[0];
      const sideMid = { x: (flat[1].x + flat[3].x) / 2, y: (flat[1].y + flat[3].y) / 2 };
      const width = Math.hypot(flat[1].x - flat[3].x, flat[1].y - flat[3].y);
      symbolCentre = toCell({ x: sideMid.x + (pole.x - sideMid.x) * 0.26, y: sideMid.y + (pole.y - sideMid.y) * 0.26 });
      symbolSize = width * 0.55 * k;
    } else {
      symbolCentre = { x: 0.5, y: 0.5 };
      symbolSize = 0.8;
    }
    return { face, col: face % cols, row: Math.floor(face / cols), polygon, symbolCentre, symbolSize, up, right };
  });
}
