// Warm room light with one soft-shadowed key light over the play area. The key light's shadow
// box is fitted to what the framing shows (shadow-fit), and glides with the camera when a
// game changes framing, so every die and chip in view casts its shadow.
import { useEffect, useMemo, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import type { DirectionalLight, PointLight } from "three";
import type { Framing } from "./camera/CameraRig";
import { fitShadowBox, KEY_LIGHT_OFFSET, type ShadowBox } from "./shadow-fit";
import type { RungLook } from "./quality";

const SIDES = ["left", "right", "top", "bottom"] as const;

function approach(from: ShadowBox, to: ShadowBox, k: number): ShadowBox {
  const mix = (a: number, b: number) => a + (b - a) * k;
  return {
    centre: { x: mix(from.centre.x, to.centre.x), z: mix(from.centre.z, to.centre.z) },
    left: mix(from.left, to.left),
    right: mix(from.right, to.right),
    top: mix(from.top, to.top),
    bottom: mix(from.bottom, to.bottom),
  };
}

function near(a: ShadowBox, b: ShadowBox): boolean {
  return Math.abs(a.centre.x - b.centre.x) < 0.05 && Math.abs(a.centre.z - b.centre.z) < 0.05 && SIDES.every((s) => Math.abs(a[s] - b[s]) < 0.05);
}

export function TableLights({ framing, look }: { framing: Framing; look: RungLook }) {
  const high = look.extraLights;
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  const invalidate = useThree((s) => s.invalidate);
  const key = useRef<DirectionalLight>(null);
  const lamp = useRef<PointLight>(null);
  const goal = useMemo(() => fitShadowBox(framing, aspect), [framing, aspect]);
  const shown = useRef<ShadowBox | null>(null);

  const place = (box: ShadowBox) => {
    const { x, z } = box.centre;
    const light = key.current;
    if (light) {
      light.position.set(x + KEY_LIGHT_OFFSET[0], KEY_LIGHT_OFFSET[1], z + KEY_LIGHT_OFFSET[2]);
      light.target.position.set(x, 0, z);
      light.target.updateMatrixWorld();
      const cam = light.shadow.camera;
      cam.left = box.left;
      cam.right = box.right;
      cam.top = box.top;
      cam.bottom = box.bottom;
      cam.near = 20;
      cam.far = 220;
      cam.updateProjectionMatrix();
    }
    lamp.current?.position.set(x, 60, z);
  };

  useEffect(() => {
    // The first framing is lit at once; later ones are glided to below.
    if (shown.current === null) {
      shown.current = goal;
      place(goal);
    }
    invalidate();
  }, [goal, invalidate]);

  // A shadow map is allocated once at its first size: drop it so a new size (a quality change) takes.
  useEffect(() => {
    const shadow = key.current?.shadow;
    if (shadow?.map) {
      shadow.map.dispose();
      shadow.map = null;
    }
    invalidate();
  }, [look.shadowMapSize, look.shadows, invalidate]);

  useFrame((_, delta) => {
    const from = shown.current;
    if (from === null || from === goal) return;
    const next = near(from, goal) ? goal : approach(from, goal, 1 - Math.exp(-delta * 5));
    shown.current = next;
    place(next);
    invalidate();
  });

  return (
    <>
      <hemisphereLight args={["#fff1dc", "#2a1a10", 0.55]} />
      <ambientLight intensity={0.18} color="#ffe6c4" />
      <directionalLight
        ref={key}
        intensity={high ? 2.3 : 2.9}
        color="#fff4e2"
        castShadow={look.shadows}
        shadow-mapSize-width={look.shadowMapSize}
        shadow-mapSize-height={look.shadowMapSize}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
        shadow-radius={3}
      />
      {high && (
        <>
          {/* A cool rim from the far side keeps the dice edges readable. */}
          <directionalLight position={[40, 40, -60]} intensity={0.45} color="#cfe0ff" />
          {/* A low warm pool of light over the play area, like a lamp above the table. */}
          <pointLight ref={lamp} intensity={1800} distance={160} decay={2} color="#ffd9a0" />
        </>
      )}
    </>
  );
}
