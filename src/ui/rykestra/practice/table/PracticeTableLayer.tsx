// Everything practice draws on the 3D table besides the dice: the seats round the mat (the
// thrower's lit), capture zones, the chosen die's handles while setting up, and after a throw
// the capture lines, contested distances and labels on dice knocked off or left cocked. Every
// label over the mat is drawn in one set, so they give way to each other and to the dice.
import { useMemo } from "react";
import { useStore } from "zustand";
import { MAT } from "../../../../geometry/table-layout";
import type { TablePoint } from "../../../../geometry/types";
import type { AttemptOutcome } from "../../../../games/rykestra/practice";
import type { DieSnapshot, MatDie } from "../../../../games/rykestra";
import { CaptureLine, DistanceRuler, rulerLabels, type RulerRival } from "../../../../scene/rykestra/CaptureMarks";
import { CaptureZones, zoneLabels, type ZoneSpec } from "../../../../scene/rykestra/CaptureZones";
import { MatLabels, type LabelSpec } from "../../../../scene/rykestra/MatLabels";
import { SeatPlates } from "../../../../scene/rykestra/SeatPlates";
import type { TableController } from "../../../../table/table-controller";
import { takesText } from "../../../../games/rykestra/words";
import type { PracticeSession } from "../practice-session";
import { dieLabel, seatColour, seatLabel } from "../seat-words";
import { zoneCandidates, zonesOnShow } from "../zones-on-show";
import type { DragState } from "./drag-state";
import { SetupInput } from "./SetupInput";
import { SetupMarkers } from "./SetupMarkers";

function zoneOf(d: MatDie, strong: boolean): ZoneSpec {
  return { id: d.id, centre: d.centre, kite: d.kite, colour: seatColour(d.owner).body, label: `${dieLabel(d.owner, d.value)} · ${takesText(d.value)}`, strong };
}

/** The ruler of a contested capture the thrown die makes or suffers, if any. */
function contestRuler(outcome: AttemptOutcome): { target: TablePoint; rivals: RulerRival[] } | null {
  const byId = new Map(outcome.dice.map((d) => [d.id, d]));
  const contested = outcome.steps
    .flatMap((s) => s.captures)
    .find((c) => (c.capturer === outcome.thrown.id || c.captured === outcome.thrown.id) && c.contest !== null);
  if (!contested?.contest) return null;
  return {
    target: byId.get(contested.captured)?.centre ?? outcome.thrown.centre,
    rivals: contested.contest.rivals.flatMap((r, i) => {
      const d = byId.get(r.id);
      return d ? [{ centre: d.centre, colour: seatColour(r.owner).body, distance: r.distance, winner: i === 0 }] : [];
    }),
  };
}

/** Lines for the captures the thrown die makes or suffers, and the ruler of a contested one (labels drawn by the caller). */
function OutcomeMarks({ outcome }: { outcome: AttemptOutcome }) {
  const byId = new Map(outcome.dice.map((d) => [d.id, d]));
  const all = outcome.steps.flatMap((s) => s.captures).filter((c) => c.capturer === outcome.thrown.id || c.captured === outcome.thrown.id);
  const ruler = contestRuler(outcome);
  return (
    <group>
      {all.map((c) => {
        const from = byId.get(c.capturer);
        const to = byId.get(c.captured);
        return from && to ? <CaptureLine key={`${c.capturer}>${c.captured}`} from={from.centre} to={to.centre} colour={seatColour(c.capturerOwner).body} /> : null;
      })}
      {ruler && <DistanceRuler {...ruler} labelled={false} />}
    </group>
  );
}

/** Words on the dice an attempt knocked off or left cocked, and on the thrown die if it went off. */
function outcomeLabels(outcome: AttemptOutcome): LabelSpec[] {
  const byId = new Map(outcome.dice.map((d) => [d.id, d]));
  const on = (key: string, d: DieSnapshot, y: number, text: string): LabelSpec => ({
    key,
    at: [d.centre.x, y, d.centre.z],
    owner: d.centre,
    colour: seatColour(d.owner).body,
    tone: "strong",
    text,
  });
  const labels: LabelSpec[] = [];
  for (const id of outcome.knockedOff) {
    const d = byId.get(id);
    if (d) labels.push(on(`off-${id}`, d, 2.2, "Knocked off"));
  }
  if (outcome.thrownOff) labels.push(on("thrown-off", outcome.thrown, 2.2, "Off the mat"));
  for (const id of outcome.cocked) {
    const d = byId.get(id);
    if (d) labels.push(on(`cocked-${id}`, d, MAT.thickness + 2.2, "Cocked"));
  }
  const ruler = contestRuler(outcome);
  return ruler ? [...labels, ...rulerLabels(ruler.target, ruler.rivals)] : labels;
}

/** A small name tag over each die on the mat whose zone (and so its zone label) is hidden. */
function dieTags(dice: readonly MatDie[]): LabelSpec[] {
  return dice.map((d) => ({
    key: `tag-${d.id}`,
    at: [d.centre.x, MAT.thickness + 1.6, d.centre.z],
    owner: d.centre,
    colour: seatColour(d.owner).body,
    height: 17,
    text: dieLabel(d.owner, d.value),
  }));
}

export function PracticeTableLayer({ session, controller, drag }: { session: PracticeSession; controller: TableController; drag: DragState }) {
  const view = useStore(session.store);
  const { position, mode, outcome, selected } = view;
  const shown = useMemo(() => zonesOnShow(view), [view]);
  const zones = useMemo(() => shown.map((z) => zoneOf(z.die, z.strong)), [shown]);
  const tagged = useMemo(() => zoneCandidates(view).filter((d) => !shown.some((z) => z.die.id === d.id)), [view, shown]);
  const result = mode === "result" ? outcome : null;
  const labels = useMemo(
    () => [...zoneLabels(zones, position.reading), ...dieTags(tagged), ...(result ? outcomeLabels(result) : [])],
    [zones, position.reading, tagged, result],
  );
  // Every die lying on the mat: after a throw, where the physics left them.
  const onMat = useMemo(
    () => (result ? result.dice.filter((d) => !d.offMat).map((d) => d.centre) : position.dice.map((d) => ({ x: d.x, z: d.z }))),
    [result, position.dice],
  );

  const chosen = selected === null ? undefined : position.dice[selected];
  return (
    <group>
      <SeatPlates seats={Array.from({ length: position.seats }, (_, s) => ({ name: seatLabel(s, position.seats), colour: seatColour(s).body }))} active={position.thrower} />
      <CaptureZones zones={zones} reading={position.reading} labelled={false} />
      {result && <OutcomeMarks outcome={result} />}
      <MatLabels labels={labels} dice={onMat} />
      {mode === "setup" && <SetupInput session={session} controller={controller} drag={drag} />}
      {mode === "setup" && chosen && selected !== null && <SetupMarkers die={chosen} index={selected} drag={drag} />}
    </group>
  );
}
