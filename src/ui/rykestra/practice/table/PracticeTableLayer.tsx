// Everything practice draws on the 3D table besides the dice: the seats round the mat (the
// thrower's lit), capture zones, the chosen die's handles while setting up, and after a throw
// the capture lines, contested distances and labels on dice knocked off or left cocked.
import { useMemo } from "react";
import { useStore } from "zustand";
import { MAT } from "../../../../geometry/table-layout";
import type { AttemptOutcome } from "../../../../games/rykestra/practice";
import type { DieSnapshot, MatDie } from "../../../../games/rykestra";
import { CaptureLine, DistanceRuler } from "../../../../scene/rykestra/CaptureMarks";
import { CaptureZones, type ZoneSpec } from "../../../../scene/rykestra/CaptureZones";
import { MatLabel } from "../../../../scene/rykestra/MatLabel";
import { SeatPlates } from "../../../../scene/rykestra/SeatPlates";
import type { TableController } from "../../../../scene/table-controller";
import { takesText } from "../../words";
import type { PracticeSession } from "../practice-session";
import { dieLabel, seatColour, seatLabel } from "../seat-words";
import { zoneCandidates, zonesOnShow } from "../zones-on-show";
import type { DragState } from "./drag-state";
import { SetupInput } from "./SetupInput";
import { SetupMarkers } from "./SetupMarkers";

function zoneOf(d: MatDie, strong: boolean): ZoneSpec {
  return { id: d.id, centre: d.centre, kite: d.kite, colour: seatColour(d.owner).body, label: `${dieLabel(d.owner, d.value)} · ${takesText(d.value)}`, strong };
}

/** Lines for the captures the thrown die makes or suffers, and the ruler of a contested one. */
function OutcomeMarks({ outcome }: { outcome: AttemptOutcome }) {
  const byId = new Map(outcome.dice.map((d) => [d.id, d]));
  const all = outcome.steps.flatMap((s) => s.captures).filter((c) => c.capturer === outcome.thrown.id || c.captured === outcome.thrown.id);
  const contested = all.find((c) => c.contest !== null);
  const at = (d: DieSnapshot, y: number): [number, number, number] => [d.centre.x, y, d.centre.z];
  return (
    <group>
      {all.map((c) => {
        const from = byId.get(c.capturer);
        const to = byId.get(c.captured);
        return from && to ? <CaptureLine key={`${c.capturer}>${c.captured}`} from={from.centre} to={to.centre} colour={seatColour(c.capturerOwner).body} /> : null;
      })}
      {contested?.contest && (
        <DistanceRuler
          target={byId.get(contested.captured)?.centre ?? outcome.thrown.centre}
          rivals={contested.contest.rivals.flatMap((r, i) => {
            const d = byId.get(r.id);
            return d ? [{ centre: d.centre, colour: seatColour(r.owner).body, distance: r.distance, winner: i === 0 }] : [];
          })}
        />
      )}
      {outcome.knockedOff.map((id) => {
        const d = byId.get(id);
        return d ? <MatLabel key={`off-${id}`} at={at(d, 2.2)} colour={seatColour(d.owner).body} tone="strong" text="Knocked off" /> : null;
      })}
      {outcome.thrownOff && <MatLabel at={at(outcome.thrown, 2.2)} colour={seatColour(outcome.thrown.owner).body} tone="strong" text="Off the mat" />}
      {outcome.cocked.map((id) => {
        const d = byId.get(id);
        return d ? <MatLabel key={`cocked-${id}`} at={at(d, MAT.thickness + 2.2)} colour={seatColour(d.owner).body} tone="strong" text="Cocked" /> : null;
      })}
    </group>
  );
}

/** A small name tag over each die on the mat whose zone (and so its zone label) is hidden. */
function DieTags({ dice }: { dice: readonly MatDie[] }) {
  return (
    <group>
      {dice.map((d) => (
        <MatLabel key={d.id} at={[d.centre.x, MAT.thickness + 1.6, d.centre.z]} colour={seatColour(d.owner).body} height={17} text={dieLabel(d.owner, d.value)} />
      ))}
    </group>
  );
}

export function PracticeTableLayer({ session, controller, drag }: { session: PracticeSession; controller: TableController; drag: DragState }) {
  const view = useStore(session.store);
  const { position, mode, outcome, selected } = view;
  const shown = useMemo(() => zonesOnShow(view), [view]);
  const zones = useMemo(() => shown.map((z) => zoneOf(z.die, z.strong)), [shown]);
  const tagged = useMemo(() => zoneCandidates(view).filter((d) => !shown.some((z) => z.die.id === d.id)), [view, shown]);

  const chosen = selected === null ? undefined : position.dice[selected];
  return (
    <group>
      <SeatPlates seats={Array.from({ length: position.seats }, (_, s) => ({ name: seatLabel(s, position.seats), colour: seatColour(s).body }))} active={position.thrower} />
      <CaptureZones zones={zones} reading={position.reading} />
      <DieTags dice={tagged} />
      {mode === "result" && outcome && <OutcomeMarks outcome={outcome} />}
      {mode === "setup" && <SetupInput session={session} controller={controller} drag={drag} />}
      {mode === "setup" && chosen && selected !== null && <SetupMarkers die={chosen} index={selected} drag={drag} />}
    </group>
  );
}
