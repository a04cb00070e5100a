// The skills ratings over time, drawn as an SVG: dated points joined by a line on a 0–100
// scale, each with its 95 % band (± 1.96 × the test-retest SD bench:skills measured) shaded
// behind the line and as a bar through the point, the dates along the bottom. The same ratings are listed in a table for anyone who
// cannot see the drawing (and the drawing is named in words for a screen reader).
import { useId } from "react";
import { RATING_BAND, ratingRange, ratingWithBand, type DatedRating } from "../../../../games/rykestra/practice/skills";

const W = 480;
const H = 240;
const PAD = { left: 44, right: 16, top: 14, bottom: 44 };
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY = 86_400_000;

/** "2 Dec 2026" (UTC, the same on every device). */
export function dateWords(at: number, year = true): string {
  const d = new Date(at);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}${year ? ` ${d.getUTCFullYear()}` : ""}`;
}

export interface ChartPoint {
  readonly x: number;
  readonly y: number;
  /** The band's top and bottom (y grows downwards: yHigh < yLow). */
  readonly yHigh: number;
  readonly yLow: number;
  readonly rating: DatedRating;
}

const yOf = (v: number) => PAD.top + (1 - v / 100) * (H - PAD.top - PAD.bottom);

/** Where each rating is drawn: time across (a lone rating, or all on one day, in the middle), 0–100 up. */
export function chartPoints(ratings: readonly DatedRating[]): ChartPoint[] {
  const sorted = [...ratings].sort((a, b) => a.at - b.at);
  if (sorted.length === 0) return [];
  const from = sorted[0].at;
  const span = sorted[sorted.length - 1].at - from;
  const inner = W - PAD.left - PAD.right;
  return sorted.map((r, i) => {
    // Ratings within a day of each other are spread evenly by order; otherwise by time.
    const t = span < DAY ? (sorted.length === 1 ? 0.5 : i / (sorted.length - 1)) : (r.at - from) / span;
    const [lo, hi] = ratingRange(r.rating);
    return { x: PAD.left + t * inner, y: yOf(r.rating), yHigh: yOf(hi), yLow: yOf(lo), rating: r };
  });
}

export function RatingChart({ ratings }: { ratings: readonly DatedRating[] }) {
  const titleId = useId();
  const points = chartPoints(ratings);
  if (points.length === 0) return null;
  const first = points[0].rating;
  const last = points[points.length - 1].rating;
  const best = Math.max(...points.map((p) => p.rating.rating));
  const sameYear = new Date(first.at).getUTCFullYear() === new Date(last.at).getUTCFullYear();
  const summary =
    points.length === 1
      ? `One rating: ${last.rating} on ${dateWords(last.at)}.`
      : `${points.length} ratings from ${dateWords(first.at)} to ${dateWords(last.at)}: first ${first.rating}, latest ${last.rating}, best ${best}.`;
  const band = `Each rating is ± ${RATING_BAND}: taking the test again lands within that 19 times in 20, so a change smaller than that may be the test's own spread.`;
  const grid = [0, 25, 50, 75, 100];
  const ticks = points.length === 1 ? [points[0]] : [points[0], points[points.length - 1]];
  return (
    <figure className="rating-chart" data-testid="rating-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} className="rating-chart__svg">
        <title id={titleId}>{`Skills rating over time. ${summary} ${band}`}</title>
        {grid.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={yOf(v)} y2={yOf(v)} className="rating-chart__grid" />
            <text x={PAD.left - 6} y={yOf(v) + 5} textAnchor="end" className="rating-chart__label">
              {v}
            </text>
          </g>
        ))}
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="rating-chart__axis" />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={H - PAD.bottom} className="rating-chart__axis" />
        {ticks.map((p, i) => (
          <text key={i} x={p.x} y={H - PAD.bottom + 20} textAnchor={ticks.length === 1 ? "middle" : i === 0 ? "start" : "end"} className="rating-chart__label">
            {dateWords(p.rating.at, !sameYear)}
          </text>
        ))}
        <text x={(PAD.left + W - PAD.right) / 2} y={H - 4} textAnchor="middle" className="rating-chart__label rating-chart__caption">
          date of the test (rating 0–100 up the side)
        </text>
        {points.length > 1 && <polygon points={[...points.map((p) => `${p.x.toFixed(1)},${p.yHigh.toFixed(1)}`), ...[...points].reverse().map((p) => `${p.x.toFixed(1)},${p.yLow.toFixed(1)}`)].join(" ")} className="rating-chart__band" data-testid="rating-band" />}
        {points.map((p, i) => (
          <g key={i} className="rating-chart__bar">
            <line x1={p.x} x2={p.x} y1={p.yHigh} y2={p.yLow} />
            <line x1={p.x - 5} x2={p.x + 5} y1={p.yHigh} y2={p.yHigh} />
            <line x1={p.x - 5} x2={p.x + 5} y1={p.yLow} y2={p.yLow} />
          </g>
        ))}
        {points.length > 1 && <polyline points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ")} className="rating-chart__line" />}
        {points.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={5} className={p.rating.rating === best ? "rating-chart__point rating-chart__point--best" : "rating-chart__point"} data-rating={p.rating.rating}>
            <title>{`${dateWords(p.rating.at)}: ${ratingWithBand(p.rating.rating)}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption>
        {summary} <span data-testid="rating-band-words">{band}</span>
      </figcaption>
      <details className="rating-chart__list">
        <summary>Every rating as a list</summary>
        <table data-testid="rating-list">
          <thead>
            <tr>
              <th scope="col">Date (UTC)</th>
              <th scope="col">Rating</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((p, i) => (
              <tr key={i}>
                <td>{dateWords(p.rating.at)}</td>
                <td>{p.rating.rating}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
