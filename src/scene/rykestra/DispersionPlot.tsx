// A dispersion plot on the mat: a dot where each throw stopped (a ring for one that went off
// the mat, drawn on the table beside it), the mean as a cross, the 1σ ellipse solid and the 2σ
// ellipse dashed, and, for a throw aimed at a point, that point with a line to the mean (the
// bias). The maths is done by the caller (games/rykestra/practice/dispersion.ts); this draws.
import { Line } from "@react-three/drei";
import { useMemo } from "react";
import { scaled, spreadSettled, type Ellipse, type Spread, type Stop } from "../../games/rykestra/practice";
import { MAT } from "../../geometry/table-layout";
import type { TablePoint } from "../../geometry/types";
import { OVERLAY_Y } from "./overlay-geometry";

const Y = OVERLAY_Y + 0.06;
/** Off the mat the table top is about here (the mat stands 0.6 cm proud of it). */
const TABLE_Y = 0.06;
const at = (p: TablePoint, y = Y): [number, number, number] => [p.x, y, p.z];

function outline(centre: TablePoint, e: Ellipse, segments = 72): [number, number, number][] {
  const ux = e.axis.x;
  const uz = e.axis.z;
  return Array.from({ length: segments + 1 }, (_, i) => {
    const t = (i / segments) * 2 * Math.PI;
    const a = Math.cos(t) * e.major;
    const b = Math.sin(t) * e.minor;
    return at({ x: centre.x + a * ux - b * uz, z: centre.z + a * uz + b * ux }, Y + 0.02);
  });
}

type P3 = [number, number, number];

/** The stretches of an outline that lie on the mat: a wide spread's ring is drawn up to the mat's edge, never across the table. */
function onTheMat(points: readonly P3[]): P3[][] {
  const half = MAT.size / 2;
  const on = (p: P3) => Math.abs(p[0] - MAT.centre.x) <= half && Math.abs(p[2] - MAT.centre.z) <= half;
  const runs: P3[][] = [];
  let run: P3[] = [];
  for (const p of points) {
    if (on(p)) run.push(p);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) {
    // A closed ring cut once: its last stretch runs on into its first.
    if (runs.length > 0 && on(points[0])) runs[0] = [...run, ...runs[0]];
    else runs.push(run);
  }
  return runs.filter((r) => r.length >= 2);
}

export function DispersionPlot({ stops, spread, aim, colour = "#fff2a8" }: { stops: readonly Stop[]; spread: Spread | null; aim: TablePoint | null; colour?: string }) {
  const one = useMemo(() => (spreadSettled(spread) ? onTheMat(outline(spread.mean, spread.sigma)) : []), [spread]);
  const two = useMemo(() => (spreadSettled(spread) ? onTheMat(outline(spread.mean, scaled(spread.sigma, 2))) : []), [spread]);
  const m = spread?.mean;
  return (
    <group renderOrder={6}>
      {stops.map((s, i) => (
        <mesh key={i} position={at(s.at, s.offMat ? TABLE_Y : Y)} rotation={[-Math.PI / 2, 0, 0]} renderOrder={6}>
          {s.offMat ? <ringGeometry args={[0.22, 0.42, 20]} /> : <circleGeometry args={[0.34, 20]} />}
          <meshBasicMaterial color={colour} transparent opacity={0.9} depthTest={false} depthWrite={false} />
        </mesh>
      ))}
      {two.map((run, i) => (
        <Line key={`two${i}`} points={run} color={colour} lineWidth={2} dashed dashSize={0.6} gapSize={0.4} transparent opacity={0.8} depthTest={false} renderOrder={7} />
      ))}
      {one.map((run, i) => (
        <Line key={`one${i}`} points={run} color={colour} lineWidth={3} depthTest={false} renderOrder={7} />
      ))}
      {m && (
        <group>
          <Line points={[at({ x: m.x - 0.9, z: m.z }, Y + 0.04), at({ x: m.x + 0.9, z: m.z }, Y + 0.04)]} color="#ff4fd8" lineWidth={4} depthTest={false} renderOrder={8} />
          <Line points={[at({ x: m.x, z: m.z - 0.9 }, Y + 0.04), at({ x: m.x, z: m.z + 0.9 }, Y + 0.04)]} color="#ff4fd8" lineWidth={4} depthTest={false} renderOrder={8} />
        </group>
      )}
      {aim && (
        <group>
          <mesh position={at(aim, Y + 0.03)} rotation={[-Math.PI / 2, 0, 0]} renderOrder={8}>
            <ringGeometry args={[0.5, 0.7, 28]} />
            <meshBasicMaterial color="#ffffff" transparent opacity={0.95} depthTest={false} depthWrite={false} />
          </mesh>
          {m && <Line points={[at(aim, Y + 0.03), at(m, Y + 0.03)]} color="#ffffff" lineWidth={2} dashed dashSize={0.3} gapSize={0.25} depthTest={false} renderOrder={8} />}
        </group>
      )}
    </group>
  );
}
