// This round's bonus sectors lit on the mat: a bright frame just inside each and its bonus
// written in it (or, on a void round, a dimmed mat saying so).
import { Line } from "@react-three/drei";
import { MAT_BOUNDS, SECTOR_CENTRES, sectorBounds, type SectorId } from "../../geometry/mat";
import { MatLabel } from "./MatLabel";
import { OVERLAY_Y } from "./overlay-geometry";

const INSET = 0.5;

export function BonusSectors({ sectors, bonus, voidRound = false }: { sectors: readonly SectorId[]; bonus: number; voidRound?: boolean }) {
  if (voidRound) {
    const { minX, maxX, minZ, maxZ } = MAT_BOUNDS;
    return (
      <group>
        <mesh rotation={[-Math.PI / 2, 0, 0]} position={[(minX + maxX) / 2, OVERLAY_Y, (minZ + maxZ) / 2]}>
          <planeGeometry args={[maxX - minX, maxZ - minZ]} />
          <meshBasicMaterial color="#000000" transparent opacity={0.25} depthWrite={false} />
        </mesh>
        <MatLabel at={[(minX + maxX) / 2, OVERLAY_Y + 0.5, minZ + 2]} tone="strong" text="Void round: −1 per capture" />
      </group>
    );
  }
  return (
    <group>
      {sectors.map((id) => {
        const b = sectorBounds(id);
        const y = OVERLAY_Y + 0.01;
        const corners: [number, number, number][] = [
          [b.minX + INSET, y, b.minZ + INSET],
          [b.maxX - INSET, y, b.minZ + INSET],
          [b.maxX - INSET, y, b.maxZ - INSET],
          [b.minX + INSET, y, b.maxZ - INSET],
          [b.minX + INSET, y, b.minZ + INSET],
        ];
        const c = SECTOR_CENTRES[id];
        return (
          <group key={id}>
            <mesh rotation={[-Math.PI / 2, 0, 0]} position={[c.x, OVERLAY_Y, c.z]}>
              <planeGeometry args={[b.maxX - b.minX - 2 * INSET, b.maxZ - b.minZ - 2 * INSET]} />
              <meshBasicMaterial color="#f0c060" transparent opacity={0.1} depthWrite={false} />
            </mesh>
            <Line points={corners} color="#f0c060" lineWidth={3} />
            <MatLabel at={[b.minX + 2.6, OVERLAY_Y + 0.4, b.minZ + 1.8]} tone="strong" text={`+${bonus}`} />
          </group>
        );
      })}
    </group>
  );
}
