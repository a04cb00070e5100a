// Setting up the practice mat with the pointer: press a die and drag it to a new spot, drag
// the brass handle to turn it, turn the wheel over the chosen die to turn it in 5° steps
// (1° with Shift). The drop commits the change to the set-up (or shows why it cannot).
// Listens in the capture phase before the flick input and the camera: a press on a set-up
// die is taken here; anything else (the thrower's die in hand, empty felt) passes on.
import { useEffect } from "react";
import { useThree } from "@react-three/fiber";
import { Plane, Raycaster, Vector2, Vector3, type Object3D } from "three";
import { headingOf } from "../../../../geometry/d10-kite";
import { MAT } from "../../../../geometry/table-layout";
import type { TablePoint } from "../../../../geometry/types";
import { clampSpot, moveDie, practiceDieIds, toHeading } from "../../../../games/rykestra/practice";
import type { TableController } from "../../../../table/table-controller";
import type { PracticeControls } from "../practice-controls";
import { pickAt } from "../../../../scene/input/pick-at";
import { handlePoint, type DragState } from "./drag-state";

const ndc = new Vector2();
const raycaster = new Raycaster();
const plane = new Plane(new Vector3(0, 1, 0), -MAT.thickness);
const hit = new Vector3();
const projected = new Vector3();

const PICK_RADIUS_PX = 28;
const HANDLE_RADIUS_PX = 18;
/** A press that moves less than this is a click (select), not a drag. */
const CLICK_SLOP_PX = 5;
/** Wheel over the chosen die within this many pixels turns it rather than zooming. */
const WHEEL_RADIUS_PX = 60;
const DEG = 180 / Math.PI;

interface Active {
  readonly pointerId: number;
  readonly index: number;
  readonly kind: "move" | "turn";
  readonly start: { x: number; y: number };
  /** Die centre minus the pressed mat point, so the die does not jump under the pointer. */
  readonly offset: TablePoint;
  moved: boolean;
}

export function SetupInput({ practice, controller, drag }: { practice: PracticeControls; controller: TableController; drag: DragState }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);

  useEffect(() => {
    const canvas = gl.domElement;
    const target = canvas.parentElement ?? canvas;
    let active: Active | null = null;
    let press: { x: number; y: number } | null = null;

    const toNdc = (x: number, y: number) => {
      const r = canvas.getBoundingClientRect();
      ndc.set(((x - r.left) / r.width) * 2 - 1, -((y - r.top) / r.height) * 2 + 1);
      raycaster.setFromCamera(ndc, camera);
      return r;
    };
    const onMat = (e: PointerEvent | WheelEvent): TablePoint | null => {
      toNdc(e.clientX, e.clientY);
      return raycaster.ray.intersectPlane(plane, hit) ? { x: hit.x, z: hit.z } : null;
    };
    const screenOf = (x: number, y: number, z: number) => {
      const r = canvas.getBoundingClientRect();
      projected.set(x, y, z).project(camera);
      return { x: r.left + ((projected.x + 1) / 2) * r.width, y: r.top + ((1 - projected.y) / 2) * r.height };
    };
    const meshes = () => {
      const found = new Map<string, Object3D>();
      scene.traverse((o) => {
        const id = o.userData.dieId as string | undefined;
        if (id && o.visible) found.set(id, o);
      });
      return found;
    };

    /** The set-up die the press picks (the one picker), unless it picks another die (the one in hand). */
    const pick = (e: PointerEvent): number | null => {
      const ids = practiceDieIds(practice.view.position);
      const id = pickAt(e, canvas, camera, meshes(), PICK_RADIUS_PX);
      const index = id === null ? -1 : ids.indexOf(id);
      return index >= 0 ? index : null;
    };

    const onHandle = (e: PointerEvent): boolean => {
      const v = practice.view;
      const die = v.selected === null ? undefined : v.position.dice[v.selected];
      if (!die) return false;
      const h = handlePoint(die);
      const s = screenOf(h.x, MAT.thickness, h.z);
      return Math.hypot(s.x - e.clientX, s.y - e.clientY) < HANDLE_RADIUS_PX;
    };

    const take = (e: PointerEvent) => {
      e.stopImmediatePropagation();
      e.preventDefault();
      target.setPointerCapture(e.pointerId);
    };

    const down = (e: PointerEvent) => {
      if (active || practice.view.mode !== "setup" || (e.pointerType === "mouse" && e.button !== 0)) return;
      // The flick input has already picked up the thrower's die with this press.
      if (controller.state.holding !== null) return;
      press = { x: e.clientX, y: e.clientY };
      const v = practice.view;
      if (v.selected !== null && onHandle(e)) {
        active = { pointerId: e.pointerId, index: v.selected, kind: "turn", start: press, offset: { x: 0, z: 0 }, moved: false };
        take(e);
        return;
      }
      const index = pick(e);
      if (index === null) return;
      const die = v.position.dice[index];
      const at = onMat(e) ?? { x: die.x, z: die.z };
      active = { pointerId: e.pointerId, index, kind: "move", start: press, offset: { x: die.x - at.x, z: die.z - at.z }, moved: false };
      practice.select(index);
      take(e);
    };

    const move = (e: PointerEvent) => {
      if (!active) {
        if (e.pointerType === "mouse" && e.buttons === 0 && practice.view.mode === "setup") {
          canvas.style.cursor = onHandle(e) ? "alias" : pick(e) !== null ? "grab" : "";
        }
        return;
      }
      if (e.pointerId !== active.pointerId) return;
      e.stopImmediatePropagation();
      if (!active.moved && Math.hypot(e.clientX - active.start.x, e.clientY - active.start.y) < CLICK_SLOP_PX) return;
      active.moved = true;
      const p = onMat(e);
      if (!p) return;
      const position = practice.view.position;
      const die = position.dice[active.index];
      if (!die) return;
      let next = die;
      if (active.kind === "move") {
        next = { ...die, ...clampSpot({ x: p.x + active.offset.x, z: p.z + active.offset.z }) };
        drag.valid = moveDie(position, active.index, next).ok;
        canvas.style.cursor = "grabbing";
      } else {
        next = { ...die, heading: toHeading(headingOf({ x: die.x, z: die.z }, p) * DEG) };
      }
      drag.die = next;
      drag.index = active.index;
      practice.preview(active.index, next);
      invalidate();
    };

    const finish = (e: PointerEvent, cancelled: boolean) => {
      if (!active) {
        // A click on empty felt lets go of the chosen die (a drag there orbits the camera).
        if (press && !cancelled && Math.hypot(e.clientX - press.x, e.clientY - press.y) < CLICK_SLOP_PX) practice.select(null);
        press = null;
        return;
      }
      if (e.pointerId !== active.pointerId) return;
      e.stopImmediatePropagation();
      if (target.hasPointerCapture(e.pointerId)) target.releasePointerCapture(e.pointerId);
      const { index, kind, moved } = active;
      const die = drag.die;
      active = null;
      press = null;
      drag.die = null;
      drag.valid = true;
      canvas.style.cursor = "";
      if (cancelled || !moved || !die) practice.layOut();
      else if (kind === "move") practice.edit({ type: "move-die", die: index, to: { x: die.x, z: die.z } }, index);
      else practice.edit({ type: "turn-die", die: index, heading: die.heading }, index);
      invalidate();
    };
    const up = (e: PointerEvent) => finish(e, false);
    const cancel = (e: PointerEvent) => finish(e, true);

    const wheel = (e: WheelEvent) => {
      const v = practice.view;
      if (v.mode !== "setup" || v.selected === null || active) return;
      const die = v.position.dice[v.selected];
      if (!die) return;
      const s = screenOf(die.x, MAT.thickness, die.z);
      if (Math.hypot(s.x - e.clientX, s.y - e.clientY) > WHEEL_RADIUS_PX || e.deltaY === 0) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const step = (e.shiftKey ? 1 : 5) * Math.sign(e.deltaY);
      const index = v.selected;
      practice.edit({ type: "turn-die", die: index, heading: die.heading + step }, index);
    };

    target.addEventListener("pointerdown", down, { capture: true });
    target.addEventListener("pointermove", move, { capture: true });
    target.addEventListener("pointerup", up, { capture: true });
    target.addEventListener("pointercancel", cancel, { capture: true });
    target.addEventListener("wheel", wheel, { capture: true, passive: false });
    return () => {
      target.removeEventListener("pointerdown", down, { capture: true });
      target.removeEventListener("pointermove", move, { capture: true });
      target.removeEventListener("pointerup", up, { capture: true });
      target.removeEventListener("pointercancel", cancel, { capture: true });
      target.removeEventListener("wheel", wheel, { capture: true });
      canvas.style.cursor = "";
      if (active) practice.layOut();
      drag.die = null;
    };
  }, [camera, gl, scene, invalidate, practice, controller, drag]);

  return null;
}
