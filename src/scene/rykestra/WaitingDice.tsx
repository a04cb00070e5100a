// Dice waiting in players' hands, drawn lying on the table in front of each seat. They are
// pictures, not bodies: nothing on the mat can touch them. (The thrower's own hand is drawn
// by the table controller, raised, ready to throw.)
import { useMemo } from "react";
import { dieGeometry, dieMaterial, inkFor } from "../dice/die-assets";
import { poseShowing } from "../../table/rest-pose";
import { seatOutward, seatRestPoint } from "../../table/rykestra-seats";

export interface WaitingDie {
  readonly id: string;
  readonly seat: number;
  readonly colour: string;
  readonly ink?: string;
}

function Waiting({ die, seats, index, count }: { die: WaitingDie; seats: number; index: number; count: number }) {
  const [x, , z] = seatRestPoint(die.seat, seats, index, count);
  const out = seatOutward(die.seat, seats);
  // Turned to face the mat; the face shown means nothing until the die is thrown.
  const pose = useMemo(() => poseShowing("d10", (index * 7) % 10, x, z, Math.atan2(-out.x, out.z)), [x, z, index, out.x, out.z]);
  const material = useMemo(() => dieMaterial("d10", { body: die.colour, ink: die.ink ?? inkFor(die.colour) }), [die.colour, die.ink]);
  return (
    <mesh
      geometry={dieGeometry("d10")}
      material={material}
      position={pose.position as [number, number, number]}
      quaternion={pose.quaternion as [number, number, number, number]}
      castShadow
    />
  );
}

export function WaitingDice({ dice, seats }: { dice: readonly WaitingDie[]; seats: number }) {
  const bySeat = new Map<number, WaitingDie[]>();
  for (const d of dice) bySeat.set(d.seat, [...(bySeat.get(d.seat) ?? []), d]);
  return (
    <group>
      {[...bySeat.values()].flatMap((list) => list.map((d, i) => <Waiting key={d.id} die={d} seats={seats} index={i} count={list.length} />))}
    </group>
  );
}
