// The marks of one capture: a line from the capturing die to the die it takes, and when
// equal dice contested the target, a ruler from each rival to it with both distances.
import { Line } from "@react-three/drei";
import type { TablePoint } from "../../geometry/types";
import { MatLabels, type LabelSpec } from "./MatLabels";
import { OVERLAY_Y, rulerTicks } from "./overlay-geometry";

const Y = OVERLAY_Y + 0.08;
const at = (p: TablePoint, y = Y): [number, number, number] => [p.x, y, p.z];

export function CaptureLine({ from, to, colour }: { from: TablePoint; to: TablePoint; colour: string }) {
  const len = Math.hypot(to.x - from.x, to.z - from.z) || 1;
  const ux = (to.x - from.x) / len;
  const uz = (to.z - from.z) / len;
  // Stop short of the target's centre and draw an arrow head there.
  const tip = { x: to.x - ux * 0.9, z: to.z - uz * 0.9 };
  const back = { x: tip.x - ux * 0.9, z: tip.z - uz * 0.9 };
  const head = [
    { x: back.x - uz * 0.55, z: back.z + ux * 0.55 },
    tip,
    { x: back.x + uz * 0.55, z: back.z - ux * 0.55 },
  ];
  return (
    <group>
      <Line points={[at(from, Y + 1), at(tip, Y + 1)]} color={colour} lineWidth={4} depthTest={false} renderOrder={5} />
      <Line points={head.map((p) => at(p, Y + 1))} color={colour} lineWidth={4} depthTest={false} renderOrder={5} />
    </group>
  );
}

export interface RulerRival {
  readonly centre: TablePoint;
  readonly colour: string;
  /** cm, centre to the target's centre */
  readonly distance: number;
  readonly winner: boolean;
}

/** Each rival's distance, beside its ruler's middle, off to one side so it hides neither end. */
export function rulerLabels(target: TablePoint, rivals: readonly RulerRival[]): LabelSpec[] {
  return rivals.map((r, i) => {
    const len = Math.hypot(target.x - r.centre.x, target.z - r.centre.z) || 1;
    const side = { x: -(target.z - r.centre.z) / len, z: (target.x - r.centre.x) / len };
    const mid = { x: (r.centre.x + target.x) / 2 + side.x * 1.6, z: (r.centre.z + target.z) / 2 + side.z * 1.6 };
    return { key: `ruler-${i}`, at: at(mid, Y + 1.5), colour: r.colour, tone: r.winner ? "strong" : "plain", text: `${r.distance.toFixed(1)} cm${r.winner ? " ✓" : ""}` };
  });
}

/** `labelled={false}`: the caller draws rulerLabels itself, among its other labels. */
export function DistanceRuler({ target, rivals, labelled = true }: { target: TablePoint; rivals: readonly RulerRival[]; labelled?: boolean }) {
  return (
    <group>
      {labelled && <MatLabels labels={rulerLabels(target, rivals)} dice={[target, ...rivals.map((r) => r.centre)]} />}
      {rivals.map((r, i) => {
        const ticks = rulerTicks(r.centre, target);
        return (
          <group key={i}>
            <Line points={[at(r.centre, Y + 0.6), at(target, Y + 0.6)]} color="#f2e9d8" lineWidth={r.winner ? 2.5 : 1.5} dashed={!r.winner} dashSize={0.5} gapSize={0.3} depthTest={false} />
            <Line
              points={ticks.flatMap(([a, b]) => [at(a, Y + 0.6), at(b, Y + 0.6)])}
              segments
              color="#f2e9d8"
              lineWidth={1}
              depthTest={false}
            />
          </group>
        );
      })}
    </group>
  );
}
