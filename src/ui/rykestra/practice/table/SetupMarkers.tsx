// The chosen set-up die's marks on the mat: a ring round it and the brass handle that turns
// it, joined by a line the way its kite points. They follow a drag every frame (from the
// shared drag state) and turn red while the drop would land on another die.
import { useRef } from "react";
import { useFrame } from "@react-three/fiber";
import { Color, type Group, type Mesh, type MeshBasicMaterial } from "three";
import type { PracticeDie } from "../../../../games/rykestra/practice";
import { HANDLE_REACH, MARK_Y, type DragState } from "./drag-state";

const OK = new Color("#f0c060");
const BAD = new Color("#e0735f");
const RAD = Math.PI / 180;

export function SetupMarkers({ die, index, drag }: { die: PracticeDie; index: number; drag: DragState }) {
  const group = useRef<Group>(null);
  const ring = useRef<Mesh>(null);
  const arm = useRef<Group>(null);

  useFrame(() => {
    const g = group.current;
    if (!g) return;
    const shown = drag.die !== null && drag.index === index ? drag.die : die;
    g.position.set(shown.x, MARK_Y, shown.z);
    // The arm is drawn along −z and turned to the heading (a turn by a about +y changes a heading by −a).
    arm.current?.rotation.set(0, -shown.heading * RAD, 0);
    const colour = drag.die !== null && !drag.valid ? BAD : OK;
    g.traverse((o) => {
      const m = (o as Mesh).material as MeshBasicMaterial | undefined;
      if (m && "color" in m) m.color.copy(colour);
    });
  });

  return (
    <group ref={group}>
      <mesh ref={ring} rotation={[-Math.PI / 2, 0, 0]} renderOrder={6}>
        <ringGeometry args={[1.05, 1.3, 48]} />
        <meshBasicMaterial color={OK} transparent opacity={0.95} depthWrite={false} />
      </mesh>
      <group ref={arm}>
        <mesh position={[0, 0.01, -(1.3 + HANDLE_REACH) / 2]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={6}>
          <planeGeometry args={[0.14, HANDLE_REACH - 1.3]} />
          <meshBasicMaterial color={OK} transparent opacity={0.9} depthWrite={false} />
        </mesh>
        <mesh position={[0, 0.25, -HANDLE_REACH]} renderOrder={6}>
          <sphereGeometry args={[0.38, 20, 14]} />
          <meshBasicMaterial color={OK} />
        </mesh>
      </group>
    </group>
  );
}
