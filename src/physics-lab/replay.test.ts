import { describe, expect, it } from "vitest";
import { replay, type Replay } from "./replay";
import { DiceTable, aimedFlick, createRng, randomFlick, seatThrowPosition, trayThrowPosition } from "../physics";
import { restingPose } from "../geometry/resting-pose";
import { MAT } from "../geometry/table-layout";

const hand = (i: number) => trayThrowPosition(i, 2).position;

function twoThrows(): Replay {
  const rng = createRng(5);
  const aim = { centre: { x: 0, z: -2 }, radius: 8 };
  const first = randomFlick(rng, { dieId: "a", position: hand(0) }, aim);
  const second = randomFlick(rng, { dieId: "b", position: hand(1) }, aim);
  return {
    layout: "tray",
    seed: "replay-test",
    dice: [
      { id: "a", kind: "d6", position: first.position, quaternion: first.quaternion },
      { id: "b", kind: "d10", position: second.position, quaternion: second.quaternion },
    ],
    flicks: [first, second],
  };
}

describe("replaying a recorded throw", () => {
  it("gives the same settled dice every time, number for number", () => {
    const a = replay(twoThrows());
    const b = replay(twoThrows());
    expect(b.length).toBe(2);
    b.forEach((d, i) => {
      d.position.forEach((x, k) => expect(Object.is(x, a[i].position[k])).toBe(true));
      d.quaternion.forEach((x, k) => expect(Object.is(x, a[i].quaternion[k])).toBe(true));
      expect(d.label).toBe(a[i].label);
    });
  });

  it("throws the flicks in turn and lets the table settle after each, as a game does", () => {
    const r = twoThrows();
    const table = new DiceTable({ layout: r.layout, seed: r.seed });
    for (const d of r.dice) table.addDie(d, d, { asleep: true });
    table.throwDie(r.flicks[0]);
    table.settleNow();
    table.throwDie(r.flicks[1]);
    expect(replay(r)).toEqual(table.settleNow());
    expect(replay(r).every((d) => d.settled)).toBe(true);
  });

  it("leaves the dice it was given lying where they were put until something strikes them", () => {
    const pose = restingPose("d10", { label: 4 }, 0.3);
    const resting = { id: "r", kind: "d10" as const, position: [-12, MAT.thickness + pose.height, -12] as const, quaternion: pose.quaternion };
    const from = seatThrowPosition(0, 4);
    const flick = aimedFlick({ dieId: "t", position: from.position }, from.heading, 0.1, createRng(1));
    const [r] = replay({ layout: "rykestra", seed: 1, dice: [resting, { id: "t", kind: "d10", position: flick.position, quaternion: flick.quaternion }], flicks: [flick] });
    expect(r.position).toEqual(resting.position);
    expect(r.quaternion).toEqual(resting.quaternion);
    expect(r.label).toBe("4");
  });

  it("returns the dice as placed when there is nothing to throw", () => {
    const pose = restingPose("d6", 2);
    const dice = [{ id: "x", kind: "d6" as const, position: [1, pose.height, 2] as const, quaternion: pose.quaternion }];
    const [x] = replay({ layout: "tray", seed: 3, dice, flicks: [] });
    expect(x.position).toEqual(dice[0].position);
    expect(x.settled).toBe(true);
  });
});
