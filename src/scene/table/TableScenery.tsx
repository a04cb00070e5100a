// The static things on the table, drawn from table-layout.ts so they sit exactly where the
// physics colliders are: the wooden top, the felt tray with walls, the raised Rykestra mat
// and its side tray.
import { useMemo } from "react";
import { Color, RepeatWrapping, type Texture } from "three";
import { MAT, SIDE_TRAY, TABLE, TRAY } from "../../geometry/table-layout";
import { feltTexture, tableWood, trimWood, type WoodScale } from "./surface-textures";

export type TableLayoutName = "tray" | "rykestra";

const FELT_GREEN = new Color("#2d6e50");
const TABLE_THICKNESS = 5;

function TableTop({ woodDetail }: { woodDetail: WoodScale }) {
  const wood = useMemo(() => tableWood(woodDetail), [woodDetail]);
  return (
    <group>
      <mesh position={[0, -TABLE_THICKNESS / 2, 0]} receiveShadow>
        <boxGeometry args={[TABLE.width, TABLE_THICKNESS, TABLE.depth]} />
        <meshStandardMaterial attach="material-0" color="#2c1a0e" roughness={0.6} />
        <meshStandardMaterial attach="material-1" color="#2c1a0e" roughness={0.6} />
        <meshStandardMaterial attach="material-2" map={wood.map} bumpMap={wood.bump} bumpScale={0.6} roughness={0.55} metalness={0} />
        <meshStandardMaterial attach="material-3" color="#1d1109" />
        <meshStandardMaterial attach="material-4" color="#2c1a0e" roughness={0.6} />
        <meshStandardMaterial attach="material-5" color="#2c1a0e" roughness={0.6} />
      </mesh>
      {/* The floor far below, so the table does not float in a void. */}
      <mesh position={[0, -75, 0]} rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[800, 800]} />
        <meshStandardMaterial color="#0d0906" roughness={1} />
      </mesh>
    </group>
  );
}

function useFelt(repeatX: number, repeatZ: number): Texture {
  return useMemo(() => {
    const t = feltTexture().clone();
    t.wrapS = RepeatWrapping;
    t.wrapT = RepeatWrapping;
    t.repeat.set(repeatX, repeatZ);
    t.needsUpdate = true;
    return t;
  }, [repeatX, repeatZ]);
}

/** Four walls standing outside an inner rectangle, from the table top to `height`. */
function Walls({ cx, cz, width, depth, height, thickness }: { cx: number; cz: number; width: number; depth: number; height: number; thickness: number }) {
  const trim = useMemo(trimWood, []);
  const long = width + 2 * thickness;
  const rails: { pos: [number, number, number]; size: [number, number, number] }[] = [
    { pos: [cx, height / 2, cz - depth / 2 - thickness / 2], size: [long, height, thickness] },
    { pos: [cx, height / 2, cz + depth / 2 + thickness / 2], size: [long, height, thickness] },
    { pos: [cx - width / 2 - thickness / 2, height / 2, cz], size: [thickness, height, depth] },
    { pos: [cx + width / 2 + thickness / 2, height / 2, cz], size: [thickness, height, depth] },
  ];
  return (
    <group>
      {rails.map((r, i) => (
        <mesh key={i} position={r.pos} castShadow receiveShadow>
          <boxGeometry args={r.size} />
          <meshStandardMaterial map={trim.map} bumpMap={trim.bump} bumpScale={0.3} roughness={0.42} metalness={0.05} />
        </mesh>
      ))}
    </group>
  );
}

function Tray() {
  const felt = useFelt(TRAY.width / 12, TRAY.depth / 12);
  return (
    <group>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.01, 0]} receiveShadow>
        <planeGeometry args={[TRAY.width, TRAY.depth]} />
        <meshStandardMaterial map={felt} color={FELT_GREEN} roughness={1} metalness={0} />
      </mesh>
      <Walls cx={0} cz={0} width={TRAY.width} depth={TRAY.depth} height={TRAY.wallHeight} thickness={TRAY.wallThickness} />
    </group>
  );
}

/**
 * The raised felt mat. `surface` (a texture a game paints: sectors, numerals) replaces the
 * plain felt on its top face.
 */
function Mat({ surface }: { surface?: Texture | null }) {
  const felt = useFelt(MAT.size / 12, MAT.size / 12);
  return (
    <mesh position={[MAT.centre.x, MAT.thickness / 2, MAT.centre.z]} castShadow receiveShadow>
      <boxGeometry args={[MAT.size, MAT.thickness, MAT.size]} />
      <meshStandardMaterial attach="material-0" color="#1f4d38" roughness={1} />
      <meshStandardMaterial attach="material-1" color="#1f4d38" roughness={1} />
      <meshStandardMaterial attach="material-2" map={surface ?? felt} color={surface ? "#ffffff" : FELT_GREEN} roughness={1} />
      <meshStandardMaterial attach="material-3" color="#1f4d38" roughness={1} />
      <meshStandardMaterial attach="material-4" color="#1f4d38" roughness={1} />
      <meshStandardMaterial attach="material-5" color="#1f4d38" roughness={1} />
    </mesh>
  );
}

function SideTray() {
  const felt = useFelt(SIDE_TRAY.width / 12, SIDE_TRAY.depth / 12);
  const s = SIDE_TRAY;
  return (
    <group>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[s.centre.x, 0.01, s.centre.z]} receiveShadow>
        <planeGeometry args={[s.width, s.depth]} />
        <meshStandardMaterial map={felt} color="#6b2a25" roughness={1} />
      </mesh>
      <Walls cx={s.centre.x} cz={s.centre.z} width={s.width} depth={s.depth} height={s.wallHeight} thickness={s.wallThickness} />
    </group>
  );
}

/** `woodDetail`: the table top's wood at its designed size (1) or half of it (the low look's). */
export function TableScenery({ layout, matSurface, woodDetail = 1 }: { layout: TableLayoutName; matSurface?: Texture | null; woodDetail?: WoodScale }) {
  return (
    <group>
      <TableTop woodDetail={woodDetail} />
      {layout === "tray" ? (
        <Tray />
      ) : (
        <>
          <Mat surface={matSurface} />
          <SideTray />
        </>
      )}
    </group>
  );
}
