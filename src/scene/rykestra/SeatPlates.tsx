// The players round the mat: a plate in each seat's colour on the table by their edge of the
// mat, with their name; the seat whose turn it is glows.
import { seatOutward, seatPlatePoint } from "../../table/rykestra-seats";
import { MatLabel } from "./MatLabel";

export interface SeatView {
  readonly name: string;
  readonly colour: string;
}

export function SeatPlates({ seats, active }: { seats: readonly SeatView[]; active: number | null }) {
  return (
    <group>
      {seats.map((s, i) => {
        const [x, , z] = seatPlatePoint(i, seats.length);
        const out = seatOutward(i, seats.length);
        // The plate lies across the seat's line of sight to the mat.
        const yaw = Math.atan2(out.x, out.z);
        const on = active === i;
        return (
          <group key={i}>
            <mesh position={[x, 0.08, z]} rotation={[0, yaw, 0]} receiveShadow>
              <boxGeometry args={[9, 0.16, 3]} />
              <meshStandardMaterial color={s.colour} roughness={0.5} emissive={s.colour} emissiveIntensity={on ? 0.55 : 0.05} />
            </mesh>
            <MatLabel at={[x, 1.2, z]} colour={s.colour} tone={on ? "strong" : "plain"} text={s.name} />
          </group>
        );
      })}
    </group>
  );
}
