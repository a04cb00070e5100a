// A practice position's dice as bodies and as the engine reads them: the exact resting pose
// that shows each die's face with its kite pointing along its heading, and the DieSnapshot
// that pose gives (centre, value, upward kite).
import { d10Kite } from "../../../geometry/d10-kite";
import { restingPose } from "../../../geometry/resting-pose";
import { MAT } from "../../../geometry/table-layout";
import type { Quat, Vec3 } from "../../../geometry/types";
import type { DieSnapshot } from "../dice";
import { practiceDieIds, type PracticeDie, type PracticePosition } from "./position";

export interface LyingPose {
  readonly position: Vec3;
  readonly quaternion: Quat;
}

const RAD = Math.PI / 180;

/** The pose of a die lying flat on the mat's top, showing its value, its kite along its heading. */
export function lyingPose(die: Pick<PracticeDie, "value" | "x" | "z" | "heading">): LyingPose {
  const rest = restingPose("d10", { label: String(die.value) }, die.heading * RAD);
  return { position: [die.x, MAT.thickness + rest.height, die.z], quaternion: rest.quaternion };
}

/** The set-up read as a settled mat: every die flat and on the mat, as placed. */
export function setUpSnapshots(position: PracticePosition): DieSnapshot[] {
  const ids = practiceDieIds(position);
  return position.dice.map((d, i) => {
    const pose = lyingPose(d);
    const { top, left, right } = d10Kite(pose.position, pose.quaternion);
    return { id: ids[i], owner: d.owner, value: d.value, centre: { x: d.x, z: d.z }, kite: { top, left, right }, cocked: false, offMat: false };
  });
}
