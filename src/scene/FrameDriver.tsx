// Advances the table's physics once per rendered frame and keeps frames coming while
// anything moves (the canvas renders on demand otherwise).
import { useFrame, useThree } from "@react-three/fiber";
import { useEffect, useRef } from "react";
import type { TableController } from "../table/table-controller";

/** The first frame after an idle spell: its clock delta spans the idle time, so use one frame's worth. */
const RESUME_DELTA = 1 / 60;

export function FrameDriver({ controller }: { controller: TableController }) {
  const invalidate = useThree((s) => s.invalidate);
  const wasActive = useRef(false);
  useFrame((_, delta) => {
    controller.frame(wasActive.current ? delta : Math.min(delta, RESUME_DELTA));
    const s = controller.state;
    wasActive.current = s.phase === "rolling" || s.holding !== null;
    if (wasActive.current) invalidate();
  });
  // A discrete change (a throw, dice added, a die picked up) wakes the render loop.
  useEffect(() => controller.store.subscribe(() => invalidate()), [controller, invalidate]);
  return null;
}
