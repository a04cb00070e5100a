// A table at rest as plain data, exact to the bit: every die's pose, motion and sleep state
// and the world's clock, so a table rebuilt from it steps on exactly as the one it was read
// from. Dice are kept in the world's order (the order the solver sees them in).
import type { Body } from "cannon-es";
import type { DieKind, Quat, Vec3 } from "../geometry/types";

export interface DieRest {
  readonly id: string;
  readonly kind: DieKind;
  readonly position: Vec3;
  readonly quaternion: Quat;
  readonly velocity: Vec3;
  readonly angularVelocity: Vec3;
  /** cannon-es's sleep state: 0 awake, 1 sleepy, 2 sleeping. */
  readonly sleepState: 0 | 1 | 2;
  /** World time (s) the die last became sleepy. */
  readonly timeLastSleepy: number;
  /** Steps in a row under the quiet limits (the table's own rest rule). */
  readonly quietSteps: number;
}

export interface PhysicsRest {
  /** Physics steps since the table was made. */
  readonly steps: number;
  readonly sinceMotion: number;
  /** cannon-es world time (s) and step number. */
  readonly time: number;
  readonly stepnumber: number;
  readonly dice: readonly DieRest[];
}

export function readBody(id: string, kind: DieKind, b: Body, quietSteps: number): DieRest {
  return {
    id,
    kind,
    position: [b.position.x, b.position.y, b.position.z],
    quaternion: [b.quaternion.x, b.quaternion.y, b.quaternion.z, b.quaternion.w],
    velocity: [b.velocity.x, b.velocity.y, b.velocity.z],
    angularVelocity: [b.angularVelocity.x, b.angularVelocity.y, b.angularVelocity.z],
    sleepState: b.sleepState as 0 | 1 | 2,
    timeLastSleepy: b.timeLastSleepy,
    quietSteps,
  };
}

/** Writes a die's rest into its body, bit for bit (no normalising, no sleep or wake events). */
export function writeBody(b: Body, d: DieRest): void {
  b.position.set(...d.position);
  b.previousPosition.copy(b.position);
  b.quaternion.set(...d.quaternion);
  b.previousQuaternion.copy(b.quaternion);
  b.velocity.set(...d.velocity);
  b.angularVelocity.set(...d.angularVelocity);
  b.force.set(0, 0, 0);
  b.torque.set(0, 0, 0);
  b.sleepState = d.sleepState;
  b.timeLastSleepy = d.timeLastSleepy;
  b.wakeUpAfterNarrowphase = false;
  b.aabbNeedsUpdate = true;
  b.updateInertiaWorld(true);
}
