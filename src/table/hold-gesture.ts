// Carrying a die with a pointer or thumb, for the table controller: picking it up (from the
// hand, or off the table where it keeps the orientation it lay in), carrying it inside the hold
// area, and letting go — a flick throws it with the rest of the handful, a tap puts it back.
// Plain functions over what the controller lends them; the controller keeps the state.
import type { Flick, Vec3 } from "../geometry/types";
import { exactCos, exactSin } from "../geometry/exact-math";
import type { DiceTable } from "../physics/dice-table";
import { flickFromSamples, type FlickSample } from "../physics/flick";
import type { Rng } from "../physics/rng";
import { spreadHandful } from "./handful";
import type { HandLayout } from "./hand-layout";
import type { HandPoses } from "./hand-poses";

/** What a hold needs of its table. */
export interface HoldHost {
  readonly physics: DiceTable;
  readonly poses: HandPoses;
  readonly hand: HandLayout;
  /** The die's place in hand and how many wait there (for a die picked up from the hand). */
  handSlot(id: string): { index: number; count: number };
  /** The handful's own stream: how the other dice leave the hand beside the lead die. */
  readonly handfulRng: Rng;
}

/** Where the held die starts: off the table as it lay, or at its slot in the hand; at the hand's height. */
export function pickUp(host: HoldHost, id: string): void {
  const held = host.poses.held;
  if (host.physics.has(id)) {
    // Carried off the table: it keeps the orientation it lay in.
    const q = { x: 0, y: 0, z: 0, w: 1 };
    host.physics.readPose(id, held, q);
    host.poses.orient(id, [q.x, q.y, q.z, q.w]);
  } else {
    const { index, count } = host.handSlot(id);
    const slot = host.hand.slot(index, count).position;
    held.x = slot[0];
    held.z = slot[2];
  }
  held.y = host.hand.height;
}

/** Carries the held die to a table point, clamped to the hold area. Allocation-free. */
export function carry(host: HoldHost, x: number, z: number): void {
  const a = host.hand.holdArea;
  host.poses.held.x = Math.min(a.maxX, Math.max(a.minX, x));
  host.poses.held.z = Math.min(a.maxZ, Math.max(a.minZ, z));
}

/**
 * The flicks a release makes: the lead die's, then the rest of the handful's; or why it throws
 * nothing — "still" (let go at rest) or "backward" (moving back over the thrower's own edge,
 * more than 90° off the hand's facing: no throw goes that way on purpose).
 */
export function release(host: HoldHost, id: string, samples: readonly FlickSample[], others: readonly string[]): Flick[] | "still" | "backward" {
  const position: Vec3 = [host.poses.held.x, host.poses.held.y, host.poses.held.z];
  const lead = flickFromSamples(samples, { dieId: id, position, quaternion: host.poses.orientation(id) });
  if (!lead) return "still";
  // Facing h is (sin h, −cos h) on the table: a throw more than 90° off it goes back over the thrower's own edge.
  const facing = host.hand.slot(0, 1).heading;
  if (lead.velocity[0] * exactSin(facing) - lead.velocity[2] * exactCos(facing) <= 0) return "backward";
  const rest = spreadHandful(
    lead,
    others.map((o) => ({ dieId: o, quaternion: host.poses.orientation(o) })),
    host.handfulRng,
    host.hand.holdArea,
  );
  return [lead, ...rest];
}
