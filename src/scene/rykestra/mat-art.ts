// The Rykestra mat's printed top, painted on a canvas: the standard board's red and blue
// chequer or the Corellian board's four numeral sectors, marked with the same original glyphs
// the Hazard die carries (scene/dice/glyphs.ts), so a thrown face matches its sector at a glance. Canvas top is north (−z), canvas left
// is west (−x), matching a box's top-face UVs and a top-down view from the south seat.
import { CanvasTexture, SRGBColorSpace, type Texture } from "three";
import { CORELLIAN_MARKS, SECTOR_IDS, STANDARD_COLOURS, type SectorId } from "../../geometry/mat";
import type { Board } from "../../games/rykestra";
import { hash2 } from "../table/procedural";
import { paintScale, sharpen } from "../texture-detail";
import { drawGlyph } from "../dice/glyphs";

/** Printed colours: the felt tones of each sector and the brass of the lines. */
export const MAT_PALETTE = {
  red: "#8f2d27",
  blue: "#284d80",
  corellianLight: "#2b5a4a",
  corellianDark: "#21473b",
  brass: "#d9a441",
  brassDim: "rgba(217, 164, 65, 0.55)",
  edge: "#171008",
} as const;

/** Which sector quarter of the canvas (x0, y0 in units of half the canvas). */
const QUARTER: Readonly<Record<SectorId, [number, number]>> = { NW: [0, 0], NE: [1, 0], SW: [0, 1], SE: [1, 1] };

function sectorFill(board: Board, id: SectorId): string {
  if (board === "standard") return STANDARD_COLOURS[id] === "red" ? MAT_PALETTE.red : MAT_PALETTE.blue;
  return id === "NW" || id === "SE" ? MAT_PALETTE.corellianLight : MAT_PALETTE.corellianDark;
}

const fade = (t: number) => t * t * (3 - 2 * t);

/**
 * A felt nap over what is painted: per-pixel speckle and soft blotches (value noise with a
 * lattice every `cell` px, its four corners read once per cell rather than once per pixel).
 */
function nap(ctx: CanvasRenderingContext2D, px: number, cell: number): void {
  const img = ctx.getImageData(0, 0, px, px);
  const data = img.data;
  for (let y = 0; y < px; y++) {
    const gy = y / cell;
    const yi = Math.floor(gy);
    const yf = fade(gy - yi);
    let at = Number.NaN;
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    for (let x = 0; x < px; x++) {
      const gx = x / cell;
      const xi = Math.floor(gx);
      if (xi !== at) {
        at = xi;
        a = hash2(xi, yi, 3);
        b = hash2(xi + 1, yi, 3);
        c = hash2(xi, yi + 1, 3);
        d = hash2(xi + 1, yi + 1, 3);
      }
      const xf = fade(gx - xi);
      const blotch = a + (b - a) * xf + (c - a) * yf + (a - b - c + d) * xf * yf;
      const k = 0.9 + 0.12 * blotch + 0.07 * (hash2(x, y, 17) - 0.5);
      const i = (y * px + x) * 4;
      data[i] = Math.min(255, data[i] * k);
      data[i + 1] = Math.min(255, data[i + 1] * k);
      data[i + 2] = Math.min(255, data[i + 2] * k);
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** Paints the whole mat top, `px` pixels square. */
export function paintMat(ctx: CanvasRenderingContext2D, px: number, board: Board): void {
  const half = px / 2;
  for (const id of SECTOR_IDS) {
    const [qx, qy] = QUARTER[id];
    ctx.fillStyle = sectorFill(board, id);
    ctx.fillRect(qx * half, qy * half, half, half);
  }
  // Blotches a thirtieth of a sector across whatever the canvas's size; the speckle is per pixel.
  nap(ctx, px, (40 * px) / 1024);

  // A printed border just inside the edge and the two dividing lines.
  const line = px / 180;
  ctx.strokeStyle = MAT_PALETTE.brass;
  ctx.lineWidth = line * 1.6;
  ctx.strokeRect(px * 0.018, px * 0.018, px * 0.964, px * 0.964);
  ctx.lineWidth = line;
  ctx.strokeStyle = MAT_PALETTE.brassDim;
  ctx.strokeRect(px * 0.03, px * 0.03, px * 0.94, px * 0.94);
  ctx.strokeStyle = MAT_PALETTE.brass;
  ctx.lineWidth = line * 1.4;
  ctx.beginPath();
  ctx.moveTo(half, px * 0.018);
  ctx.lineTo(half, px * 0.982);
  ctx.moveTo(px * 0.018, half);
  ctx.lineTo(px * 0.982, half);
  ctx.stroke();

  if (board === "corellian") {
    for (const id of SECTOR_IDS) {
      const [qx, qy] = QUARTER[id];
      const cx = (qx + 0.5) * half;
      const cy = (qy + 0.5) * half;
      const mark = CORELLIAN_MARKS[id];
      ctx.globalAlpha = 0.8;
      drawGlyph(ctx, mark.numeral, cx, cy - px * 0.02, half * 0.46, MAT_PALETTE.brass);
      ctx.globalAlpha = 0.75;
      ctx.fillStyle = MAT_PALETTE.brass;
      ctx.font = `600 ${Math.round(px * 0.035)}px Georgia, serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(`${mark.numeral.toUpperCase()} · ${mark.value}`, cx, cy + half * 0.34);
      ctx.globalAlpha = 1;
    }
  } else {
    // A small brass rosette where the four sectors meet.
    ctx.fillStyle = MAT_PALETTE.brass;
    ctx.beginPath();
    ctx.arc(half, half, px * 0.012, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = MAT_PALETTE.brassDim;
    ctx.lineWidth = line;
    ctx.beginPath();
    ctx.arc(half, half, px * 0.03, 0, Math.PI * 2);
    ctx.stroke();
  }
}

const textures = new Map<Board, Texture>();

/** The painted mat top as a texture, painted once per board per page: 1024 px square, 2048 on a high-density screen. */
export function matTexture(board: Board): Texture {
  const hit = textures.get(board);
  if (hit) return hit;
  const px = 1024 * paintScale();
  const canvas = document.createElement("canvas");
  canvas.width = px;
  canvas.height = px;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("2D canvas is unavailable for painting the mat");
  paintMat(ctx, px, board);
  const tex = new CanvasTexture(canvas);
  tex.colorSpace = SRGBColorSpace;
  sharpen(tex);
  textures.set(board, tex);
  return tex;
}
