// The close-up of the dice just thrown: on the mat a D10 is ~20 px across at the default view
// (15 on a phone), too small to read, so the last throw's dice that came to rest on the mat are
// drawn again over the table's corner, each as its kite seen from above at 64 px — the same
// shape, heading and number the rules read (the game state's own kite), in the owner's colour.
import type { RykestraState } from "../../games/rykestra/state";
import type { MatDie } from "../../games/rykestra/dice";
import type { PlayerSpec } from "../game-kit";

const SIZE = 64;

/** The kite's three corners in a SIZE × SIZE box, centred, north up, scaled to fill it. */
function kitePath(d: MatDie): { path: string; pole: [number, number] } {
  const pts = [d.kite.top, d.kite.left, d.kite.right];
  const c = d.centre;
  const reach = Math.max(...pts.map((p) => Math.hypot(p.x - c.x, p.z - c.z)));
  const k = (SIZE * 0.44) / reach;
  const at = (p: { x: number; z: number }): [number, number] => [SIZE / 2 + (p.x - c.x) * k, SIZE / 2 + (p.z - c.z) * k];
  const [t, l, r] = pts.map(at);
  // The kite's fourth corner: the top point mirrored through the bottom corners' middle, drawn short (a D10's face).
  const mid: [number, number] = [(l[0] + r[0]) / 2, (l[1] + r[1]) / 2];
  const b: [number, number] = [mid[0] + (mid[0] - t[0]) * 0.35, mid[1] + (mid[1] - t[1]) * 0.35];
  return { path: `M${t.join(" ")} L${l.join(" ")} L${b.join(" ")} L${r.join(" ")} Z`, pole: t };
}

export function LandedCloseUp({ game, seats }: { game: RykestraState; seats: readonly PlayerSpec[] }) {
  const last = game.lastThrow;
  if (!last) return null;
  const landed = last.thrown
    .map((id) => game.dice.find((d) => d.id === id)?.onMat)
    .filter((d): d is MatDie => d !== null && d !== undefined);
  if (landed.length === 0) return null;
  const name = seats[last.seat]?.name ?? `Seat ${last.seat + 1}`;
  return (
    <figure className="ryk-closeup" data-testid="landed-closeup" aria-label={`Close-up: ${name}'s die landed showing ${landed.map((d) => d.value).join(" and ")}`}>
      {landed.map((d) => {
        const { path, pole } = kitePath(d);
        const colour = seats[d.owner]?.colour;
        return (
          <svg key={d.id} className="ryk-closeup__die" viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden="true">
            <path d={path} fill={colour?.body ?? "#efe6d2"} stroke="#140e0a" strokeWidth="1.5" strokeLinejoin="round" />
            <circle cx={pole[0]} cy={pole[1]} r="2.6" fill={colour?.ink ?? "#140e0a"} />
            <text x={SIZE / 2} y={SIZE / 2 + 8} textAnchor="middle" className="ryk-closeup__value" fill={colour?.ink ?? "#140e0a"}>
              {d.value}
            </text>
          </svg>
        );
      })}
      <figcaption>
        {name}: {landed.map((d) => d.value).join(", ")}
      </figcaption>
    </figure>
  );
}
