// The Corellian board's four numerals, drawn as this project's own simple glyphs (no
// franchise artwork): a flask for 2, a crown for 3, a compass star for 4, an eye for 5.
// Each is SVG path data in a 100 × 100 box, so the same glyph paints the mat's canvas
// (via Path2D) and the DOM's SVG (rules diagram, round panel).
import type { CorellianNumeral } from "../../geometry/mat";

export interface Glyph {
  /** Stroked outline, drawn with round caps and joins. */
  readonly stroke: string;
  /** Filled parts (may be empty). */
  readonly fill: string;
}

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const CORELLIAN_GLYPHS: Readonly<Record<CorellianNumeral, Glyph>> = {
  flask: {
    stroke: "M34 14 H66 M42 14 V40 A24.4 24.4 0 1 0 58 40 V14 M30 66 Q40 59 50 66 T70 66",
    fill: circle(46, 76, 3) + circle(56, 72, 2.2),
  },
  crown: {
    stroke: "M22 72 L17 32 L36 52 L50 22 L64 52 L83 32 L78 72 Z M20 84 H80",
    fill: circle(17, 30, 4.5) + circle(50, 19, 4.5) + circle(83, 30, 4.5),
  },
  compass: {
    stroke: "M50 8 L57 43 L92 50 L57 57 L50 92 L43 57 L8 50 L43 43 Z " + circle(50, 50, 17),
    fill: circle(50, 50, 4.5),
  },
  eye: {
    stroke: "M10 50 Q50 10 90 50 Q50 90 10 50 Z " + circle(50, 50, 14) + " M50 17 V8 M30 24 L25 16 M70 24 L75 16",
    fill: circle(50, 50, 6),
  },
};

/** Paints a glyph centred at (cx, cy), `size` px across, onto a 2D canvas. */
export function paintGlyph(
  ctx: CanvasRenderingContext2D,
  numeral: CorellianNumeral,
  cx: number,
  cy: number,
  size: number,
  colour: string,
): void {
  const g = CORELLIAN_GLYPHS[numeral];
  ctx.save();
  ctx.translate(cx - size / 2, cy - size / 2);
  ctx.scale(size / 100, size / 100);
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = 5.5;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.stroke(new Path2D(g.stroke));
  if (g.fill) ctx.fill(new Path2D(g.fill));
  ctx.restore();
}
