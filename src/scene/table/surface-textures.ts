// Painted textures for the table: planked walnut with grain and a felt nap. Painted once per
// page on a canvas; the wood also yields a bump map so the grain catches the light.
import { CanvasTexture, RepeatWrapping, SRGBColorSpace, type Texture } from "three";
import { fbm, hash2, valueNoise } from "./procedural";
import { sharpen } from "../texture-detail";

export interface WoodTextures {
  readonly map: Texture;
  readonly bump: Texture;
}

interface WoodTone {
  readonly light: [number, number, number];
  readonly dark: [number, number, number];
}

const TABLE_WOOD: WoodTone = { light: [126, 82, 48], dark: [62, 36, 20] };
const TRIM_WOOD: WoodTone = { light: [92, 56, 32], dark: [40, 22, 12] };

/**
 * Paints `planks` boards designed at `designedWidth` × `designedHeight` pixels into a canvas
 * `scale` times that size (a half-size painting for the low quality look).
 */
function paintWood(designedWidth: number, designedHeight: number, scale: number, planks: number, tone: WoodTone, seed: number) {
  const width = Math.round(designedWidth * scale);
  const height = Math.round(designedHeight * scale);
  const colour = document.createElement("canvas");
  colour.width = width;
  colour.height = height;
  const bump = document.createElement("canvas");
  bump.width = width;
  bump.height = height;
  const cctx = colour.getContext("2d");
  const bctx = bump.getContext("2d");
  if (!cctx || !bctx) throw new Error("2D canvas is unavailable for painting the table");
  const img = cctx.createImageData(width, height);
  const bimg = bctx.createImageData(width, height);
  const plankH = height / planks;
  // Lengths along the plank are in designed pixels (the full-size painting), so a smaller
  // painting shows the same rings and figure, only with fewer texels.
  const along = designedWidth / width;
  const across = designedHeight / height;
  // The rings' slow sideways sway depends on the column and the plank only: one row's worth per plank.
  const sway = new Float32Array(width);
  let swayPlank = -1;
  for (let y = 0; y < height; y++) {
    const p = Math.floor(y / plankH);
    const inPlank = (y - p * plankH) * across;
    const pSeed = seed + p * 101;
    if (p !== swayPlank) {
      for (let x = 0; x < width; x++) sway[x] = Math.sin(x * along * 0.0025 + p) * 6;
      swayPlank = p;
    }
    const tint = 0.9 + 0.2 * hash2(p, 3, seed); // each plank a slightly different board
    const seam = Math.min(inPlank, plankH * across - inPlank) < 1.5 ? 0.45 : 1;
    for (let x = 0; x < width; x++) {
      const xd = x * along;
      // Growth rings: stripes along the plank that wander with low-frequency noise.
      const wobble = fbm(xd * 0.004, inPlank * 0.02, pSeed, 3) * 26 + sway[x];
      const ring = (inPlank * 0.22 + wobble) % 1;
      const s = Math.sin(ring * Math.PI);
      const s2 = s * s;
      const late = s2 * s2 * s2;
      const fibre = valueNoise(xd * 0.6, inPlank * 2.5, pSeed + 7) - 0.5;
      const figure = fbm(xd * 0.01, inPlank * 0.1, pSeed + 3, 2);
      const t = Math.min(1, Math.max(0, 0.25 + 0.45 * late + 0.18 * fibre + 0.25 * (figure - 0.5)));
      const shade = tint * seam;
      const i = (y * width + x) * 4;
      img.data[i] = (tone.light[0] + (tone.dark[0] - tone.light[0]) * t) * shade;
      img.data[i + 1] = (tone.light[1] + (tone.dark[1] - tone.light[1]) * t) * shade;
      img.data[i + 2] = (tone.light[2] + (tone.dark[2] - tone.light[2]) * t) * shade;
      img.data[i + 3] = 255;
      const b = seam < 1 ? 40 : 200 - 90 * late - 40 * fibre;
      bimg.data[i] = bimg.data[i + 1] = bimg.data[i + 2] = b;
      bimg.data[i + 3] = 255;
    }
  }
  cctx.putImageData(img, 0, 0);
  bctx.putImageData(bimg, 0, 0);
  return { colour, bump };
}

const cache = new Map<string, WoodTextures>();

function woodTextures(key: string, make: () => { colour: HTMLCanvasElement; bump: HTMLCanvasElement }): WoodTextures {
  const hit = cache.get(key);
  if (hit) return hit;
  const { colour, bump } = make();
  const map = new CanvasTexture(colour);
  map.colorSpace = SRGBColorSpace;
  sharpen(map);
  const bumpMap = sharpen(new CanvasTexture(bump));
  const made = { map, bump: bumpMap };
  cache.set(key, made);
  return made;
}

/**
 * The table top: six planks running left to right, one texture over the whole top. `scale` 0.5
 * paints it at half size (a quarter of the work: the low look, whose canvas draws at most three
 * device pixels for every four CSS pixels, never shows the full size's finest grain).
 */
export const tableWood = (scale: WoodScale = 1) => woodTextures(`table@${scale}`, () => paintWood(1280, 916, scale, 6, TABLE_WOOD, 11));

/** How finely the wood is painted: the designed size, or half of it. */
export type WoodScale = 1 | 0.5;

/** Darker trim for tray walls: repeats along each wall. */
export function trimWood(): WoodTextures {
  const t = woodTextures("trim", () => paintWood(512, 64, 1, 1, TRIM_WOOD, 29));
  for (const tex of [t.map, t.bump]) {
    tex.wrapS = RepeatWrapping;
    tex.wrapT = RepeatWrapping;
  }
  return t;
}

/** Value noise whose lattice wraps every `period` cells, so the texture tiles seamlessly. */
function tileNoise(x: number, y: number, period: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = x - xi;
  const fy = y - yi;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const h = (i: number, j: number) => hash2(((i % period) + period) % period, ((j % period) + period) % period, 5);
  const a = h(xi, yi);
  const b = h(xi + 1, yi);
  const c = h(xi, yi + 1);
  const d = h(xi + 1, yi + 1);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

let felt: Texture | undefined;

/** A felt nap: fine speckle around mid grey, tinted by the material colour; tiles. */
export function feltTexture(): Texture {
  if (felt) return felt;
  const size = 256;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("2D canvas is unavailable for painting felt");
  const img = ctx.createImageData(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const coarse = tileNoise(x / 32, y / 32, 8);
      const fine = hash2(x, y, 9);
      const v = 205 + 12 * (coarse - 0.5) + 34 * (fine - 0.5);
      const i = (y * size + x) * 4;
      img.data[i] = img.data[i + 1] = img.data[i + 2] = v;
      img.data[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  sharpen(t);
  felt = t;
  return t;
}
