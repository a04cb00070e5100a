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

/** A set-up die the throw moved, frame for frame with the thrown die's path. */
export interface GhostDie {
  readonly id: string;
  readonly frames: readonly GhostFrame[];
}

/** A set-up die that ends or passes this far (cm) from where it lay was moved by the throw. */
const MOVED_CM = 0.05;

/** The thrown die's path alone. */
export const throwPath = (position: PracticePosition, flick: Flick, seed: number): GhostFrame[] => throwPaths(position, flick, seed).thrown;

/** The thrown die's path and the paths of the set-up dice it moved (knocked, nudged, sent off). */
export function throwPaths(position: PracticePosition, flick: Flick, seed: number): { thrown: GhostFrame[]; moved: GhostDie[] } {
  const table = new DiceTable({ layout: "rykestra", seed, maxSettleSeconds: TRIAL_SECONDS });
  const ids = practiceDieIds(position);
  position.dice.forEach((d, i) => table.addDie({ id: ids[i], kind: "d10" }, lyingPose(d), { asleep: true }));
  table.addDie({ id: flick.dieId, kind: "d10" }, flick, { asleep: true });
  table.throwDie(flick);
  const p = { x: 0, y: 0, z: 0 };
  const q = { x: 0, y: 0, z: 0, w: 1 };
  const all = [flick.dieId, ...ids];
  const frames: GhostFrame[][] = all.map(() => []);
  const record = () =>
    all.forEach((id, k) => {
      table.readPose(id, p, q);
      frames[k].push([p.x, p.y, p.z, q.x, q.y, q.z, q.w]);
    });
  record();
  for (let i = 1; !table.isSettled(); i++) {
    table.step();
    if (i % GHOST_FRAME_STEPS === 0) record();
  }
  record();
  const moved: GhostDie[] = [];
  for (let k = 1; k < all.length; k++) {
    const [x0, , z0] = frames[k][0];
    if (frames[k].some((f) => Math.abs(f[0] - x0) > MOVED_CM || Math.abs(f[2] - z0) > MOVED_CM)) moved.push({ id: all[k], frames: frames[k] });
  }
  return { thrown: frames[0], moved };
}
