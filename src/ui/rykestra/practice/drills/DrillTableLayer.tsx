// What a drill draws on the table: the seats (the thrower's lit), the marked circle of a
// landing drill, a tag on each die the goal names, the sector a die must leave, and after a
// throw labels on dice knocked off or left cocked.
import { useMemo } from "react";
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import { MAT } from "../../../../geometry/table-layout";
import { practiceDieIds } from "../../../../games/rykestra/practice";
import type { Drill, DrillMat } from "../../../../games/rykestra/practice/drills";
import { MatLabels, type LabelSpec } from "../../../../scene/rykestra/MatLabels";
import { SeatPlates } from "../../../../scene/rykestra/SeatPlates";
import { usePracticeView, type PracticeControls } from "../practice-controls";
import { dieLabel, seatColour, seatLabel } from "../seat-words";
import { DrillRun } from "./drill-run";
import { GhostThrows } from "./GhostThrows";
import { GoalMarks } from "./GoalMarks";
import { CoachArrows } from "./CoachArrows";

/** What the layer reads of a drill being played (a drill's run, the daily challenge's). */
export interface DrillOnTable {
  readonly drill: Drill;
  readonly practice: PracticeControls;
  /** The mats of the attempt under way (a two-throw drill's first throw names the dice of its second). */
  readonly store: StoreApi<{ readonly mats: readonly DrillMat[] }>;
}
import { DispersionLayer } from "../dispersion/DispersionLayer";

export function DrillTableLayer({ run }: { run: DrillOnTable }) {
  const view = usePracticeView(run.practice);
  const { position, mode, outcome } = view;
  const mats = useStore(run.store, (s) => s.mats);
  const drill = run.drill;
  // The dice the goal names: fixed for the drill, so the labels are worked out again only when the table changes.
  const targets = useMemo(() => {
    const goal = drill.goal;
    return goal.kind === "knock-both" ? goal.targets : "target" in goal ? [goal.target] : [];
  }, [drill]);
  const result = mode === "result" ? outcome : null;
  const labels = useMemo(() => {
    const out: LabelSpec[] = [];
    const dice = result ? result.dice.filter((d) => !d.offMat) : null;
    // Tags on the dice the goal names, where they lie now (by the drill's own names).
    const names = mats.length > 0 && !result ? mats[mats.length - 1].ids : null;
    const ids = practiceDieIds(position);
    position.dice.forEach((d, i) => {
      const id = ids[i];
      const drillName = names ? [...names.entries()].find(([now]) => now === id)?.[1] ?? id : id;
      if (result || !targets.includes(drillName)) return;
      out.push({ key: `target-${id}`, at: [d.x, MAT.thickness + 1.8, d.z], owner: { x: d.x, z: d.z }, colour: seatColour(d.owner).body, tone: "strong", text: `Target · ${dieLabel(d.owner, d.value)}` });
    });
    if (result && dice) {
      for (const id of result.knockedOff) {
        const d = result.dice.find((x) => x.id === id);
        if (d) out.push({ key: `off-${id}`, at: [d.centre.x, 2.2, d.centre.z], owner: d.centre, colour: seatColour(d.owner).body, tone: "strong", text: "Knocked off" });
      }
      for (const id of result.cocked) {
        const d = result.dice.find((x) => x.id === id);
        if (d) out.push({ key: `cocked-${id}`, at: [d.centre.x, MAT.thickness + 2.2, d.centre.z], owner: d.centre, colour: seatColour(d.owner).body, tone: "strong", text: "Cocked" });
      }
      if (result.thrownOff) out.push({ key: "thrown-off", at: [result.thrown.centre.x, 2.2, result.thrown.centre.z], owner: result.thrown.centre, colour: seatColour(result.thrown.owner).body, tone: "strong", text: "Off the mat" });
    }
    return out;
  }, [position, result, targets, mats]);
  const onMat = useMemo(() => (result ? result.dice.filter((d) => !d.offMat).map((d) => d.centre) : position.dice.map((d) => ({ x: d.x, z: d.z }))), [result, position.dice]);
  return (
    <group>
      <SeatPlates seats={Array.from({ length: position.seats }, (_, s) => ({ name: seatLabel(s, position.seats), colour: seatColour(s).body }))} active={position.thrower} />
      <GoalMarks drill={drill} />
      <MatLabels labels={labels} dice={onMat} />
      {run instanceof DrillRun && (
        <>
          <GhostThrows run={run} />
          <CoachArrows run={run} />
          <DispersionLayer plot={run.plot} />
        </>
      )}
    </group>
  );
}
