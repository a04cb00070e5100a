// Captured dice being lifted off the mat: each rises and fades over LIFT_SECONDS from where
// it lay, while its points float up above it in the capturer's colour.
import { useEffect, useMemo, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import type { Mesh, MeshStandardMaterial } from "three";
import type { Pose } from "../../physics";
import { dieGeometry, dieMaterial, inkFor } from "../dice/die-assets";
import { MatLabels, type LabelSpec } from "./MatLabels";

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

  return <mesh ref={mesh} geometry={dieGeometry("d10")} material={material} position={[x, y, z]} quaternion={die.pose.quaternion as [number, number, number, number]} />;
}

/** Each lifted die's points, over where it lay, for a MatLabels set. */
export function liftedLabels(dice: readonly LiftedDie[]): LabelSpec[] {
  return dice.map((d) => {
    const [x, y, z] = d.pose.position;
    return { key: `points-${d.id}`, at: [x, y + 1.5, z], owner: { x, z }, colour: d.pointsColour, tone: "points", text: d.points, rise: d.instant ? 0 : 2 };
  });
}

/** `labelled={false}`: the caller draws liftedLabels itself, among its other labels. */
export function LiftedDice({ dice, labelled = true }: { dice: readonly LiftedDie[]; labelled?: boolean }) {
  return (
    <group>
      {dice.map((d) => (
        <Lifting key={d.id} die={d} />
      ))}
      {labelled && dice.length > 0 && <MatLabels labels={liftedLabels(dice)} />}
    </group>
  );
}
