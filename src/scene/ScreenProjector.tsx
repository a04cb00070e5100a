// Publishes the test hook with a projector from die ids to page coordinates.
import { useEffect } from "react";
import { useThree } from "@react-three/fiber";
import { Vector3 } from "three";
import type { TableController } from "./table-controller";
import type { DieMeshRegistry } from "./dice/DiceMeshes";
import { installTestHook } from "./test-hook";

const p = new Vector3();

export function ScreenProjector({ controller, registry }: { controller: TableController; registry: DieMeshRegistry }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(
    () =>
      installTestHook(controller, (id) => {
        const mesh = registry.get(id);
        if (!mesh || !mesh.visible) return null;
        const r = gl.domElement.getBoundingClientRect();
        p.copy(mesh.position).project(camera);
        return { x: r.left + ((p.x + 1) / 2) * r.width, y: r.top + ((1 - p.y) / 2) * r.height };
      }),
    [controller, registry, camera, gl],
  );
  return null;
}
