// Lets code outside the canvas (the test hook) ask where a die is drawn on the page.
import { useEffect, type MutableRefObject } from "react";
import { useThree } from "@react-three/fiber";
import { Vector3 } from "three";
import type { DieMeshRegistry } from "./dice/DiceMeshes";

export type Projector = (id: string) => { x: number; y: number } | null;
/** Where a world point (cm) is drawn, in page CSS px; null behind the camera. */
export type PointProjector = (x: number, y: number, z: number) => { x: number; y: number } | null;

const p = new Vector3();

export function ScreenProjector({
  registry,
  projector,
  pointProjector,
}: {
  registry: DieMeshRegistry;
  projector: MutableRefObject<Projector>;
  pointProjector: MutableRefObject<PointProjector>;
}) {
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
    pointProjector.current = (x, y, z) => {
      const r = gl.domElement.getBoundingClientRect();
      p.set(x, y, z).project(camera);
      if (p.z > 1) return null;
      return { x: r.left + ((p.x + 1) / 2) * r.width, y: r.top + ((1 - p.y) / 2) * r.height };
    };
    return () => {
      projector.current = () => null;
      pointProjector.current = () => null;
    };
  }, [registry, camera, gl, projector, pointProjector]);
  return null;
}
