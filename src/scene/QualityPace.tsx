// Inside the canvas while quality is "auto": feeds frame times to the pace rule and reports
// a new rung when frames run slow (or fast again).
import { useFrame } from "@react-three/fiber";
import { useMemo } from "react";
import { FramePace, type Rung } from "./quality";

export function QualityPace({ start, onChange }: { start: Rung; onChange: (rung: Rung) => void }) {
  const pace = useMemo(() => new FramePace(start, start), [start]);
  useFrame((_, delta) => {
    const next = pace.sample(delta * 1000);
    if (next !== null) onChange(next);
  });
  return null;
}
