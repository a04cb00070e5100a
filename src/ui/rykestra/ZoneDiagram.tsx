// The rules page's picture of a capture zone: a die's kite seen from above, the two lines from
// its top point through its bottom corners, and the shaded wedge they fence off out to the
// mat's edge, with one die inside it (taken) and one outside (safe). The wedge is drawn by the
// geometry module's own captureZone, so the picture and the rule cannot differ.
import { captureZone, type Kite, type ZoneReading } from "../../geometry/capture-zone";
import { MAT_BOUNDS } from "../../geometry/mat";
import type { TablePoint } from "../../geometry/types";

const CENTRE: TablePoint = { x: -6, z: 7 };
// A real D10's upward kite (from d10Kite) for a die whose zone opens to the north-east,
// drawn four times life size about its centre so the corners can be seen.
const SCALE = 4;
const grow = (p: TablePoint): TablePoint => ({ x: CENTRE.x + (p.x - CENTRE.x) * SCALE, z: CENTRE.z + (p.z - CENTRE.z) * SCALE });
const KITE: Kite = {
  top: grow({ x: -6.42, z: 7.42 }),
  left: grow({ x: -6.07, z: 6.4 }),
  right: grow({ x: -5.4, z: 7.07 }),
};
/** A die inside the zone and one outside it, for each reading. */
const PLACES: Readonly<Record<ZoneReading, { taken: TablePoint; safe: TablePoint }>> = {
  standard: { taken: { x: 5, z: -4 }, safe: { x: -9, z: -9 } },
  mirror: { taken: { x: -12, z: 12.5 }, safe: { x: 5, z: -4 } },
};

/** The diagram's data, for its test. */
export const DIAGRAM = { kite: KITE, places: PLACES } as const;

/** px per cm */
const S = 10;
const X = (p: TablePoint) => (p.x - MAT_BOUNDS.minX) * S;
const Y = (p: TablePoint) => (p.z - MAT_BOUNDS.minZ) * S;
const pts = (ps: readonly TablePoint[]) => ps.map((p) => `${X(p)},${Y(p)}`).join(" ");

function ray(from: TablePoint, through: TablePoint, length: number): TablePoint {
  const dx = through.x - from.x;
  const dz = through.z - from.z;
  const l = Math.hypot(dx, dz);
  return { x: from.x + (dx / l) * length, z: from.z + (dz / l) * length };
}

export function ZoneDiagram({ reading = "standard" }: { reading?: ZoneReading }) {
  const size = (MAT_BOUNDS.maxX - MAT_BOUNDS.minX) * S;
  const zone = captureZone(KITE, reading);
  const { taken: TAKEN, safe: SAFE } = PLACES[reading];
  const reach = reading === "standard" ? 60 : -60;
  const bottom = { x: CENTRE.x + (CENTRE.x - KITE.top.x) * 0.9, z: CENTRE.z + (CENTRE.z - KITE.top.z) * 0.9 };
  return (
    <figure className="ryk-diagram">
      <svg viewBox={`-12 -12 ${size + 24} ${size + 24}`} width="100%" role="img" aria-labelledby="ryk-diagram-caption">
        <defs>
          <clipPath id="ryk-diagram-mat">
            <rect x="0" y="0" width={size} height={size} />
          </clipPath>
        </defs>
        <rect x="0" y="0" width={size} height={size} rx="4" className="ryk-diagram__mat" />
        <line x1={size / 2} y1="0" x2={size / 2} y2={size} className="ryk-diagram__divide" />
        <line x1="0" y1={size / 2} x2={size} y2={size / 2} className="ryk-diagram__divide" />
        <polygon points={pts(zone)} className="ryk-diagram__zone" />
        <g clipPath="url(#ryk-diagram-mat)">
          {[KITE.left, KITE.right].map((corner, i) => {
            const end = ray(KITE.top, corner, reach);
            const start = reading === "standard" ? KITE.top : ray(KITE.top, corner, 60);
            return <line key={i} x1={X(start)} y1={Y(start)} x2={X(end)} y2={Y(end)} className="ryk-diagram__ray" />;
          })}
        </g>
        <polygon points={pts([KITE.top, KITE.left, bottom, KITE.right])} className="ryk-diagram__kite" />
        <circle cx={X(KITE.top)} cy={Y(KITE.top)} r="3.5" className="ryk-diagram__point" />
        <circle cx={X(KITE.left)} cy={Y(KITE.left)} r="3.5" className="ryk-diagram__point" />
        <circle cx={X(KITE.right)} cy={Y(KITE.right)} r="3.5" className="ryk-diagram__point" />
        <text x={X(KITE.top) - 8} y={Y(KITE.top) + 22} textAnchor="end" className="ryk-diagram__text ryk-diagram__text--small">
          top point
        </text>
        <text x={X(KITE.right) + 8} y={Y(KITE.right) + 4} className="ryk-diagram__text ryk-diagram__text--small">
          bottom corners
        </text>
        <circle cx={X(TAKEN)} cy={Y(TAKEN)} r="8" className="ryk-diagram__target" />
        <text x={X(TAKEN)} y={Y(TAKEN) - 14} textAnchor="middle" className="ryk-diagram__text">
          in the zone
        </text>
        <circle cx={X(SAFE)} cy={Y(SAFE)} r="8" className="ryk-diagram__safe" />
        <text x={X(SAFE)} y={Y(SAFE) - 14} textAnchor="middle" className="ryk-diagram__text">
          safe
        </text>
      </svg>
      <figcaption id="ryk-diagram-caption">
        {reading === "standard"
          ? "A die seen from above (drawn large). Its top face is a kite. Lines from the top point through the two bottom corners fence off the shaded wedge: it starts at the bottom corners and runs to the mat's edge. An opponent's die whose centre lies in it is taken if it is worth no more."
          : "The mirror reading: the same two lines, crossed at the top point, with the wedge opening beyond it."}
      </figcaption>
    </figure>
  );
}
