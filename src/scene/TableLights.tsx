// Warm room light with one soft-shadowed key light over the play area.
import { useEffect, useRef } from "react";
import type { DirectionalLight } from "three";
import type { TableLayoutName } from "./hand-layout";
import { FRAMINGS } from "./CameraRig";
import type { RenderQuality } from "./webgl-support";

export function TableLights({ layout, quality }: { layout: TableLayoutName; quality: RenderQuality }) {
  const high = quality === "high";
  const key = useRef<DirectionalLight>(null);
  const [tx, , tz] = FRAMINGS[layout].target;
  const reach = layout === "tray" ? 34 : 58;

  useEffect(() => {
    const light = key.current;
    if (!light) return;
    light.target.position.set(tx, 0, tz);
    light.target.updateMatrixWorld();
    const cam = light.shadow.camera;
    cam.left = -reach;
    cam.right = reach;
    cam.top = reach;
    cam.bottom = -reach;
    cam.near = 20;
    cam.far = 220;
    cam.updateProjectionMatrix();
  }, [tx, tz, reach]);

  return (
    <>
      <hemisphereLight args={["#fff1dc", "#2a1a10", 0.55]} />
      <ambientLight intensity={0.18} color="#ffe6c4" />
      <directionalLight
        ref={key}
        position={[tx - 38, 90, tz + 34]}
        intensity={high ? 2.3 : 2.9}
        color="#fff4e2"
        castShadow
        shadow-mapSize-width={high ? 2048 : 1024}
        shadow-mapSize-height={high ? 2048 : 1024}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
        shadow-radius={3}
      />
      {high && (
        <>
          {/* A cool rim from the far side keeps the dice edges readable. */}
          <directionalLight position={[tx + 40, 40, tz - 60]} intensity={0.45} color="#cfe0ff" />
          {/* A low warm pool of light over the play area, like a lamp above the table. */}
          <pointLight position={[tx, 60, tz]} intensity={1800} distance={160} decay={2} color="#ffd9a0" />
        </>
      )}
    </>
  );
}
