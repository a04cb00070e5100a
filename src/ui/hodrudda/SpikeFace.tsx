// A spike die's upper face drawn small in the side panel, with the same glyph the 3D die shows.
import { CORELLIAN_GLYPHS, drawGlyph } from "../../scene/dice/glyphs";
import { useCrispCanvas } from "../game-kit/use-crisp-canvas";

const PX = 40;

export function SpikeFace({ value, body, ink }: { value: number; body: string; ink: string }) {
  const canvas = useCrispCanvas(
    PX,
    (ctx, px) => {
      const glyph = CORELLIAN_GLYPHS[value];
      if (glyph) drawGlyph(ctx, glyph, px / 2, px / 2, px * 0.62, ink);
    },
    [value, ink],
  );
  return (
    <span className="spike-face" style={{ background: body }}>
      <canvas ref={canvas} aria-hidden="true" />
      <span className="spike-face__value">{value}</span>
    </span>
  );
}
