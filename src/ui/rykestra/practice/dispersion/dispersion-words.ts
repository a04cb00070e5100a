// The plot in words: how many throws, where their mean lies against the aim, and how wide
// they spread along the throw (power) and across it (line).
import { MIN_SPREAD_STOPS, biasOf, spreadAlong, spreadSettled, type Spread, type Stop } from "../../../../games/rykestra/practice";
import type { SeriesInfo } from "./dispersion-store";

const cm = (v: number) => `${Math.abs(v).toFixed(1)} cm`;

export function spreadWords(stops: readonly Stop[], spread: Spread | null, info: SeriesInfo | undefined): string[] {
  if (!spread || stops.length === 0) return [];
  const n = stops.length;
  const off = stops.filter((s) => s.offMat).length;
  const lines = [`${n} ${n === 1 ? "throw" : "throws"}${off > 0 ? `, ${off} off the mat` : ""}.`];
  const aim = info?.aim ?? null;
  if (aim) {
    const b = biasOf(spread.mean, aim.point, aim.direction);
    const long = Math.abs(b.long) < 0.5 ? "about as far as aimed" : `${cm(b.long)} ${b.long > 0 ? "past" : "short of"} the aim point`;
    const side = Math.abs(b.right) < 0.5 ? "on its line" : `${cm(b.right)} ${b.right > 0 ? "right" : "left"}`;
    lines.push(`The mean stops ${long}, ${side}.`);
  }
  if (!spreadSettled(spread)) {
    const more = MIN_SPREAD_STOPS - n;
    lines.push(`The spread is measured from ${MIN_SPREAD_STOPS} throws: ${more} more to go.`);
  } else {
    const s = spreadAlong(spread.covariance, aim?.direction ?? spread.sigma.axis);
    lines.push(
      aim
        ? `Spread (1σ): ±${cm(s.along)} in distance, ±${cm(s.across)} across the line.`
        : `Spread (1σ): ±${cm(spread.sigma.major)} along its long axis, ±${cm(spread.sigma.minor)} across.`,
    );
  }
  return lines;
}
