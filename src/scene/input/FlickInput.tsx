// Press on a die, drag, release: pointer samples projected onto the hand-height plane become
// a Flick (physics/flick.ts). Listens on the canvas's wrapper in the capture phase so a press
// on a die never reaches the camera controls; presses elsewhere orbit the camera as usual.
import { useEffect, useRef } from "react";
import { useThree } from "@react-three/fiber";
import { Plane, Raycaster, Vector2, Vector3 } from "three";
import type { FlickSample } from "../../physics/flick";
import type { TableController } from "../../table/table-controller";
import type { DieMeshRegistry } from "../dice/DiceMeshes";
import { recentVelocity, type GestureState } from "./gesture";
import { pickAt } from "./pick-at";

const ndc = new Vector2();
const raycaster = new Raycaster();
const plane = new Plane(new Vector3(0, 1, 0), 0);
const hit = new Vector3();
/** A press let go within this many CSS px (across plus down) of where it began is a tap, not a drag. */
const TAP_PX = 10;

export function FlickInput({
  controller,
  registry,
  gesture,
  onMiss,
}: {
  controller: TableController;
  registry: DieMeshRegistry;
  gesture: GestureState;
  /** Told of a tap that missed every die while one could be picked up (the screen says where to press). */
  onMiss?: () => void;
}) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  // The latest handler, read at a miss: a screen's re-render never re-binds the pointer listeners mid-drag.
  const missed = useRef(onMiss);
  missed.current = onMiss;

  useEffect(() => {
    const canvas = gl.domElement;
    const target = canvas.parentElement ?? canvas;
    let samples: FlickSample[] = [];
    let pointerId: number | null = null;
    /** A press that picked no die: a tap (let go where it was pressed) is told as a miss; a drag orbits the camera. */
    let miss: { id: number; x: number; y: number } | null = null;

    const toNdc = (e: PointerEvent) => {
      const r = canvas.getBoundingClientRect();
      ndc.set(((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1);
      return r;
    };

    /** The pickable die the press picks (the one picker: src/table/pick-die.ts). */
    const pick = (e: PointerEvent): string | null =>
      pickAt(e, canvas, camera, [...registry].filter(([id]) => controller.canPickUp(id)));

    const onPlane = (e: PointerEvent): boolean => {
      toNdc(e);
      raycaster.setFromCamera(ndc, camera);
      plane.constant = -controller.handLayout.height;
      return raycaster.ray.intersectPlane(plane, hit) !== null;
    };

    const record = (e: PointerEvent) => {
      const events = typeof e.getCoalescedEvents === "function" ? e.getCoalescedEvents() : [];
      for (const ev of events.length > 0 ? events : [e]) {
        if (!onPlane(ev)) continue;
        samples.push({ t: ev.timeStamp / 1000, x: hit.x, z: hit.z });
        controller.moveHold(hit.x, hit.z);
      }
      const v = recentVelocity(samples);
      const held = controller.state.holding;
      const mesh = held ? registry.get(held) : undefined;
      gesture.x = mesh ? mesh.position.x : hit.x;
      gesture.z = mesh ? mesh.position.z : hit.z;
      gesture.vx = v.vx;
      gesture.vz = v.vz;
      gesture.t = samples.length > 0 ? samples[samples.length - 1].t : 0;
      invalidate();
    };

    const down = (e: PointerEvent) => {
      if (pointerId !== null || (e.pointerType === "mouse" && e.button !== 0)) return;
      const id = pick(e);
      miss = id ? null : { id: e.pointerId, x: e.clientX, y: e.clientY };
      if (!id || !controller.beginHold(id)) return;
      e.stopPropagation();
      e.preventDefault();
      pointerId = e.pointerId;
      target.setPointerCapture(e.pointerId);
      samples = [];
      gesture.active = true;
      record(e);
      target.style.cursor = "grabbing";
    };

    const move = (e: PointerEvent) => {
      if (e.pointerId === pointerId) {
        e.stopPropagation();
        record(e);
        return;
      }
      if (pointerId === null && e.pointerType === "mouse") {
        target.style.cursor = pick(e) ? "grab" : "";
      }
    };

    const finish = (e: PointerEvent, cancelled: boolean) => {
      if (e.pointerId !== pointerId) return;
      e.stopPropagation();
      if (!cancelled) record(e);
      pointerId = null;
      gesture.active = false;
      if (target.hasPointerCapture(e.pointerId)) target.releasePointerCapture(e.pointerId);
      target.style.cursor = "";
      if (cancelled) controller.cancelHold();
      else {
        // Let go as a flick, the table tells its session ("released"); a tap goes back to the hand.
        controller.endHold(samples);
      }
      samples = [];
      invalidate();
    };
    const up = (e: PointerEvent) => {
      const m = miss;
      miss = null;
      if (m !== null && m.id === e.pointerId && Math.abs(e.clientX - m.x) + Math.abs(e.clientY - m.y) < TAP_PX && [...registry.keys()].some((id) => controller.canPickUp(id))) missed.current?.();
      finish(e, false);
    };
    const cancel = (e: PointerEvent) => finish(e, true);

    target.addEventListener("pointerdown", down, { capture: true });
    target.addEventListener("pointermove", move, { capture: true });
    target.addEventListener("pointerup", up, { capture: true });
    target.addEventListener("pointercancel", cancel, { capture: true });
    return () => {
      target.removeEventListener("pointerdown", down, { capture: true });
      target.removeEventListener("pointermove", move, { capture: true });
      target.removeEventListener("pointerup", up, { capture: true });
      target.removeEventListener("pointercancel", cancel, { capture: true });
      if (pointerId !== null) controller.cancelHold();
    };
  }, [camera, gl, controller, registry, gesture, invalidate]);

  return null;
}
