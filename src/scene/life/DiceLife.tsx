// Life on the table, drawn only (life-rules.ts decides): fading copies trail a fast die, and a
// hard landing leaves a puff and, on felt, a mark that fades. Off at the low graphics setting
// and for a player who asks the system for reduced motion. Nothing here touches the physics or
// the log: it reads poses and hears impacts, as the sounds do.
import { useEffect, useMemo, useRef } from "react";
import { useFrame, useThree } from "@react-three/fiber";
import { useStore } from "zustand";
import { CircleGeometry, DoubleSide, MeshBasicMaterial, RingGeometry, type Mesh, type Texture } from "three";
import type { TableController } from "../../table/table-controller";
import type { DieSpec } from "../../table/table-types";
import { dieGeometry, dieMaterial, inkFor } from "../dice/die-assets";
import { usePrefersReducedMotion } from "../reduced-motion";
import type { LifeTally } from "./life-tally";
import { copyOpacity, markAt, puffAt, traceOf, trailStrength, TRACE_GAP, TRAIL_COPIES, TRAIL_STEP, type Trace } from "./life-rules";

/** Poses a die had lately: time (s), position and rotation, newest last. */
interface Sample {
  t: number;
  p: [number, number, number];
  q: [number, number, number, number];
}
const HISTORY = 12;
const q = { x: 0, y: 0, z: 0, w: 1 };
const pos = { x: 0, y: 0, z: 0 };

/** The pose `back` seconds before the newest sample, between the two samples round it. */
function poseBefore(h: readonly Sample[], back: number, outP: number[], outQ: number[]): boolean {
  const t = h[h.length - 1].t - back;
  for (let i = h.length - 1; i > 0; i--) {
    const a = h[i - 1];
    const b = h[i];
    if (a.t <= t && t <= b.t) {
      const k = b.t > a.t ? (t - a.t) / (b.t - a.t) : 0;
      for (let j = 0; j < 3; j++) outP[j] = a.p[j] + (b.p[j] - a.p[j]) * k;
      for (let j = 0; j < 4; j++) outQ[j] = k < 0.5 ? a.q[j] : b.q[j];
      return true;
    }
  }
  return false;
}

function Trails({ controller, tally }: { controller: TableController; tally: LifeTally }) {
  const dice = useStore(controller.store, (s) => s.dice);
  const ghosts = useRef(new Map<string, (Mesh | null)[]>());
  const history = useRef(new Map<string, Sample[]>());
  const p = useMemo(() => [0, 0, 0], []);
  const r = useMemo(() => [0, 0, 0, 1], []);
  useFrame(({ clock }) => {
    const now = clock.elapsedTime;
    let shownCopies = 0;
    let strongest = 0;
    for (const d of dice) {
      const copies = ghosts.current.get(d.id);
      if (!copies) continue;
      const shown = controller.readPose(d.id, pos, q) && !controller.state.inHand.includes(d.id);
      let h = history.current.get(d.id);
      if (!h) history.current.set(d.id, (h = []));
      if (!shown) h.length = 0;
      else {
        // The oldest sample is reused once the history is full: no allocation per frame.
        const s: Sample = h.length >= HISTORY ? h.shift()! : { t: 0, p: [0, 0, 0], q: [0, 0, 0, 1] };
        s.t = now;
        s.p[0] = pos.x;
        s.p[1] = pos.y;
        s.p[2] = pos.z;
        s.q[0] = q.x;
        s.q[1] = q.y;
        s.q[2] = q.z;
        s.q[3] = q.w;
        h.push(s);
      }
      // Speed over the last few frames seen.
      let strength = 0;
      if (h.length > 1) {
        const a = h[Math.max(0, h.length - 4)];
        const b = h[h.length - 1];
        const dt = b.t - a.t;
        if (dt > 0) strength = trailStrength(Math.hypot(b.p[0] - a.p[0], b.p[1] - a.p[1], b.p[2] - a.p[2]) / dt);
      }
      copies.forEach((m, i) => {
        if (!m) return;
        const k = i + 1;
        m.visible = strength > 0 && poseBefore(h, k * TRAIL_STEP, p, r);
        if (!m.visible) return;
        m.position.set(p[0], p[1], p[2]);
        m.quaternion.set(r[0], r[1], r[2], r[3]);
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
const puffGeometry = new RingGeometry(0.45, 1, 28);
const markGeometry = new CircleGeometry(1, 28);

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
  const puffMaterials = useMemo(() => Array.from({ length: POOL }, () => new MeshBasicMaterial({ color: "#efe3c8", transparent: true, depthWrite: false, opacity: 0, side: DoubleSide })), []);
  const markMaterials = useMemo(() => Array.from({ length: POOL }, () => new MeshBasicMaterial({ color: "#000000", transparent: true, depthWrite: false, opacity: 0 })), []);
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
    [controller, invalidate],
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
          <mesh ref={(m) => void (puffs.current[i] = m)} geometry={puffGeometry} material={puffMaterials[i]} rotation={[-Math.PI / 2, 0, 0]} visible={false} renderOrder={4} />
          <mesh ref={(m) => void (marks.current[i] = m)} geometry={markGeometry} material={markMaterials[i]} rotation={[-Math.PI / 2, 0, 0]} visible={false} renderOrder={3} />
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
