// Flat glowing rings on the table under chosen dice (kept, selected, highlighted), following
// each die's drawn pose every frame without React state.
import { useRef } from "react";
import { useFrame } from "@react-three/fiber";
import type { Mesh } from "three";
import type { TableController } from "../../table/table-controller";

export interface DieMark {
  readonly id: string;
  readonly colour: string;
}

const pos = { x: 0, y: 0, z: 0 };
const quat = { x: 0, y: 0, z: 0, w: 1 };

function Ring({ controller, mark }: { controller: TableController; mark: DieMark }) {
  const ref = useRef<Mesh>(null);
  useFrame(() => {
    const m = ref.current;
    if (!m) return;
    const drawn = controller.readPose(mark.id, pos, quat);
    // Dice in hand float above the tray: a ring on the felt would point at nothing.
    m.visible = drawn && pos.y < 1.5;
    m.position.set(pos.x, 0.04, pos.z);
  });
  return (
    <mesh ref={ref} rotation={[-Math.PI / 2, 0, 0]} renderOrder={5}>
      <ringGeometry args={[1.25, 1.6, 40]} />
      <meshBasicMaterial color={mark.colour} transparent opacity={0.9} depthWrite={false} />
    </mesh>
  );
}

export function SelectionRings({ controller, marks }: { controller: TableController; marks: readonly DieMark[] }) {
  return (
    <group>
      {marks.map((m) => (
        <Ring key={`${m.id}:${m.colour}`} controller={controller} mark={m} />
      ))}
    </group>
  );
}
