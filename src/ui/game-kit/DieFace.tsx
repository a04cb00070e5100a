// A D6 face drawn in the page (pips on a rounded square), for panels that list dice values.
import { D6_PIPS } from "../../geometry/pip-layout";

/** `value` null draws a blank face (a die not thrown yet). Decorative: say the value in text beside it. */
export function DieFace({
  value,
  size = 36,
  body = "#f2e9d8",
  ink = "#2a1c12",
}: {
  value: number | null;
  size?: number;
  body?: string;
  ink?: string;
}) {
  const pips = value === null ? [] : (D6_PIPS[value] ?? []);
  return (
    <svg width={size} height={size} viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">
      <rect x="-46" y="-46" width="92" height="92" rx="18" fill={body} stroke="rgba(0,0,0,0.35)" strokeWidth="3" />
      {pips.map(([x, y], i) => (
        <circle key={i} cx={x * 24} cy={y * 24} r="9.5" fill={ink} />
      ))}
    </svg>
  );
}
