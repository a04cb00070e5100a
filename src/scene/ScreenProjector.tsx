// Lets code outside the canvas (the test hook) ask where a die is drawn on the page.
import { useEffect, type MutableRefObject } from "react";
import { useThree } from "@react-three/fiber";
import { Vector3 } from "three";
import type { DieMeshRegistry } from "./dice/DiceMeshes";

export type Projector = (id: string) => { x: number; y: number } | null;

const p = new Vector3();

export function ScreenProjector({ registry, projector }: { registry: DieMeshRegistry; projector: MutableRefObject<Projector> }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    projector.current = (id) => {
      const mesh = registry.get(id);
      if (!mesh || !mesh.visible) return null;
      const r = gl.domElement.getBoundingClientRect();
      p.copy(mesh.position).project(camera);
      return { x: r.left + ((p.x + 1) / 2) * r.width, y: r.top + ((1 - p.y) / 2) * r.height };
    };
    return () => {
      projector.current = () => null;
    };
  }, [registry, camera, gl, projector]);
  return null;
}
