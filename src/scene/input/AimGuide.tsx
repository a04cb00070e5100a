// The arrow on the felt: while dragging it shows where and how hard the die will go; while
// the keyboard aim has focus it shows the aim and power. Updated in useFrame from mutable state.
import { useEffect, useMemo, useRef } from "react";
import { useFrame } from "@react-three/fiber";
import { BufferGeometry, DoubleSide, Float32BufferAttribute, type Group, type Mesh } from "three";
import type { TableController } from "../../table/table-controller";
import { STILL_AFTER, type GestureState } from "./gesture";

const HEAD = 2.2;
const SHAFT_WIDTH = 0.7;
/** Drag arrow: cm of arrow per cm/s of flick. */
const DRAG_SCALE = 0.07;
const GUIDE_Y = 0.08;

function triangle(): BufferGeometry {
  const g = new BufferGeometry();
  // Points along −z (heading 0); base at z = 0.
  g.setAttribute("position", new Float32BufferAttribute([-HEAD / 2, 0, 0, HEAD / 2, 0, 0, 0, 0, -HEAD], 3));
  g.computeVertexNormals();
  return g;
}

function shaft(): BufferGeometry {
  const w = SHAFT_WIDTH / 2;
  const g = new BufferGeometry();
  // A unit-long strip from z = 0 to z = −1, scaled along z per frame.
  g.setAttribute("position", new Float32BufferAttribute([-w, 0, 0, w, 0, 0, w, 0, -1, -w, 0, 0, w, 0, -1, -w, 0, -1], 3));
  g.computeVertexNormals();
  return g;
}

export function AimGuide({ controller, gesture }: { controller: TableController; gesture: GestureState }) {
  const group = useRef<Group>(null);
  const shaftMesh = useRef<Mesh>(null);
  const headMesh = useRef<Mesh>(null);
  const geoms = useMemo(() => ({ head: triangle(), shaft: shaft() }), []);
  // The keyboard arrow changes only on discrete events: recompute it then, not per frame.
  const keys = useMemo(() => ({ visible: false, x: 0, z: 0, heading: 0, length: 0 }), []);
  useEffect(() => {
    const update = () => {
      const state = controller.state;
      const ids = controller.handToThrow();
      keys.visible = state.aimVisible && !state.locked && ids.length > 0;
      if (!keys.visible) return;
      // From the middle of the hand.
      const a = controller.handLayout.slot(0, ids.length).position;
      const b = controller.handLayout.slot(ids.length - 1, ids.length).position;
      keys.x = (a[0] + b[0]) / 2;
      keys.z = (a[2] + b[2]) / 2;
      keys.length = 4 + 16 * state.aim.power;
      keys.heading = state.aim.heading;
    };
    update();
    return controller.store.subscribe(update);
  }, [controller, keys]);

  useFrame(() => {
    const g = group.current;
    const s = shaftMesh.current;
    const h = headMesh.current;
    if (!g || !s || !h) return;
    let length = 0;
    let heading = 0;
    if (gesture.active) {
      const still = performance.now() / 1000 - gesture.t > STILL_AFTER;
      const speed = still ? 0 : Math.hypot(gesture.vx, gesture.vz);
      length = Math.min(22, speed * DRAG_SCALE);
      heading = Math.atan2(gesture.vx, -gesture.vz);
      g.position.set(gesture.x, GUIDE_Y, gesture.z);
    } else if (keys.visible) {
      length = keys.length;
      heading = keys.heading;
      g.position.set(keys.x, GUIDE_Y, keys.z);
    }
    g.visible = length > 1;
    if (!g.visible) return;
    g.rotation.set(0, -heading, 0);
    const shaftLength = Math.max(0.1, length - HEAD);
    s.scale.set(1, 1, shaftLength);
    h.position.set(0, 0, -shaftLength);
  });

  return (
    <group ref={group} visible={false} renderOrder={10}>
      <mesh ref={shaftMesh} geometry={geoms.shaft} renderOrder={10}>
        <meshBasicMaterial color="#f0c060" transparent opacity={0.85} depthTest={false} side={DoubleSide} />
      </mesh>
      <mesh ref={headMesh} geometry={geoms.head} renderOrder={10}>
        <meshBasicMaterial color="#f0c060" transparent opacity={0.95} depthTest={false} side={DoubleSide} />
      </mesh>
    </group>
  );
}
