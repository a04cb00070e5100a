// Captured dice being lifted off the mat: each rises and fades over LIFT_SECONDS from where
// it lay, while its points float up above it in the capturer's colour.
import { useEffect, useMemo, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import type { Mesh, MeshStandardMaterial } from "three";
import type { Pose } from "../../physics";
import { dieGeometry, dieMaterial, inkFor } from "../dice/die-assets";
import { MatLabel } from "./MatLabel";

export const LIFT_SECONDS = 0.9;
const RISE = 6;

export interface LiftedDie {
  readonly id: string;
  readonly pose: Pose;
  readonly colour: string;
  readonly ink?: string;
  /** "+9" */
  readonly points: string;
  readonly pointsColour: string;
  /** Skip the animation: the die is simply gone and the points shown. */
  readonly instant?: boolean;
}

function Lifting({ die }: { die: LiftedDie }) {
  const mesh = useRef<Mesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const started = useRef<number | null>(null);
  const material = useMemo(() => {
    const m = dieMaterial("d10", { body: die.colour, ink: die.ink ?? inkFor(die.colour) }).clone() as MeshStandardMaterial;
    m.transparent = true;
    return m;
  }, [die.colour, die.ink]);
  useEffect(() => () => material.dispose(), [material]);
  useEffect(() => invalidate(), [invalidate]);
  const [x, y, z] = die.pose.position;

  useFrame(({ clock }) => {
    const m = mesh.current;
    if (!m) return;
    if (started.current === null) started.current = clock.elapsedTime;
    const t = die.instant ? 1 : Math.min(1, (clock.elapsedTime - started.current) / LIFT_SECONDS);
    const e = 1 - (1 - t) * (1 - t);
    m.position.set(x, y + RISE * e, z);
    material.opacity = 1 - t;
    m.visible = t < 1;
    if (t < 1) invalidate();
  });

  return (
    <group>
      <mesh ref={mesh} geometry={dieGeometry("d10")} material={material} position={[x, y, z]} quaternion={die.pose.quaternion as [number, number, number, number]} />
      <MatLabel at={[x, y + 1.5, z]} colour={die.pointsColour} tone="points" text={die.points} rise={die.instant ? 0 : 2} />
    </group>
  );
}

export function LiftedDice({ dice }: { dice: readonly LiftedDie[] }) {
  return (
    <group>
      {dice.map((d) => (
        <Lifting key={d.id} die={d} />
      ))}
    </group>
  );
}
