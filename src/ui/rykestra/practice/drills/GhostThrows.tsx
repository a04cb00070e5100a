// The coach's ghost: two translucent dice flying the paths the coach's worker recorded — the
// player's first flick replayed (orange) and the coach's own throw (blue) — with every set-up die
// each of them moves (fainter, in the same colour, from where it lay), over the live table,
// at the table's pace (the player's dice speed). The canvas renders on demand, so the replay asks
// for each next frame until both dice have landed. Drawn only: they collide with nothing here,
// and the table, its dice and the log are untouched.
import { useEffect, useMemo, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import { useStore } from "zustand";
import { useShallow } from "zustand/react/shallow";
import { MeshStandardMaterial, type Mesh } from "three";
import { dieGeometry } from "../../../../scene/dice/die-assets";
import { ghostTally } from "../../../../scene/ghost-tally";
import { SPEED_FACTOR, useSettings } from "../../../../store/settings-store";
import type { GhostFrame } from "../../../../training/ghost-path";
import type { DrillRun } from "./drill-run";

const PLAYER = "#f0a040";
const COACH = "#6aa7e8";

/** Path frames a second (ghost-path.ts: every 8 steps of 1/240 s). */
const FPS = 30;
/** The most replay time one drawn frame moves on, s: after an idle spell a frame's delta spans the gap. */
const MAX_FRAME_SECONDS = 0.1;

/** The replay's clock, seconds of the dice's own time since the showing began (null: not begun). */
interface Play {
  t: number | null;
}

function Ghost({ path, colour, play, slot, opacity = 0.5 }: { path: readonly GhostFrame[]; colour: string; play: Play; slot: number; opacity?: number }) {
  const mesh = useRef<Mesh>(null);
  const geometry = useMemo(() => dieGeometry("d10"), []);
  const material = useMemo(() => new MeshStandardMaterial({ color: colour, transparent: true, opacity, depthWrite: false, emissive: colour, emissiveIntensity: 0.35 }), [colour, opacity]);
  useEffect(() => () => material.dispose(), [material]);
  useFrame(() => {
    const m = mesh.current;
    if (!m || path.length === 0 || play.t === null) return;
    const f = path[Math.min(path.length - 1, Math.floor(play.t * FPS))];
    m.position.set(f[0], f[1], f[2]);
    m.quaternion.set(f[3], f[4], f[5], f[6]);
    ghostTally.at[slot] = [f[0], f[1], f[2]];
    if (slot === 0 && ghostTally.trail.length < 600) ghostTally.trail.push([f[0], f[1], f[2]]);
  });
  return <mesh ref={mesh} geometry={geometry} material={material} renderOrder={2} />;
}

export function GhostThrows({ run }: { run: DrillRun }) {
  const { coach, ghost } = useStore(run.store, useShallow(({ coach, ghost }) => ({ coach, ghost })));
  const invalidate = useThree((s) => s.invalidate);
  // One clock for both dice, fresh for each showing, so they leave the hand together.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `ghost` counts the showings: a new one starts a new clock
  const play = useMemo<Play>(() => ({ t: null }), [ghost]);
  const frames = coach.kind === "ready" ? Math.max(coach.advice.paths.player.length, coach.advice.paths.coach.length, ...[...coach.advice.moved.player, ...coach.advice.moved.coach].map((d) => d.frames.length)) : 0;
  useEffect(() => {
    ghostTally.frames = 0;
    ghostTally.at.length = 0;
    ghostTally.trail.length = 0;
    ghostTally.playing = ghost !== 0 && frames > 0;
    if (ghostTally.playing) invalidate();
    return () => {
      ghostTally.playing = false;
    };
  }, [ghost, frames, invalidate]);
  // Registered before the dice's own frame callbacks, so each frame moves the clock first. The
  // first frame draws the dice in the hand; each later one moves them on by its time.
  useFrame((_, delta) => {
    if (!ghostTally.playing) return;
    play.t = play.t === null ? 0 : play.t + Math.min(delta, MAX_FRAME_SECONDS) * SPEED_FACTOR[useSettings.getState().speed];
    ghostTally.frames++;
    if (play.t * FPS < frames - 1) invalidate();
    else ghostTally.playing = false;
  });
  if (ghost === 0 || coach.kind !== "ready") return null;
  const { paths, moved } = coach.advice;
  return (
    <group key={ghost}>
      <Ghost path={paths.player} colour={PLAYER} play={play} slot={0} />
      <Ghost path={paths.coach} colour={COACH} play={play} slot={1} />
      {moved.player.map((d, i) => (
        <Ghost key={`p${d.id}`} path={d.frames} colour={PLAYER} play={play} slot={2 + i} opacity={0.3} />
      ))}
      {moved.coach.map((d, i) => (
        <Ghost key={`c${d.id}`} path={d.frames} colour={COACH} play={play} slot={2 + moved.player.length + i} opacity={0.3} />
      ))}
    </group>
  );
}
