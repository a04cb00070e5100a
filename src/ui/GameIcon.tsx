// Small original pictures for the game cards, drawn as SVG in a 64×64 box: each game's own
// picture is in its ui entry (src/ui/<game>/entry.tsx); a game without one gets a handful of dice.
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

function icon(path: string) {
  switch (path) {
    case "/rykestra/practice":
      return (
        <>
          <rect x="6" y="6" width="52" height="52" rx="2" fill="#2f6b4f" />
          <path d="M14 50 Q26 30 40 22" fill="none" stroke={BONE} strokeWidth="2" strokeDasharray="3 3" />
          <path d="M40 22 L34 22 M40 22 L38 28" stroke={BONE} strokeWidth="2" strokeLinecap="round" />
          <circle cx="44" cy="18" r="7" fill="none" stroke="#d9a441" strokeWidth="2" />
          <circle cx="44" cy="18" r="2.5" fill="#d9a441" />
        </>
      );
    default:
      return (
        <>
          <rect x="6" y="20" width="24" height="24" rx="5" fill={BONE} transform="rotate(-14 18 32)" />
          <Pips at={[[12, 27], [24, 37]]} />
          <path d="M44 10 L56 28 L44 40 L32 28 Z" fill="#c8553d" />
          <rect x="34" y="38" width="20" height="20" rx="4" fill="#3b4a6b" transform="rotate(12 44 48)" />
          <Pips at={[[44, 48]]} fill={BONE} />
        </>
      );
  }
}

export function GameIcon({ path, picture }: { path: string; picture?: ReactNode }) {
  return (
    <svg className="game-card__icon" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      {picture ?? icon(path)}
    </svg>
  );
}
