// Captured dice lifted off the mat during a round's replay.
import type { DieId } from "../../games/rykestra";
import type { Pose } from "../../physics";
import type { LiftedDie } from "../../scene/rykestra/LiftedDice";
import type { PlayerSpec } from "../game-kit";
import type { Beat } from "../../games/rykestra/beats";
import { pointsText } from "../../games/rykestra/words";

/** The rising die for `id` when `beat` is the capture that takes it; null otherwise. */
export function liftedDie(beat: Beat, id: DieId, pose: Pose, seats: readonly PlayerSpec[]): LiftedDie | null {
  if (beat.kind !== "capture" || beat.capture.captured !== id) return null;
  const owner = seats[beat.capture.capturedOwner].colour;
  return {
    id,
    pose,
    colour: owner.body,
    ink: owner.ink,
    points: pointsText(beat.capture),
    pointsColour: seats[beat.capture.capturerOwner].colour.body,
  };
}
