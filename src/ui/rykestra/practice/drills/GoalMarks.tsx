// What a drill's goal marks on the mat: the circle a landing drill asks for, the spot a carreau's
// target lay on, the sector a die must leave. Drawn by the drill's own table and by a replay of a
// daily challenge's attempt (the log holds the dice, not the goal).
import { sectorBounds } from "../../../../geometry/mat";
import { MAT } from "../../../../geometry/table-layout";
import { practiceDieIds } from "../../../../games/rykestra/practice";
import type { Drill } from "../../../../games/rykestra/practice/drills";

const LIFT = MAT.thickness + 0.02;

function Circle({ x, z, r, colour }: { x: number; z: number; r: number; colour: string }) {
  return (
    <group position={[x, LIFT, z]} rotation={[-Math.PI / 2, 0, 0]}>
      <mesh>
        <ringGeometry args={[Math.max(0, r - 0.25), r, 64]} />
        <meshBasicMaterial color={colour} transparent opacity={0.9} depthWrite={false} />
      </mesh>
      <mesh>
        <circleGeometry args={[r - 0.25, 64]} />
        <meshBasicMaterial color={colour} transparent opacity={0.14} depthWrite={false} />
      </mesh>
    </group>
  );
}

function SectorShade({ drill }: { drill: Drill }) {
  if (drill.goal.kind !== "clear-sector") return null;
  const b = sectorBounds(drill.goal.sector);
  return (
    <mesh position={[(b.minX + b.maxX) / 2, LIFT, (b.minZ + b.maxZ) / 2]} rotation={[-Math.PI / 2, 0, 0]}>
      <planeGeometry args={[b.maxX - b.minX, b.maxZ - b.minZ]} />
      <meshBasicMaterial color="#ffe066" transparent opacity={0.22} depthWrite={false} />
    </mesh>
  );
}

/** Where the carreau's target lay: the thrown die must stop inside. */
function CarreauSpot({ drill }: { drill: Drill }) {
  if (drill.goal.kind !== "carreau") return null;
  const spot = drill.position.dice[practiceDieIds(drill.position).indexOf(drill.goal.target)];
  return spot ? <Circle x={spot.x} z={spot.z} r={drill.goal.within} colour="#ffe066" /> : null;
}

export function GoalMarks({ drill }: { drill: Drill }) {
  const g = drill.goal;
  return (
    <>
      {g.kind === "land-in" && <Circle {...g.area} colour="#ffe066" />}
      {g.kind === "carreau" && <CarreauSpot drill={drill} />}
      <SectorShade drill={drill} />
    </>
  );
}
