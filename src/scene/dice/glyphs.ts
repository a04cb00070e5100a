// Original glyphs drawn for this app on a 2D canvas: the Corellian numerals (used on spike
// dice, the Hazard die and, by name, the Corellian mat) and the Hazard die's void mark.
// Each draws centred on (0, 0) in a box 2 units tall (−1…1, y down), scaled by the caller.
export type GlyphName = "spike" | "flask" | "crown" | "compass" | "eye" | "sun" | "void";

/** The Corellian numeral for each value 1–6; 2–5 match the mat's sector marks. */
export const CORELLIAN_GLYPHS: Readonly<Record<number, GlyphName>> = {
  1: "spike",
  2: "flask",
  3: "crown",
  4: "compass",
  5: "eye",
  6: "sun",
};

const STROKE = 0.16;

function star(ctx: CanvasRenderingContext2D, points: number, outer: number, inner: number, turn = 0) {
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = turn + (i * Math.PI) / points - Math.PI / 2;
    const x = r * Math.cos(a);
    const y = r * Math.sin(a);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

const DRAW: Record<GlyphName, (ctx: CanvasRenderingContext2D) => void> = {
  // A single tall blade.
  spike(ctx) {
    ctx.beginPath();
    ctx.moveTo(0, -0.9);
    ctx.lineTo(0.26, 0.05);
    ctx.lineTo(0, 0.9);
    ctx.lineTo(-0.26, 0.05);
    ctx.closePath();
    ctx.fill();
    ctx.fillRect(-0.5, -0.06, 1, 0.12);
  },
  // A narrow-necked bottle with a level of liquid.
  flask(ctx) {
    ctx.beginPath();
    ctx.moveTo(-0.2, -0.85);
    ctx.lineTo(-0.2, -0.3);
    ctx.lineTo(-0.68, 0.72);
    ctx.lineTo(0.68, 0.72);
    ctx.lineTo(0.2, -0.3);
    ctx.lineTo(0.2, -0.85);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-0.36, -0.85);
    ctx.lineTo(0.36, -0.85);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-0.45, 0.25);
    ctx.lineTo(0.45, 0.25);
    ctx.lineTo(0.62, 0.66);
    ctx.lineTo(-0.62, 0.66);
    ctx.closePath();
    ctx.fill();
  },
  // Three points on a band.
  crown(ctx) {
    ctx.beginPath();
    ctx.moveTo(-0.75, 0.5);
    ctx.lineTo(-0.75, -0.4);
    ctx.lineTo(-0.38, 0.08);
    ctx.lineTo(0, -0.72);
    ctx.lineTo(0.38, 0.08);
    ctx.lineTo(0.75, -0.4);
    ctx.lineTo(0.75, 0.5);
    ctx.closePath();
    ctx.stroke();
    ctx.fillRect(-0.75, 0.62, 1.5, 0.2);
    for (const [x, y] of [
      [-0.75, -0.58],
      [0, -0.9],
      [0.75, -0.58],
    ]) {
      ctx.beginPath();
      ctx.arc(x, y, 0.12, 0, Math.PI * 2);
      ctx.fill();
    }
  },
  // A four-pointed star inside a ring.
  compass(ctx) {
    star(ctx, 4, 0.92, 0.2);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(0, 0, 0.55, 0, Math.PI * 2);
    ctx.stroke();
  },
  // An almond eye with a round pupil.
  eye(ctx) {
    ctx.beginPath();
    ctx.moveTo(-0.92, 0);
    ctx.quadraticCurveTo(0, -0.95, 0.92, 0);
    ctx.quadraticCurveTo(0, 0.95, -0.92, 0);
    ctx.closePath();
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(0, 0, 0.27, 0, Math.PI * 2);
    ctx.fill();
  },
  // A disc with six rays.
  sun(ctx) {
    ctx.beginPath();
    ctx.arc(0, 0, 0.3, 0, Math.PI * 2);
    ctx.fill();
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3 - Math.PI / 2;
      ctx.beginPath();
      ctx.moveTo(0.48 * Math.cos(a), 0.48 * Math.sin(a));
      ctx.lineTo(0.9 * Math.cos(a), 0.9 * Math.sin(a));
      ctx.stroke();
    }
  },
  // A broken ring: the Hazard die's void.
  void(ctx) {
    ctx.beginPath();
    ctx.arc(0, 0, 0.62, 0, Math.PI * 2);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-0.8, 0.8);
    ctx.lineTo(0.8, -0.8);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(0, 0, 0.14, 0, Math.PI * 2);
    ctx.fill();
  },
};

/** Draws a glyph centred at (cx, cy), `size` pixels tall, in `ink`. */
export function drawGlyph(
  ctx: CanvasRenderingContext2D,
  name: GlyphName,
  cx: number,
  cy: number,
  size: number,
  ink: string,
) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(size / 2, size / 2);
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = STROKE;
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  DRAW[name](ctx);
  ctx.restore();
}
