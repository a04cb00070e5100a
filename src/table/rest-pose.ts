// Setting a die down by hand, showing a chosen value: a rack of kept dice, a hand laid out.
import type { DieKind } from "../geometry/types";
import { restingPose } from "../geometry/resting-pose";
import type { Pose } from "../physics/dice-table";

/** The pose that rests a die of `kind` flat on a surface at height `surfaceY` (cm), showing `value`. */
export function poseShowing(kind: DieKind, value: number, x: number, z: number, heading = 0, surfaceY = 0): Pose {
  const rest = restingPose(kind, { label: String(value) }, heading);
  return { position: [x, surfaceY + rest.height, z], quaternion: rest.quaternion };
}
