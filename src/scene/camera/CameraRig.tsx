// The player's camera: orbits the table within limits (never under it, never too far), and
// glides — where it stands and where it looks — between the angled seat view and a
// straight-down view when `view` changes, and between framings when a game changes `framing`.
import { useEffect, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import { OrbitControls } from "@react-three/drei";
import { Vector3 } from "three";
import type { OrbitControls as OrbitControlsImpl } from "three-stdlib";
import type { TableLayoutName } from "../../table/hand-layout";
import { MAT_FRAMING } from "../rykestra/framing";
import type { CameraView, Framing, TableRect } from "./types";

export type { CameraView, Framing } from "./types";
import { MAT, TRAY } from "../../geometry/table-layout";
import { usePrefersReducedMotion } from "../reduced-motion";



/** The felt of each layout: the tray's inside, or the Rykestra mat. */
export const FELT: Record<TableLayoutName, TableRect> = {
  tray: { minX: -TRAY.width / 2, maxX: TRAY.width / 2, minZ: -TRAY.depth / 2, maxZ: TRAY.depth / 2 },
  rykestra: { minX: MAT.centre.x - MAT.size / 2, maxX: MAT.centre.x + MAT.size / 2, minZ: MAT.centre.z - MAT.size / 2, maxZ: MAT.centre.z + MAT.size / 2 },
};

/** Camera offsets from the target, in cm, framing each layout's play area. */
export const FRAMINGS: Record<TableLayoutName, Framing> = {
  tray: { target: [0, 0, -1], angled: [0, 46, 40], top: [0, 64, 0.01] },
  rykestra: MAT_FRAMING,
};

/** The vertical field of view every table camera uses, degrees. */
export const TABLE_FOV = 40;

/** How much further back than its framing the camera stands on a canvas this wide for its height. */
export function framingZoom(framing: Framing, aspect: number): number {
  // Portrait screens need to stand further back to see the whole width.
  return aspect < 0.9 ? (framing.narrowZoom ?? 1.55) : 1;
}

const GLIDE_SECONDS = 0.7;
const from = new Vector3();
const to = new Vector3();
const lookFrom = new Vector3();
const lookTo = new Vector3();

/** `framing` replaces the layout's own (a game with more on the table than its tray). */
export function CameraRig({ layout, view, framing: custom }: { layout: TableLayoutName; view: CameraView; framing?: Framing }) {
  const camera = useThree((s) => s.camera);
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  const invalidate = useThree((s) => s.invalidate);
  const controls = useRef<OrbitControlsImpl>(null);
  const glide = useRef({ t: 1, placed: false });
  const reduced = usePrefersReducedMotion();
  const framing = custom ?? FRAMINGS[layout];
  const zoom = framingZoom(framing, aspect);

  useEffect(() => {
    const offset = view === "top" ? framing.top : framing.angled;
    const orbit = controls.current;
    from.copy(camera.position);
    lookFrom.copy(orbit ? orbit.target : lookTo);
    lookTo.set(...(view === "top" ? (framing.topTarget ?? framing.target) : framing.target));
    to.set(offset[0] * zoom, offset[1] * zoom, offset[2] * zoom).add(lookTo);
    if (!glide.current.placed || reduced) {
      // First framing, or a player who asked for reduced motion: no glide, just stand there.
      glide.current.placed = true;
      camera.position.copy(to);
      orbit?.target.copy(lookTo);
      camera.lookAt(lookTo);
      orbit?.update();
    } else {
      glide.current.t = 0;
    }
    invalidate();
  }, [view, framing, zoom, camera, invalidate, reduced]);

  useFrame((_, delta) => {
    const g = glide.current;
    if (g.t >= 1) return;
    g.t = Math.min(1, g.t + delta / GLIDE_SECONDS);
    const e = g.t < 0.5 ? 2 * g.t * g.t : 1 - Math.pow(-2 * g.t + 2, 2) / 2;
    camera.position.lerpVectors(from, to, e);
    const orbit = controls.current;
    if (orbit) {
      orbit.target.lerpVectors(lookFrom, lookTo, e);
      camera.lookAt(orbit.target);
      orbit.update();
    } else {
      camera.lookAt(lookTo);
    }
    invalidate();
  });

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enablePan={false}
      enableDamping
      dampingFactor={0.12}
      minDistance={Math.min(20, 0.8 * Math.hypot(...(view === "top" ? framing.top : framing.angled))) * zoom}
      maxDistance={160}
      minPolarAngle={0}
      maxPolarAngle={1.22}
      rotateSpeed={0.6}
      zoomSpeed={0.8}
    />
  );
}
