// A D6 face drawn small in the side panel, in the die's own colours.
const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

export function PipFace({ value, body, ink, size = 30 }: { value: number; body: string; ink: string; size?: number }) {
  return (
    <svg className="pip-face" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden="true">
      <rect x="-11" y="-11" width="22" height="22" rx="4.5" fill={body} stroke="rgba(0,0,0,0.35)" strokeWidth="0.8" />
      {(PIPS[value] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x * 5.6} cy={y * 5.6} r={value === 1 ? 2.9 : 2.2} fill={ink} />
      ))}
    </svg>
  );
}
