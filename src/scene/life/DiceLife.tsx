// Life on the table, drawn only (life-rules.ts decides): fading copies trail a fast die, and a
// hard landing leaves a puff and, on felt, a mark that fades. Off at the low graphics setting
// and for a player who asks the system for reduced motion. Nothing here touches the physics or
// the log: it reads poses and hears impacts, as the sounds do.
import { useEffect, useMemo, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import { useStore } from "zustand";
import { CanvasTexture, DoubleSide, MeshBasicMaterial, PlaneGeometry, type Mesh, type Texture } from "three";
import type { TableController } from "../../table/table-controller";
import type { DieSpec } from "../../table/table-types";
import { dieGeometry, dieMaterial, inkFor } from "../dice/die-assets";
import { usePrefersReducedMotion } from "../reduced-motion";
import type { LifeTally } from "./life-tally";
import { copyAt, copyOpacity, markAt, puffAt, traceOf, trailStrength, TRACE_GAP, TRAIL_COPIES, type Trace } from "./life-rules";

const q = { x: 0, y: 0, z: 0, w: 1 };
const pos = { x: 0, y: 0, z: 0 };
const vel = { x: 0, y: 0, z: 0 };

/**
 * Each die on the table moving fast draws fading copies of itself back along its motion, read
 * from the physics' own velocity: the same trail at 60 frames a second or at a software
 * renderer's 5.
 */
function Trails({ controller, tally }: { controller: TableController; tally: LifeTally }) {
  const dice = useStore(controller.store, (s) => s.dice);
  const ghosts = useRef(new Map<string, (Mesh | null)[]>());
  const p = useMemo(() => [0, 0, 0], []);
  const v = useMemo(() => [0, 0, 0], []);
  const at = useMemo(() => [0, 0, 0], []);
  useFrame(() => {
    let shownCopies = 0;
    let strongest = 0;
    for (const d of dice) {
      const copies = ghosts.current.get(d.id);
      if (!copies) continue;
      const moving = controller.readVelocity(d.id, vel) && controller.readPose(d.id, pos, q);
      const strength = moving ? trailStrength(Math.sqrt(vel.x * vel.x + vel.y * vel.y + vel.z * vel.z)) : 0;
      p[0] = pos.x;
      p[1] = pos.y;
      p[2] = pos.z;
      v[0] = vel.x;
      v[1] = vel.y;
      v[2] = vel.z;
      copies.forEach((m, i) => {
        if (!m) return;
        const k = i + 1;
        m.visible = strength > 0;
        if (!m.visible) return;
        copyAt(p, v, k, at);
        m.position.set(at[0], at[1], at[2]);
        m.quaternion.set(q.x, q.y, q.z, q.w);
        const opacity = copyOpacity(strength, k);
        (m.material as MeshBasicMaterial).opacity = opacity;
        shownCopies++;
        strongest = Math.max(strongest, opacity);
      });
    }
    tally.copiesNow = shownCopies;
    tally.opacityNow = strongest;
    if (shownCopies > 0) tally.trailFrames++;
  });
  return (
    <group>
      {dice.map((d) =>
        Array.from({ length: TRAIL_COPIES }, (_, i) => (
          <Copy key={`${d.id}-${i}`} spec={d} index={i} ghosts={ghosts.current} />
        )),
      )}
    </group>
  );
}

/** One fading copy of a die: unlit, its own opacity, the die's painted faces. */
function Copy({ spec, index, ghosts }: { spec: DieSpec; index: number; ghosts: Map<string, (Mesh | null)[]> }) {
  const material = useMemo(() => {
    const lit = dieMaterial(spec.kind, { body: spec.colour, ink: spec.ink ?? inkFor(spec.colour) });
    return new MeshBasicMaterial({ map: lit.map as Texture, transparent: true, depthWrite: false, opacity: 0 });
  }, [spec.kind, spec.colour, spec.ink]);
  useEffect(() => () => material.dispose(), [material]);
  return (
    <mesh
      geometry={dieGeometry(spec.kind)}
      material={material}
      visible={false}
      renderOrder={5}
      ref={(m) => {
        const list = ghosts.get(spec.id) ?? [];
        list[index] = m;
        ghosts.set(spec.id, list);
      }}
    />
  );
}

const POOL = 10;
const softGeometry = new PlaneGeometry(2, 2);

/**
 * A soft round alpha map, its opacity by radius (0 at the centre, 1 at the rim): a puff's
 * dust is a blurred ring, a felt mark a blurred disc; neither has a hard edge.
 */
function softTexture(alphaAt: (r: number) => number): Texture {
  const size = 64;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const g = canvas.getContext("2d")!;
  const image = g.createImageData(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / (size / 2);
      const i = (y * size + x) * 4;
      // An alpha map is read from the green channel: grey levels, opaque.
      image.data[i] = image.data[i + 1] = image.data[i + 2] = Math.round(255 * Math.max(0, Math.min(1, r < 1 ? alphaAt(r) : 0)));
      image.data[i + 3] = 255;
    }
  }
  g.putImageData(image, 0, 0);
  return new CanvasTexture(canvas);
}

let softPuff: Texture | null = null;
let softMark: Texture | null = null;
/** Dust: densest in a ring at 0.6 of the radius, fading to nothing inside and out. */
const puffTexture = () => (softPuff ??= softTexture((r) => Math.exp(-(((r - 0.6) / 0.22) ** 2))));
/** A pressed mark: darkest in the middle, gone by the rim. */
const markTexture = () => (softMark ??= softTexture((r) => (1 - r * r) ** 2));

interface Live {
  trace: Trace;
  born: number | null;
}

function Traces({ controller, tally }: { controller: TableController; tally: LifeTally }) {
  const invalidate = useThree((s) => s.invalidate);
  const live = useRef<Live[]>([]);
  const lastByDie = useRef(new Map<string, number>());
  const puffs = useRef<(Mesh | null)[]>([]);
  const marks = useRef<(Mesh | null)[]>([]);
  const puffMaterials = useMemo(() => Array.from({ length: POOL }, () => new MeshBasicMaterial({ color: "#efe3c8", alphaMap: puffTexture(), transparent: true, depthWrite: false, opacity: 0, side: DoubleSide })), []);
  const markMaterials = useMemo(() => Array.from({ length: POOL }, () => new MeshBasicMaterial({ color: "#000000", alphaMap: markTexture(), transparent: true, depthWrite: false, opacity: 0 })), []);
  useEffect(
    () =>
      controller.on("impact", (i) => {
        const trace = traceOf(i);
        if (!trace) return;
        // A drawn effect only: its rate is kept by the page's clock.
        const stamp = performance.now() / 1000;
        const last = lastByDie.current.get(i.dieId);
        if (last !== undefined && stamp - last < TRACE_GAP) return;
        lastByDie.current.set(i.dieId, stamp);
        live.current.push({ trace, born: null });
        tally.traces++;
        if (live.current.length > POOL) live.current.shift();
        invalidate();
      }),
    [controller, invalidate, tally],
  );
  useFrame(({ clock }) => {
    const now = clock.elapsedTime;
    live.current = live.current.filter((l) => l.born === null || markAt(l.trace.strength, now - l.born) !== null);
    for (let i = 0; i < POOL; i++) {
      const l = live.current[i];
      const puff = puffs.current[i];
      const mark = marks.current[i];
      if (!puff || !mark) continue;
      if (!l) {
        puff.visible = mark.visible = false;
        continue;
      }
      if (l.born === null) l.born = now;
      const age = now - l.born;
      const pf = puffAt(l.trace.strength, age);
      const mk = l.trace.mark ? markAt(l.trace.strength, age) : null;
      puff.visible = pf !== null;
      if (pf) {
        puff.position.set(l.trace.at[0], l.trace.at[1] + 0.01, l.trace.at[2]);
        puff.scale.setScalar(pf.radius);
        puffMaterials[i].opacity = pf.opacity;
      }
      mark.visible = mk !== null;
      if (mk) {
        mark.position.set(l.trace.at[0], l.trace.at[1], l.trace.at[2]);
        mark.scale.setScalar(mk.radius);
        markMaterials[i].opacity = mk.opacity;
      }
    }
    tally.tracesNow = live.current.length;
    if (live.current.length > 0) invalidate();
  });
  return (
    <group>
      {Array.from({ length: POOL }, (_, i) => (
        <group key={i}>
          <mesh ref={(m) => void (puffs.current[i] = m)} geometry={softGeometry} material={puffMaterials[i]} rotation={[-Math.PI / 2, 0, 0]} visible={false} renderOrder={4} />
          <mesh ref={(m) => void (marks.current[i] = m)} geometry={softGeometry} material={markMaterials[i]} rotation={[-Math.PI / 2, 0, 0]} visible={false} renderOrder={3} />
        </group>
      ))}
    </group>
  );
}

/** Trails and landing traces, when the graphics setting and the player's motion preference allow. */
export function DiceLife({ controller, lively, tally }: { controller: TableController; lively: boolean; tally: LifeTally }) {
  const reduced = usePrefersReducedMotion();
  if (!lively || reduced) return null;
  return (
    <>
      <Trails controller={controller} tally={tally} />
      <Traces controller={controller} tally={tally} />
    </>
  );
}
