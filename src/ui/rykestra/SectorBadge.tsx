// This round's sector dice result in the panel: the bonus colour and Kinzo value with the
// marked sector (standard), or the Hazard glyph and its sector, or a void (Corellian).
import { CORELLIAN_MARKS, STANDARD_COLOURS, type CorellianNumeral } from "../../geometry/mat";
import type { SectorSet } from "../../games/rykestra";
import { drawGlyph } from "../../scene/dice/glyphs";
import { sectorName } from "../../games/rykestra/words";
import { useCrispCanvas } from "../game-kit/use-crisp-canvas";

/** A Corellian numeral drawn in the page with the same glyph the mat and the Hazard die carry. */
export function GlyphIcon({ numeral, size = 28, ink = "#f0c060" }: { numeral: CorellianNumeral | "void"; size?: number; ink?: string }) {
  const canvas = useCrispCanvas(size, (ctx, px) => drawGlyph(ctx, numeral, px / 2, px / 2, px * 0.8, ink), [numeral, ink]);
  return <canvas ref={canvas} style={{ width: size, height: size }} aria-hidden="true" className="ryk-glyph" />;
}

export function SectorBadge({ sectors }: { sectors: SectorSet }) {
  if (sectors.board === "standard") {
    const colour = STANDARD_COLOURS[sectors.bonusSectors[0] ?? "NE"];
    return (
      <p className="ryk-sector" data-testid="sector-result" data-bonus={sectors.bonus} data-colour={colour}>
        <span className={`ryk-chip ryk-chip--${colour}`} aria-hidden="true" />
        <span>
          <strong>
            {colour[0].toUpperCase() + colour.slice(1)} sectors +{sectors.bonus}
          </strong>
          {sectors.marker && <span className="ryk-muted"> · Kinzo marker in {sectorName("standard", sectors.marker.sector)}</span>}
        </span>
      </p>
    );
  }
  if (sectors.voidRound) {
    return (
      <p className="ryk-sector" data-testid="sector-result" data-void="true">
        <GlyphIcon numeral="void" />
        <span>
          <strong>Void</strong> <span className="ryk-muted">· every capture scores 1 less</span>
        </span>
      </p>
    );
  }
  const id = sectors.bonusSectors[0];
  return (
    <p className="ryk-sector" data-testid="sector-result" data-bonus={sectors.bonus}>
      <GlyphIcon numeral={CORELLIAN_MARKS[id].numeral} />
      <span>
        <strong>{sectorName("corellian", id).replace(/^the /, "").replace(/^./, (c) => c.toUpperCase())} +{sectors.bonus}</strong>
      </span>
    </p>
  );
}
