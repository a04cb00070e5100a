// A low wooden rack on the table top with one felt-lined pocket per slot; set-aside dice rest
// in the pockets on the table surface itself (the rack has no collider and needs none).
import { useMemo } from "react";
import { trimWood } from "../table/surface-textures";
import type { RackLayout } from "../../table/rack-layout";

const POCKET = 2.3;
const RIM = 0.35;
const HEIGHT = 0.5;

export function DiceRack({ layout, felt = "#1b3b2c" }: { layout: RackLayout; felt?: string }) {
  const wood = useMemo(trimWood, []);
  const xs = layout.slots.map((s) => s.x);
  const zs = layout.slots.map((s) => s.z);
  const minX = Math.min(...xs) - POCKET / 2 - RIM;
  const maxX = Math.max(...xs) + POCKET / 2 + RIM;
  const minZ = Math.min(...zs) - POCKET / 2 - RIM;
  const maxZ = Math.max(...zs) + POCKET / 2 + RIM;
  const cx = (minX + maxX) / 2;
  const cz = (minZ + maxZ) / 2;
  const w = maxX - minX;
  const d = maxZ - minZ;
  const rails: { pos: [number, number, number]; size: [number, number, number] }[] = [
    { pos: [cx, HEIGHT / 2, minZ + RIM / 2], size: [w, HEIGHT, RIM] },
    { pos: [cx, HEIGHT / 2, maxZ - RIM / 2], size: [w, HEIGHT, RIM] },
    { pos: [minX + RIM / 2, HEIGHT / 2, cz], size: [RIM, HEIGHT, d] },
    { pos: [maxX - RIM / 2, HEIGHT / 2, cz], size: [RIM, HEIGHT, d] },
  ];
  return (
    <group>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[cx, 0.015, cz]} receiveShadow>
        <planeGeometry args={[w, d]} />
        <meshStandardMaterial color={felt} roughness={1} />
      </mesh>
      {rails.map((r, i) => (
        <mesh key={i} position={r.pos} castShadow receiveShadow>
          <boxGeometry args={r.size} />
          <meshStandardMaterial map={wood.map} bumpMap={wood.bump} bumpScale={0.2} roughness={0.45} />
        </mesh>
      ))}
    </group>
  );
}
