// Without a canvas (no WebGL) the physics still has to run for throws to finish: a plain
// animation-frame loop stands in for the render loop.
import { useEffect } from "react";
import type { TableController } from "../table/table-controller";

export function useHeadlessFrames(controller: TableController, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let last = performance.now();
    let id = requestAnimationFrame(function tick(now) {
      controller.frame(Math.min(0.1, (now - last) / 1000));
      last = now;
      id = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(id);
  }, [controller, enabled]);
}
