// A die as the table keeps it: its body, its listeners and how many steps it has been quiet;
// when it counts as at rest; after each step, its spin capped and its quiet counted; the dice a
// waking die wakes; and its reading for a snapshot.
import { Body, type ContactEquation } from "cannon-es";
import type { DieKind, Quat, SettledDie } from "../geometry/types";
import { readDie } from "../geometry/read-die";
import { isOnMat } from "../geometry/mat";
import { FIXED_DT, MAX_SPIN, QUIET_ANGULAR, QUIET_LINEAR, QUIET_SECONDS } from "./constants";
import type { Layout } from "./surfaces";

export interface DieEntry {
  readonly id: string;
  readonly kind: DieKind;
  readonly body: Body;
  readonly onCollide: (e: { body: Body; contact: ContactEquation }) => void;
  readonly onWake: () => void;
  quietSteps: number;
}

export const SLEEPING = Body.SLEEPING;
const QUIET_STEPS = Math.ceil(QUIET_SECONDS / FIXED_DT);
/** Centres closer than this (cm) may be touching: waking one die wakes such neighbours. */
const NEIGHBOUR_DISTANCE = 2.6;

/** True when the die sleeps or has been quiet for QUIET_SECONDS. */
export function atRest(entry: DieEntry): boolean {
  return entry.body.sleepState === SLEEPING || entry.quietSteps >= QUIET_STEPS;
}

/** After a step: every die's spin capped at MAX_SPIN, and its quiet steps counted (or reset). */
export function afterStep(dice: readonly DieEntry[]): void {
  const l2 = QUIET_LINEAR * QUIET_LINEAR;
  const a2 = QUIET_ANGULAR * QUIET_ANGULAR;
  const spin2 = MAX_SPIN * MAX_SPIN;
  for (let i = 0; i !== dice.length; i++) {
    const entry = dice[i];
    const b = entry.body;
    // Vec3.lengthSquared written out (x² + y² + z², in that order); the spin read once unless capped.
    const w = b.angularVelocity;
    let w2 = w.x * w.x + w.y * w.y + w.z * w.z;
    if (w2 > spin2) {
      w.scale(MAX_SPIN / Math.sqrt(w2), w);
      w2 = w.x * w.x + w.y * w.y + w.z * w.z;
    }
    const v = b.velocity;
    const quiet = v.x * v.x + v.y * v.y + v.z * v.z < l2 && w2 < a2;
    entry.quietSteps = quiet ? entry.quietSteps + 1 : 0;
  }
}

/** Wakes the sleeping dice close enough to `entry` to be touching it. */
export function wakeNeighbours(entry: DieEntry, dice: readonly DieEntry[]): void {
  const p = entry.body.position;
  const limit = NEIGHBOUR_DISTANCE * NEIGHBOUR_DISTANCE;
  for (const other of dice) {
    if (other === entry || other.body.sleepState !== SLEEPING) continue;
    if (other.body.position.distanceSquared(p) < limit) other.body.wakeUp();
  }
}

/** The die's pose and reading now (off the mat only on Rykestra's layout). */
export function settledDie(entry: DieEntry, layout: Layout): SettledDie {
  const p = entry.body.position;
  const q = entry.body.quaternion;
  const quaternion: Quat = [q.x, q.y, q.z, q.w];
  return {
    ...readDie(entry.kind, quaternion),
    id: entry.id,
    kind: entry.kind,
    position: [p.x, p.y, p.z],
    quaternion,
    offMat: layout === "rykestra" && !isOnMat({ x: p.x, z: p.z }),
    settled: atRest(entry),
  };
}
