// Dice leaving the mat: knocked back to a hand or out of play after a throw, and captured
// dice lifted off during the replay.
import type { DieId, DieSnapshot, ThrowOutcome } from "../../games/rykestra";
import type { Pose } from "../../physics";
import type { LiftedDie } from "../../scene/rykestra/LiftedDice";
import type { TableController } from "../../table/table-controller";
import { outRackPoint } from "../../scene/rykestra/seats";
import { poseShowing } from "../../table/rest-pose";
import type { PlayerSpec } from "../game-kit";
import type { Beat } from "./beats";
import { pointsText } from "../../games/rykestra/words";

/** A die's pose on the table now (identity at the origin when it has no body). */
export function poseOf(controller: TableController, id: string): Pose {
  const p = { x: 0, y: 0, z: 0 };
  const q = { x: 0, y: 0, z: 0, w: 1 };
  controller.physics.readPose(id, p, q);
  return { position: [p.x, p.y, p.z], quaternion: [q.x, q.y, q.z, q.w] };
}

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

/**
 * After a throw: dice sent back to a hand lose their bodies (the hand draws them); dice out of
 * play are set down in the out rack showing the face they read. Returns the rack's new count.
 */
export function clearAfterThrow(
  controller: TableController,
  onTable: Set<DieId>,
  outcome: ThrowOutcome,
  snaps: readonly DieSnapshot[],
  outCount: number,
): number {
  const returned = outcome.returned.map((r) => r.id);
  for (const id of returned) onTable.delete(id);
  controller.toHand(returned);
  let count = outCount;
  for (const id of outcome.out) {
    const [x, , z] = outRackPoint(count++);
    controller.placeDie(id, poseShowing("d10", snaps.find((s) => s.id === id)?.value ?? 0, x, z));
  }
  return count;
}
