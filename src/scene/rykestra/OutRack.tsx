// The rack beside the mat where dice out of play for the round are set down (by the game,
// with the table controller's placeDie, at outRackPoint slots).
import { DiceRack } from "../turns/DiceRack";
import { MatLabel } from "./MatLabel";
import { OUT_RACK, outRackPoint } from "../../table/rykestra-seats";

export function OutRack({ capacity, count }: { capacity: number; count: number }) {
  const slots = Array.from({ length: capacity }, (_, i) => {
    const [x, , z] = outRackPoint(i);
    return { x, z };
  });
  return (
    <group>
      <DiceRack layout={{ slots, heading: 0 }} felt="#4a3628" />
      {/* Above the rack, towards the mat: the rows below run to the frame's edge. */}
      <MatLabel at={[OUT_RACK.x + ((Math.min(capacity, OUT_RACK.perRow) - 1) * OUT_RACK.spacing) / 2, 0.5, OUT_RACK.z - 2.2]} text={count === 0 ? "Out of play: none" : `Out of play: ${count}`} />
    </group>
  );
}
