// The coach's ghost: two translucent dice flying the paths the coach's worker recorded — the
// player's first flick replayed (orange) and the coach's own throw (blue) — over the live table.
// Drawn only: they collide with nothing here, and the table, its dice and the log are untouched.
import { useEffect, useMemo, useRef } from "react";
import { useFrame } from "@react-three/fiber";
import { useStore } from "zustand";
import { MeshStandardMaterial, type Mesh } from "three";
import { dieGeometry } from "../../../../scene/dice/die-assets";
import type { GhostFrame } from "../../../../training/ghost-path";
import type { DrillRun } from "./drill-run";

/** Path frames a second (ghost-path.ts: every 8 steps of 1/240 s). */
const FPS = 30;

function Ghost({ path, colour, start }: { path: readonly GhostFrame[]; colour: string; start: { t: number | null } }) {
  const mesh = useRef<Mesh>(null);
  const geometry = useMemo(() => dieGeometry("d10"), []);
  const material = useMemo(() => new MeshStandardMaterial({ color: colour, transparent: true, opacity: 0.5, depthWrite: false, emissive: colour, emissiveIntensity: 0.35 }), [colour]);
  useEffect(() => () => material.dispose(), [material]);
  useFrame(({ clock }) => {
    const m = mesh.current;
    if (!m || path.length === 0) return;
    start.t ??= clock.elapsedTime;
    const f = path[Math.min(path.length - 1, Math.floor((clock.elapsedTime - start.t) * FPS))];
    m.position.set(f[0], f[1], f[2]);
    m.quaternion.set(f[3], f[4], f[5], f[6]);
  });
  return <mesh ref={mesh} geometry={geometry} material={material} renderOrder={2} />;
}

export function GhostThrows({ run }: { run: DrillRun }) {
  const { coach, ghost } = useStore(run.store);
  // One clock for both dice, reset with each showing, so they leave the hand together.
  // A fresh clock for each showing.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `ghost` counts the showings: a new one starts a new clock
  const start = useMemo(() => ({ t: null as number | null }), [ghost]);
  if (ghost === 0 || coach.kind !== "ready") return null;
  return (
    <group key={ghost}>
      <Ghost path={coach.advice.paths.player} colour="#f0a040" start={start} />
      <Ghost path={coach.advice.paths.coach} colour="#6aa7e8" start={start} />
    </group>
  );
}
