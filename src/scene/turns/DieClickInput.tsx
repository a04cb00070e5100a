// Clicking a die on the table to select it. Presses that the flick input takes (a die that
// may be picked up) never reach here; a press that moves more than a few pixels is a camera
// drag, not a click.
import { useEffect } from "react";
import { useThree } from "@react-three/fiber";
import type { Object3D } from "three";
import { pickAt } from "../input/pick-at";

const CLICK_SLOP_PX = 6;
const PICK_RADIUS_PX = 26;

export function DieClickInput({ selectable, onClick }: { selectable: readonly string[]; onClick: (id: string) => void }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);

  useEffect(() => {
    const canvas = gl.domElement;
    let down: { x: number; y: number; id: number } | null = null;

    const dice = () => {
      const found: Object3D[] = [];
      scene.traverse((o) => {
        const id = o.userData.dieId as string | undefined;
        if (id && o.visible && selectable.includes(id)) found.push(o);
      });
      return found;
    };

    const pick = (e: PointerEvent): string | null =>
      pickAt(
        e,
        canvas,
        camera,
        dice().map((o) => [o.userData.dieId as string, o] as const),
        PICK_RADIUS_PX,
      );

    const onDown = (e: PointerEvent) => {
      if (e.pointerType === "mouse" && e.button !== 0) return;
      down = { x: e.clientX, y: e.clientY, id: e.pointerId };
    };
    const onUp = (e: PointerEvent) => {
      const start = down;
      down = null;
      if (!start || start.id !== e.pointerId || selectable.length === 0) return;
      if (Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP_PX) return;
      const id = pick(e);
      if (id) onClick(id);
    };
    canvas.addEventListener("pointerdown", onDown);
    canvas.addEventListener("pointerup", onUp);
    return () => {
      canvas.removeEventListener("pointerdown", onDown);
      canvas.removeEventListener("pointerup", onUp);
    };
  }, [camera, gl, scene, selectable, onClick]);

  return null;
}
