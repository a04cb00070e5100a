// three.js geometry and materials for dice, built from the exact solids (solids.ts) so each
// mesh is its collider: flat faces, sharp edges, per-face UVs into a painted atlas.
import { BufferGeometry, CanvasTexture, Color, Float32BufferAttribute, MeshStandardMaterial, SRGBColorSpace } from "three";
import type { DieKind } from "../../geometry/types";
import { solidOf } from "../../geometry/solids";
import { atlasGrid, faceLayouts } from "./face-layout";
import { drawFace, type DieStyle } from "./face-art";
import { sharpen } from "../texture-detail";

const CELL_PX = 256;

const geometries = new Map<string, BufferGeometry>();

export function dieGeometry(kind: DieKind): BufferGeometry {
  const key = kind === "d10" ? "d10" : "cube";
  const cached = geometries.get(key);
  if (cached) return cached;
  const solid = solidOf(kind);
  const { cols, rows } = atlasGrid(kind);
  const layouts = faceLayouts(kind);
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  solid.faces.forEach((face, f) => {
    const n = solid.normals[f];
    const l = layouts[f];
    const corner = (k: number) => {
      const v = solid.vertices[face[k]];
      positions.push(v[0], v[1], v[2]);
      normals.push(n[0], n[1], n[2]);
      const p = l.polygon[k];
      uvs.push((l.col + p.x) / cols, 1 - (l.row + p.y) / rows);
    };
    // Faces are convex and counter-clockwise from outside: a fan keeps three.js front faces outward.
    for (let k = 1; k + 1 < face.length; k++) {
      corner(0);
      corner(k);
      corner(k + 1);
    }
  });
  const g = new BufferGeometry();
  g.setAttribute("position", new Float32BufferAttribute(positions, 3));
  g.setAttribute("normal", new Float32BufferAttribute(normals, 3));
  g.setAttribute("uv", new Float32BufferAttribute(uvs, 2));
  g.computeBoundingSphere();
  geometries.set(key, g);
  return g;
}

/** Ink that reads on a body colour: near-black on light bodies, bone on dark ones. */
export function inkFor(body: string): string {
  const c = new Color(body);
  const lum = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b; // linear components
  return lum > 0.18 ? "#1d1410" : "#f6efe0";
}

const materials = new Map<string, MeshStandardMaterial>();

export function dieMaterial(kind: DieKind, style: DieStyle): MeshStandardMaterial {
  const key = `${kind}|${style.body}|${style.ink}`;
  const cached = materials.get(key);
  if (cached) return cached;
  const { cols, rows } = atlasGrid(kind);
  const canvas = document.createElement("canvas");
  canvas.width = cols * CELL_PX;
  canvas.height = rows * CELL_PX;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("2D canvas is unavailable for painting dice");
  for (const l of faceLayouts(kind)) drawFace(ctx, kind, l, { x: l.col * CELL_PX, y: l.row * CELL_PX, size: CELL_PX }, style);
  const map = new CanvasTexture(canvas);
  map.colorSpace = SRGBColorSpace;
  sharpen(map);
  const material = new MeshStandardMaterial({ map, roughness: 0.36, metalness: 0.02 });
  materials.set(key, material);
  return material;
}

/** The canvas painted for a die, for previews and tests. */
export function dieAtlasCanvas(kind: DieKind, style: DieStyle): HTMLCanvasElement {
  return (dieMaterial(kind, style).map as CanvasTexture).image as HTMLCanvasElement;
}
