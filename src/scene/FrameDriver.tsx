// Advances the table's physics once per rendered frame and keeps frames coming while
// anything moves (the canvas renders on demand otherwise).
import { useFrame, useThree } from "@react-three/fiber";
import { useEffect } from "react";
import type { TableController } from "./table-controller";

export function FrameDriver({ controller }: { controller: TableController }) {
  const invalidate = useThree((s) => s.invalidate);
  useFrame((_, delta) => {
    controller.frame(delta);
    const s = controller.state;
    if (s.phase === "rolling" || s.holding) invalidate();
  });
  // A discrete change (a throw, dice added, a die picked up) wakes the render loop.
  useEffect(() => controller.store.subscribe(() => invalidate()), [controller, invalidate]);
  return null;
}
