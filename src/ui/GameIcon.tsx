// Small original pictures for the game cards, drawn as SVG in a 64×64 box: each game's own
// picture is in its ui entry (src/ui/<game>/entry.tsx); a game without one gets a single die.
import type { ReactNode } from "react";

export const INK = "#2a1c12";
export const BONE = "#f2e9d8";

export function Pips({ at, fill = INK }: { at: [number, number][]; fill?: string }) {
  return (
    <>
      {at.map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r="2.6" fill={fill} />
      ))}
    </>
  );
}

const ONE_DIE = (
  <>
    <rect x="16" y="16" width="32" height="32" rx="6" fill={BONE} />
    <Pips at={[[24, 24], [32, 32], [40, 40]]} />
  </>
);

export function GameIcon({ picture }: { picture?: ReactNode }) {
  return (
    <svg className="game-card__icon" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      {picture ?? ONE_DIE}
    </svg>
  );
}
