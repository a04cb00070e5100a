// A spike die's upper face drawn small in the side panel, with the same glyph the 3D die shows.
import { useEffect, useRef } from "react";
import { CORELLIAN_GLYPHS, drawGlyph } from "../../scene/dice/glyphs";

const PX = 40;

export function SpikeFace({ value, body, ink }: { value: number; body: string; ink: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext("2d");
    if (!c || !ctx) return;
    const scale = window.devicePixelRatio || 1;
    c.width = PX * scale;
    c.height = PX * scale;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.clearRect(0, 0, PX, PX);
    const glyph = CORELLIAN_GLYPHS[value];
    if (glyph) drawGlyph(ctx, glyph, PX / 2, PX / 2, PX * 0.62, ink);
  }, [value, ink]);
  return (
    <span className="spike-face" style={{ background: body }}>
      <canvas ref={canvas} aria-hidden="true" />
      <span className="spike-face__value">{value}</span>
    </span>
  );
}
