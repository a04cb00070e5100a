// Without a canvas (no WebGL, or while a lost context waits to come back) the physics still
// has to run for throws to finish: a plain animation-frame loop stands in for the render loop.
// A hidden tab pauses it, and its return counts as one frame, not the time away.
import { useEffect } from "react";
import type { TableController } from "../table/table-controller";
import { rollTimeScale } from "./roll-time-scale";

export function useHeadlessFrames(controller: TableController, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let last: number | null = null;
    let id = requestAnimationFrame(function tick(now) {
      if (document.hidden) last = null;
      else {
        controller.frame((last === null ? 1 / 60 : Math.min(0.1, (now - last) / 1000)) * rollTimeScale(controller));
        last = now;
      }
      id = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(id);
  }, [controller, enabled]);
}
