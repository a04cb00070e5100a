// What is painted on each face of each kind of die, read from the one face table (faces.ts).
import type { DieKind } from "../../geometry/types";
import { FACE_TABLES } from "../../geometry/faces";
import type { FaceLayout } from "./face-layout";
import { CORELLIAN_GLYPHS, drawGlyph } from "./glyphs";

export interface DieStyle {
  /** The die's body colour (CSS). */
  readonly body: string;
  /** Symbols, pips and numerals (CSS); pick a colour that contrasts with the body. */
  readonly ink: string;
}

export const CHANCE_RED = "#c23a2b";
export const CHANCE_BLUE = "#2c5aa8";

const NUMERAL_FONT = '"Iowan Old Style", "Palatino Linotype", Georgia, "DejaVu Serif", serif';

// Pip centres on a face spanning −1…1 (y down), standard layouts.
const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-0.5, -0.5], [0.5, 0.5]],
  3: [[-0.5, -0.5], [0, 0], [0.5, 0.5]],
  4: [[-0.5, -0.5], [0.5, -0.5], [-0.5, 0.5], [0.5, 0.5]],
  5: [[-0.5, -0.5], [0.5, -0.5], [0, 0], [-0.5, 0.5], [0.5, 0.5]],
  6: [[-0.5, -0.55], [0.5, -0.55], [-0.5, 0], [0.5, 0], [-0.5, 0.55], [0.5, 0.55]],
};

interface Cell {
  /** Pixel position of the cell's top-left corner and its size. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

function tracePolygon(ctx: CanvasRenderingContext2D, layout: FaceLayout, cell: Cell, shrink = 0) {
  const cx = layout.polygon.reduce((s, p) => s + p.x, 0) / layout.polygon.length;
  const cy = layout.polygon.reduce((s, p) => s + p.y, 0) / layout.polygon.length;
  ctx.beginPath();
  layout.polygon.forEach((p, i) => {
    const x = cell.x + (p.x + (cx - p.x) * shrink) * cell.size;
    const y = cell.y + (p.y + (cy - p.y) * shrink) * cell.size;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.closePath();
}

function drawPips(ctx: CanvasRenderingContext2D, count: number, cx: number, cy: number, half: number, ink: string) {
  const r = (count === 1 ? 0.27 : 0.19) * half;
  for (const [px, py] of PIPS[count]) {
    const x = cx + px * half * 1.05;
    const y = cy + py * half * 1.05;
    // A drilled pip: ink with a soft lip of light on its lower edge.
    ctx.fillStyle = "rgba(255,255,255,0.35)";
    ctx.beginPath();
    ctx.arc(x, y + r * 0.12, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = ink;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawNumeral(
  ctx: CanvasRenderingContext2D,
  text: string,
  cx: number,
  cy: number,
  height: number,
  ink: string,
  underline: boolean,
) {
  ctx.font = `700 ${Math.round(height * 1.38)}px ${NUMERAL_FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  const m = ctx.measureText(text);
  const ascent = m.actualBoundingBoxAscent || height;
  const descent = m.actualBoundingBoxDescent || 0;
  const lift = underline ? height * 0.12 : 0;
  const baseline = cy + (ascent - descent) / 2 - lift;
  ctx.fillStyle = "rgba(255,255,255,0.28)";
  ctx.fillText(text, cx, baseline + height * 0.03);
  ctx.fillStyle = ink;
  ctx.fillText(text, cx, baseline);
  if (underline) {
    const w = Math.max(m.width * 0.8, height * 0.5);
    ctx.fillRect(cx - w / 2, baseline + height * 0.12, w, Math.max(2, height * 0.1));
  }
}

/** Paints one face into its atlas cell: body colour to the cell's edges, then the symbol. */
export function drawFace(ctx: CanvasRenderingContext2D, kind: DieKind, layout: FaceLayout, cell: Cell, style: DieStyle) {
  const meaning = FACE_TABLES[kind][layout.face];
  ctx.fillStyle = style.body;
  ctx.fillRect(cell.x, cell.y, cell.size, cell.size);

  // A faint darkening along the face's edges gives the flat-shaded solid crisp corners.
  ctx.save();
  tracePolygon(ctx, layout, cell);
  ctx.clip();
  ctx.strokeStyle = "rgba(0,0,0,0.22)";
  ctx.lineWidth = cell.size * 0.05;
  tracePolygon(ctx, layout, cell);
  ctx.stroke();
  ctx.strokeStyle = "rgba(255,255,255,0.10)";
  ctx.lineWidth = cell.size * 0.012;
  tracePolygon(ctx, layout, cell, 0.05);
  ctx.stroke();
  ctx.restore();

  const cx = cell.x + layout.symbolCentre.x * cell.size;
  const cy = cell.y + layout.symbolCentre.y * cell.size;
  const size = layout.symbolSize * cell.size;
  const half = size / 2;

  switch (kind) {
    case "d6":
      drawPips(ctx, meaning.value ?? 1, cx, cy, half * 0.95, style.ink);
      break;
    case "spike":
      drawGlyph(ctx, CORELLIAN_GLYPHS[meaning.value ?? 1], cx, cy, size * 0.8, style.ink);
      break;
    case "chance": {
      const colour = meaning.label === "red" ? CHANCE_RED : CHANCE_BLUE;
      ctx.fillStyle = colour;
      tracePolygon(ctx, layout, cell, 0.16);
      ctx.fill();
      // A shape as well as a colour, for players who cannot tell red from blue.
      ctx.fillStyle = "rgba(255,255,255,0.85)";
      ctx.strokeStyle = "rgba(255,255,255,0.85)";
      ctx.lineWidth = size * 0.07;
      ctx.beginPath();
      if (meaning.label === "red") {
        ctx.moveTo(cx, cy - half * 0.35);
        ctx.lineTo(cx + half * 0.3, cy);
        ctx.lineTo(cx, cy + half * 0.35);
        ctx.lineTo(cx - half * 0.3, cy);
        ctx.closePath();
        ctx.fill();
      } else {
        ctx.arc(cx, cy, half * 0.27, 0, Math.PI * 2);
        ctx.stroke();
      }
      break;
    }
    case "kinzo":
      drawNumeral(ctx, meaning.label, cx, cy, size * 0.6, style.ink, false);
      break;
    case "hazard":
      if (meaning.value === null) {
        drawGlyph(ctx, "void", cx, cy, size * 0.78, style.ink);
      } else {
        drawGlyph(ctx, CORELLIAN_GLYPHS[meaning.value], cx, cy - half * 0.1, size * 0.62, style.ink);
        drawNumeral(ctx, meaning.label, cx + half * 0.72, cy + half * 0.72, size * 0.16, style.ink, false);
      }
      break;
    case "d10":
      drawNumeral(ctx, meaning.label, cx, cy, size, style.ink, meaning.label === "6" || meaning.label === "9");
      break;
  }
}
