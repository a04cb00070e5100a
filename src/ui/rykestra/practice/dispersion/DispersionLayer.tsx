// The active series of a dispersion store drawn on the mat, while shown.
import { useMemo } from "react";
import { useStore } from "zustand";
import { spreadOf } from "../../../../games/rykestra/practice";
import { DispersionPlot } from "../../../../scene/rykestra/DispersionPlot";
import type { DispersionStore } from "./dispersion-store";

export function DispersionLayer({ plot }: { plot: DispersionStore }) {
  const st = useStore(plot.store);
  const stops = useMemo(() => (st.active && st.log[st.active]) || [], [st.active, st.log]);
  const spread = useMemo(() => spreadOf(stops.map((s) => s.at)), [stops]);
  if (!st.shown || stops.length === 0) return null;
  const aim = st.active ? (st.info[st.active]?.aim?.point ?? null) : null;
  return <DispersionPlot stops={stops} spread={spread} aim={aim} />;
}
