// The physics lab's scenarios: throws built from plain data that Node and a browser tab replay
// (replay.ts, trace.ts) and must settle alike to the bit — five D6 into the tray, a hard throw
// into three resting D10 on the mat, and two throws in turn with the table settling between.
import type { Replay } from "./replay";
import { aimedFlick, createRng, randomFlick, seatThrowPosition, trayThrowPosition } from "../physics";
import { restingPose } from "../geometry/resting-pose";
import { MAT } from "../geometry/table-layout";
import type { Flick } from "../geometry/types";

const inHand = (f: Flick, kind: "d6" | "d10") => ({ id: f.dieId, kind, position: f.position, quaternion: f.quaternion });

/** Five D6 thrown together from the hand into the tray ("Throw for me"). */
export function fiveInTheTray(): Replay {
  const rng = createRng("determinism:tray");
  const aim = { centre: { x: 0, z: -2 }, radius: 9 };
  const flicks = Array.from({ length: 5 }, (_, i) => randomFlick(rng, { dieId: `d${i}`, position: trayThrowPosition(i, 5).position }, aim));
  return { layout: "tray", seed: "determinism:tray", dice: flicks.map((f) => inHand(f, "d6")), flicks };
}

/** Three D10 lying on the Rykestra mat and a hard keyboard throw from the south seat straight at them. */
export function hardThrowOnTheMat(): Replay {
  const spots = [
    [0, 3, 3],
    [1.5, 0.5, 7],
    [-1.8, 1, 0],
  ] as const;
  const resting = spots.map(([x, z, face], i) => {
    const pose = restingPose("d10", face, 0.4 * i);
    return { id: `rest${i}`, kind: "d10" as const, position: [x, MAT.thickness + pose.height, z] as const, quaternion: pose.quaternion };
  });
  const hand = seatThrowPosition(0, 4);
  const flick = aimedFlick({ dieId: "thrown", position: hand.position }, hand.heading, 0.9, createRng("determinism:mat"));
  return { layout: "rykestra", seed: "determinism:mat", dice: [...resting, inHand(flick, "d10")], flicks: [flick] };
}

/** Two throws in turn: a D6, then a D10 after the table has settled, into the same tray. */
export function twoThrowsInTurn(): Replay {
  const rng = createRng("determinism:turns");
  const aim = { centre: { x: 0, z: -2 }, radius: 6 };
  const first = randomFlick(rng, { dieId: "six", position: trayThrowPosition(0, 2).position }, aim);
  const second = aimedFlick({ dieId: "ten", position: trayThrowPosition(1, 2).position }, 0.1, 0.6, rng);
  return { layout: "tray", seed: 77, dice: [inHand(first, "d6"), inHand(second, "d10")], flicks: [first, second] };
}

/** The three, by name. */
export const LAB_SCENARIOS: Readonly<Record<string, () => Replay>> = {
  "five D6 into the tray": fiveInTheTray,
  "a hard throw into three resting D10": hardThrowOnTheMat,
  "two throws in turn": twoThrowsInTurn,
};
