// Advances the table's physics once per rendered frame and keeps frames coming while
// anything moves (the canvas renders on demand otherwise). A hidden tab pauses the physics
// outright: on its return the dice go on from where they were, one frame later, never leaping
// ahead by the time the tab was away. The player's dice speed plays a roll's time faster (the
// same physics steps, more of them a frame): never while a die is in hand.
import { useFrame, useThree } from "@react-three/fiber";
import { useEffect, useRef } from "react";
import type { TableController } from "../table/table-controller";
import { rollTimeScale } from "./roll-time-scale";

/** The first frame after an idle spell or a hidden tab: its clock delta spans the gap, so use one frame's worth. */
const RESUME_DELTA = 1 / 60;

export function FrameDriver({ controller, drive = true }: { controller: TableController; drive?: boolean }) {
  const invalidate = useThree((s) => s.invalidate);
  const wasActive = useRef(false);
  useFrame((_, delta) => {
    if (typeof document !== "undefined" && document.hidden) {
      wasActive.current = false;
      return;
    }
    if (drive) controller.frame((wasActive.current ? delta : Math.min(delta, RESUME_DELTA)) * rollTimeScale(controller));
    const s = controller.state;
    wasActive.current = s.inAir || s.holding !== null;
    if (wasActive.current) invalidate();
  });
  // A discrete change (a throw, dice added, a die picked up) wakes the render loop; so does the tab coming back.
  useEffect(() => controller.store.subscribe(() => invalidate()), [controller, invalidate]);
  useEffect(() => {
    const wake = () => {
      // A real browser runs no frames at all while the tab is hidden, so the frame loop may
      // never see it hidden: the first frame after any change of visibility counts as one frame.
      wasActive.current = false;
      if (!document.hidden) invalidate();
    };
    document.addEventListener("visibilitychange", wake);
    return () => document.removeEventListener("visibilitychange", wake);
  }, [invalidate]);
  return null;
}
