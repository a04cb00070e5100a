// A throw's path for drawing: the thrown die's pose every GHOST_FRAME_STEPS fixed steps from
// release to rest, on a headless table laid as the drill's set-up (drill-trial.ts throws the
// same way). The coach sends two — the player's logged flick and one re-throw of its own — for
// the screen to play as ghosts: drawn only, touching nothing on the live table or in the log.
import type { Flick } from "../geometry/types";
import { DiceTable } from "../physics";
import { lyingPose, practiceDieIds, type PracticePosition } from "../games/rykestra/practice";

/** One pose: x, y, z (cm) and the quaternion x, y, z, w. */
export type GhostFrame = readonly [number, number, number, number, number, number, number];

/** Fixed steps (1/240 s) between frames: 30 frames a second. */
export const GHOST_FRAME_STEPS = 8;
const TRIAL_SECONDS = 8;

export function throwPath(position: PracticePosition, flick: Flick, seed: number): GhostFrame[] {
  const table = new DiceTable({ layout: "rykestra", seed, maxSettleSeconds: TRIAL_SECONDS });
  const ids = practiceDieIds(position);
  position.dice.forEach((d, i) => table.addDie({ id: ids[i], kind: "d10" }, lyingPose(d), { asleep: true }));
  table.addDie({ id: flick.dieId, kind: "d10" }, flick, { asleep: true });
  table.throwDie(flick);
  const p = { x: 0, y: 0, z: 0 };
  const q = { x: 0, y: 0, z: 0, w: 1 };
  const frames: GhostFrame[] = [];
  const record = () => {
    table.readPose(flick.dieId, p, q);
    frames.push([p.x, p.y, p.z, q.x, q.y, q.z, q.w]);
  };
  record();
  for (let i = 1; !table.isSettled(); i++) {
    table.step();
    if (i % GHOST_FRAME_STEPS === 0) record();
  }
  record();
  return frames;
}
