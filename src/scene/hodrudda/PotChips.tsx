// The Hodrudda pot as real chips stacked on the wood beside the tray: one chip per chip in the
// pot, in stacks of ten. Scenery only: the physics never sees them.
import { useMemo } from "react";
import { CylinderGeometry, MeshStandardMaterial } from "three";
import { TRAY } from "../../geometry/table-layout";

const RADIUS = 1.9;
const THICKNESS = 0.34;
const PER_STACK = 10;
/** The first stack stands on the wood right of the tray, the rest behind it. */
const ORIGIN = { x: TRAY.width / 2 + TRAY.wallThickness + 3.2, z: -TRAY.depth / 2 + 7 };

const geometry = new CylinderGeometry(RADIUS, RADIUS, THICKNESS, 28);
const faces = [
  new MeshStandardMaterial({ color: "#b8322a", roughness: 0.45 }),
  new MeshStandardMaterial({ color: "#efe4cc", roughness: 0.45 }),
  new MeshStandardMaterial({ color: "#2f5d8a", roughness: 0.45 }),
];

export function PotChips({ count }: { count: number }) {
  const chips = useMemo(() => {
    const out: { key: number; pos: [number, number, number]; turn: number; face: number }[] = [];
    for (let i = 0; i < Math.min(count, 60); i++) {
      const stack = Math.floor(i / PER_STACK);
      const level = i % PER_STACK;
      // Stacks step back from the tray in a loose zigzag; each chip sits a little off true.
      const x = ORIGIN.x + (stack % 2) * (RADIUS * 2.2) + Math.sin(i * 2.3) * 0.12;
      const z = ORIGIN.z + Math.floor(stack / 2) * (RADIUS * 2.3) + Math.cos(i * 1.7) * 0.12;
      out.push({ key: i, pos: [x, THICKNESS * (level + 0.5), z], turn: i * 0.7, face: i % faces.length });
    }
    return out;
  }, [count]);
  return (
    <group name="pot-chips">
      {chips.map((c) => (
        <mesh key={c.key} geometry={geometry} material={faces[c.face]} position={c.pos} rotation={[0, c.turn, 0]} castShadow receiveShadow />
      ))}
    </group>
  );
}
