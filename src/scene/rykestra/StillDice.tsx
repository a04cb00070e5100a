// Dice drawn where they lay, as pictures rather than bodies: the mat of a scored round while
// its captures are replayed (the game has already taken the dice back into hand).
import { useMemo } from "react";
import type { DieKind } from "../../geometry/types";
import type { Pose } from "../../physics";
import { dieGeometry, dieMaterial, inkFor } from "../dice/die-assets";

export interface StillDie {
  readonly id: string;
  readonly kind: DieKind;
  readonly pose: Pose;
  readonly colour: string;
  readonly ink?: string;
}

function Still({ die }: { die: StillDie }) {
  const material = useMemo(() => dieMaterial(die.kind, { body: die.colour, ink: die.ink ?? inkFor(die.colour) }), [die.kind, die.colour, die.ink]);
  return (
    <mesh
      geometry={dieGeometry(die.kind)}
      material={material}
      position={die.pose.position as [number, number, number]}
      quaternion={die.pose.quaternion as [number, number, number, number]}
      castShadow
      receiveShadow
    />
  );
}

export function StillDice({ dice }: { dice: readonly StillDie[] }) {
  return (
    <group>
      {dice.map((d) => (
        <Still key={d.id} die={d} />
      ))}
    </group>
  );
}
