// Draws every die of a table controller. Poses are copied from the controller into the
// meshes inside useFrame: no React state changes per frame.
import { useMemo, useRef } from "react";
import { useFrame } from "@react-three/fiber";
import { useStore } from "zustand";
import type { Mesh } from "three";
import type { TableController } from "../../table/table-controller";
import type { DieSpec } from "../../table/table-types";
import { dieGeometry, dieMaterial, inkFor } from "./die-assets";

const q = { x: 0, y: 0, z: 0, w: 1 };

/** Meshes by die id, shared with the pointer input (raycasts, screen positions). */
export type DieMeshRegistry = Map<string, Mesh>;

function DieMesh({ spec, registry }: { spec: DieSpec; registry: DieMeshRegistry }) {
  const geometry = useMemo(() => dieGeometry(spec.kind), [spec.kind]);
  const material = useMemo(
    () => dieMaterial(spec.kind, { body: spec.colour, ink: spec.ink ?? inkFor(spec.colour) }),
    [spec.kind, spec.colour, spec.ink],
  );
  return (
    <mesh
      ref={(m) => {
        if (m) registry.set(spec.id, m);
        else registry.delete(spec.id);
      }}
      geometry={geometry}
      material={material}
      castShadow
      receiveShadow
      visible={false}
      userData={{ dieId: spec.id }}
    />
  );
}

export function DiceMeshes({ controller, registry }: { controller: TableController; registry: DieMeshRegistry }) {
  const dice = useStore(controller.store, (s) => s.dice);
  const ids = useRef<string[]>([]);
  ids.current = dice.map((d) => d.id);

  useFrame(() => {
    const list = ids.current;
    for (let i = 0; i < list.length; i++) {
      const mesh = registry.get(list[i]);
      if (!mesh) continue;
      mesh.visible = controller.readPose(list[i], mesh.position, q);
      mesh.quaternion.set(q.x, q.y, q.z, q.w);
    }
  });

  return (
    <group>
      {dice.map((d) => (
        <DieMesh key={d.id} spec={d} registry={registry} />
      ))}
    </group>
  );
}
