// The coach's advice drawn on the felt, flat at the hand: the player's last flick as its drag
// arrow (orange, as the ghost replays it), the coach's (blue), and a white arrow from the point
// of the player's to the point of the coach's — where to drag instead. At the drag guide's own
// scale, magnified alike when both are short (coach-drag.ts drawnArrows). Drawn only, over the
// table, hidden while dice roll.
import { useEffect, useMemo } from "react";
import { useStore } from "zustand";
import { useShallow } from "zustand/react/shallow";
import { BufferGeometry, DoubleSide, Float32BufferAttribute } from "three";
import { MAT } from "../../../../geometry/table-layout";
import { usePracticeView } from "../practice-controls";
import { arrowThrow, dragArrow, drawnArrows, type Point } from "./coach-drag";
import type { DrillRun } from "./drill-run";

const Y = MAT.thickness + 0.05;

/** A flat arrow from `a` to `b` (cm on the felt): a shaft `width` wide and a head `head` long. */
function arrowGeometry(a: Point, b: Point, width: number, head: number): BufferGeometry | null {
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  const len = Math.hypot(dx, dz);
  if (len < 0.3) return null;
  const ux = dx / len;
  const uz = dz / len;
  // Across the arrow, half a width each way.
  const px = -uz;
  const pz = ux;
  const h = Math.min(head, len * 0.6);
  const nx = b.x - ux * h;
  const nz = b.z - uz * h;
  const w = width / 2;
  const hw = Math.max(width * 1.6, h * 0.55);
  const v = (x: number, z: number) => [x, Y, z];
  const quad = [v(a.x + px * w, a.z + pz * w), v(a.x - px * w, a.z - pz * w), v(nx - px * w, nz - pz * w), v(a.x + px * w, a.z + pz * w), v(nx - px * w, nz - pz * w), v(nx + px * w, nz + pz * w)];
  const tri = [v(nx + px * hw, nz + pz * hw), v(nx - px * hw, nz - pz * hw), v(b.x, b.z)];
  const g = new BufferGeometry();
  g.setAttribute("position", new Float32BufferAttribute([...quad, ...tri].flat(), 3));
  return g;
}

function FlatArrow({ from, to, width, head, colour, opacity }: { from: Point; to: Point; width: number; head: number; colour: string; opacity: number }) {
  const geometry = useMemo(() => arrowGeometry(from, to, width, head), [from, to, width, head]);
  useEffect(() => () => geometry?.dispose(), [geometry]);
  if (!geometry) return null;
  return (
    <mesh geometry={geometry} renderOrder={11}>
      <meshBasicMaterial color={colour} transparent opacity={opacity} depthTest={false} depthWrite={false} side={DoubleSide} />
    </mesh>
  );
}

export function CoachArrows({ run }: { run: DrillRun }) {
  const { coach, phase, throwIndex } = useStore(run.store, useShallow(({ coach, phase, throwIndex }) => ({ coach, phase, throwIndex })));
  const { mode } = usePracticeView(run.practice);
  const { thrower, seats } = run.drill.position;
  const arrows = useMemo(() => {
    if (coach.kind !== "ready") return null;
    const k = arrowThrow(phase, throwIndex, run.drill.throws);
    const mine = coach.flicks[k];
    const theirs = coach.advice.coachFlicks[k];
    return mine && theirs ? drawnArrows(dragArrow(mine, thrower, seats), dragArrow(theirs, thrower, seats)) : null;
  }, [coach, phase, throwIndex, run.drill.throws, thrower, seats]);
  if (!arrows || mode === "rolling") return null;
  return (
    <group name="coach-arrows">
      <FlatArrow from={arrows.player.start} to={arrows.player.tip} width={0.6} head={1.8} colour="#f0a040" opacity={0.85} />
      <FlatArrow from={arrows.coach.start} to={arrows.coach.tip} width={0.6} head={1.8} colour="#6aa7e8" opacity={0.95} />
      <FlatArrow from={arrows.player.tip} to={arrows.coach.tip} width={0.3} head={1.2} colour="#ffffff" opacity={0.95} />
    </group>
  );
}
