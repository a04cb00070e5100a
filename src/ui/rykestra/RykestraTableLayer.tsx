// Everything Rykestra draws on the 3D table besides the dice bodies: seats, waiting hands,
// bonus sectors, the out rack, capture zones, and the capture replay's lines, rulers and lifts.
// The labels over the mat (zones, distances, points) are drawn as one set so they give way to
// each other and to the dice.
import { useMemo } from "react";
import { diceOnMat, type MatDie } from "../../games/rykestra";
import { BonusSectors } from "../../scene/rykestra/BonusSectors";
import { CaptureLine, DistanceRuler, rulerLabels } from "../../scene/rykestra/CaptureMarks";
import { CaptureZones, zoneLabels, type ZoneSpec } from "../../scene/rykestra/CaptureZones";
import { LiftedDice, liftedLabels } from "../../scene/rykestra/LiftedDice";
import { MatLabels } from "../../scene/rykestra/MatLabels";
import { OutRack } from "../../scene/rykestra/OutRack";
import { StillDice, type StillDie } from "../../scene/rykestra/StillDice";
import { SeatPlates } from "../../scene/rykestra/SeatPlates";
import { WaitingDice } from "../../scene/rykestra/WaitingDice";
import type { PlayerSpec } from "../game-kit";
import { capturedBy } from "../../games/rykestra/beats";
import { waitingDice, type MatchView } from "./match-state";
import { takesText } from "../../games/rykestra/words";

function zoneOf(d: MatDie, seats: readonly PlayerSpec[], strong: boolean): ZoneSpec {
  return {
    id: d.id,
    centre: d.centre,
    kite: d.kite,
    colour: seats[d.owner].colour.body,
    label: `${seats[d.owner].name} ${d.value} · ${takesText(d.value)}`,
    strong,
  };
}

/** What the replay draws for the beat on show. */
function replayMarks(view: MatchView, seats: readonly PlayerSpec[]) {
  const stage = view.stage;
  if (stage.kind !== "resolving") return null;
  const beat = stage.beats[stage.index];
  const mat = new Map(stage.summary.mat.map((d) => [d.id, d]));
  const before = capturedBy(stage.beats, stage.index - 1);
  if (beat.kind === "act") {
    const zones = beat.actors.filter((id) => !before.has(id)).flatMap((id) => (mat.has(id) ? [zoneOf(mat.get(id)!, seats, true)] : []));
    return { zones, line: null, ruler: null };
  }
  if (beat.kind === "capture") {
    const c = beat.capture;
    const from = mat.get(c.capturer);
    const to = mat.get(c.captured);
    if (!from || !to) return null;
    const ruler = c.contest
      ? c.contest.rivals.flatMap((r, i) => {
          const d = mat.get(r.id);
          return d ? [{ centre: d.centre, colour: seats[r.owner].colour.body, distance: r.distance, winner: i === 0 }] : [];
        })
      : null;
    // The zone without its label: the line, the ruler and the points say enough here.
    return {
      zones: [{ ...zoneOf(from, seats, true), label: undefined }],
      line: { from: from.centre, to: to.centre, colour: seats[c.capturerOwner].colour.body },
      ruler: ruler ? { target: to.centre, rivals: ruler } : null,
    };
  }
  return null;
}

/** The scored round's D10s while it is replayed (the game has them back in hand): those not yet lifted off. */
function stillDice(view: MatchView, seats: readonly PlayerSpec[]): StillDie[] {
  const { stage, review } = view;
  if (stage.kind !== "resolving" || !review) return [];
  const gone = capturedBy(stage.beats, stage.index);
  return stage.summary.mat.flatMap((d) => {
    const pose = review.poses[d.id];
    return pose && !gone.has(d.id) ? [{ id: d.id, kind: "d10" as const, pose, colour: seats[d.owner].colour.body, ink: seats[d.owner].colour.ink }] : [];
  });
}

export function RykestraTableLayer({ view, seats, showZones }: { view: MatchView; seats: readonly PlayerSpec[]; showZones: boolean }) {
  const { game, stage } = view;
  const reading = game.options.zoneReading;
  const sectors = stage.kind === "resolving" ? stage.summary.sectors : game.sectors;
  const active = stage.kind === "turn" || stage.kind === "rolling" ? stage.seat : stage.kind === "sector-ready" || stage.kind === "marker" || stage.kind === "placing" ? game.firstPlayer : null;
  const marks = replayMarks(view, seats);
  const settledZones = showZones && (stage.kind === "turn" || stage.kind === "marker" || stage.kind === "placing") ? diceOnMat(game).map((d) => zoneOf(d, seats, false)) : [];
  const zones = marks ? marks.zones : settledZones;
  const labels = useMemo(
    () => [...zoneLabels(zones, reading), ...(marks?.ruler ? rulerLabels(marks.ruler.target, marks.ruler.rivals) : []), ...liftedLabels(view.lifted)],
    [zones, reading, marks?.ruler, view.lifted],
  );
  // The dice lying on the mat now: in a replay, those not yet lifted off.
  const onMat = useMemo(() => {
    if (stage.kind !== "resolving") return diceOnMat(game).map((d) => d.centre);
    const gone = capturedBy(stage.beats, stage.index);
    return stage.summary.mat.filter((d) => !gone.has(d.id)).map((d) => d.centre);
  }, [game, stage]);

  return (
    <group>
      <SeatPlates seats={seats.map((s) => ({ name: s.name, colour: s.colour.body }))} active={active} />
      <WaitingDice dice={waitingDice(view, seats)} seats={game.players} />
      {sectors && <BonusSectors sectors={sectors.bonusSectors} bonus={sectors.bonus} voidRound={sectors.voidRound} />}
      <OutRack capacity={game.players * 2} count={view.outCount} />
      <CaptureZones zones={zones} reading={reading} labelled={false} />
      {marks?.line && <CaptureLine {...marks.line} />}
      {marks?.ruler && <DistanceRuler {...marks.ruler} labelled={false} />}
      <StillDice dice={stillDice(view, seats)} />
      <LiftedDice dice={view.lifted} labelled={false} />
      <MatLabels labels={labels} dice={onMat} />
    </group>
  );
}
