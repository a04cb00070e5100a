import { describe, expect, it } from "vitest";
import { readDie } from "../../../geometry/read-die";
import { d10Kite } from "../../../geometry/d10-kite";
import {
  EMPTY_POSITION,
  MAX_PRACTICE_DICE,
  MIN_SPACING,
  PLACE_LIMIT,
  addDie,
  clampSpot,
  moveDie,
  positionRefusal,
  practiceDieIds,
  removeDie,
  samePosition,
  setDieOwner,
  setDieValue,
  setSeats,
  setThrower,
  thrownDieId,
  toGrid,
  toHeading,
  turnDie,
  type PracticePosition,
} from "./position";
import { lyingPose, setUpSnapshots } from "./set-up-dice";
import { MAT } from "../../../geometry/table-layout";

const die = (owner: number, value: number, x: number, z: number, heading = 0) => ({ owner, value, x, z, heading });
const two: PracticePosition = { ...EMPTY_POSITION, dice: [die(0, 7, 0, 0), die(1, 3, 5, 0)] };

function ok<S>(r: { ok: true; state: S } | { ok: false; reason: string }): S {
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}
const reason = (r: { ok: boolean; reason?: string }) => (r.ok ? null : r.reason);

describe("a practice set-up", () => {
  it("keeps spots to the millimetre and headings to whole degrees", () => {
    expect(toGrid(1.23456)).toBe(1.2);
    expect(toGrid(-0.04)).toBe(0);
    expect(Object.is(toGrid(-0.04), -0)).toBe(false);
    expect(toHeading(-90)).toBe(270);
    expect(toHeading(359.6)).toBe(0);
    expect(toHeading(725)).toBe(5);
  });

  it("keeps a dragged spot on the mat", () => {
    expect(clampSpot({ x: 40, z: -40 })).toEqual({ x: PLACE_LIMIT, z: -PLACE_LIMIT });
  });

  it("adds a die at a free spot near the centre, clear of the others", () => {
    const p = ok(addDie(two, 2));
    const added = p.dice[2];
    expect(added.owner).toBe(2);
    for (const d of two.dice) expect(Math.hypot(d.x - added.x, d.z - added.z)).toBeGreaterThanOrEqual(MIN_SPACING);
    expect(positionRefusal(p)).toBeNull();
  });

  it("fills the mat up to every seat's two dice, then refuses", () => {
    let p = EMPTY_POSITION;
    for (let i = 0; i < MAX_PRACTICE_DICE; i++) p = ok(addDie(p, i % 4));
    expect(reason(addDie(p, 0))).toMatch(/at most 10/);
  });

  it("refuses a die for a seat that is not at the table", () => {
    expect(reason(addDie(EMPTY_POSITION, 4))).toMatch(/no seat 5/);
  });

  it("moves a die and refuses a spot on top of another", () => {
    expect(ok(moveDie(two, 1, { x: 2.04, z: 3 })).dice[1]).toMatchObject({ x: 2, z: 3 });
    expect(reason(moveDie(two, 1, { x: 1, z: 0 }))).toMatch(/Too close to die 1/);
  });

  it("allows dice exactly the spacing apart", () => {
    expect(ok(moveDie(two, 1, { x: MIN_SPACING, z: 0 })).dice[1].x).toBe(MIN_SPACING);
  });

  it("turns a die, wrapping the heading", () => {
    expect(ok(turnDie(two, 0, -15)).dice[0].heading).toBe(345);
  });

  it("sets a face from 0 to 9 and refuses anything else", () => {
    expect(ok(setDieValue(two, 0, 0)).dice[0].value).toBe(0);
    expect(reason(setDieValue(two, 0, 10))).toMatch(/0 to 9/);
  });

  it("gives a die to another seat and renames the bodies to match", () => {
    const p = ok(setDieOwner(two, 1, 0));
    expect(practiceDieIds(p)).toEqual(["d10-0-0", "d10-0-1"]);
    expect(thrownDieId(p)).toBe("d10-0-2");
    expect(thrownDieId(ok(setThrower(p, 3)))).toBe("d10-3-0");
  });

  it("removes a die", () => {
    expect(ok(removeDie(two, 0)).dice).toEqual([two.dice[1]]);
    expect(reason(removeDie(two, 5))).toMatch(/no die 6/);
  });

  it("refuses fewer seats while a die still belongs to a seat that would go", () => {
    const p = { ...two, dice: [...two.dice, die(3, 1, -5, -5)] };
    expect(reason(setSeats(p, 3))).toMatch(/Die 3 belongs to seat 4/);
    expect(ok(setSeats(two, 5)).seats).toBe(5);
  });

  it("hands the throw to seat 1 when the thrower's seat goes", () => {
    expect(ok(setSeats({ ...two, thrower: 3 }, 3)).thrower).toBe(0);
  });

  it("checks a whole position: seats, thrower, faces, spots, headings, spacing", () => {
    expect(positionRefusal(two)).toBeNull();
    expect(positionRefusal({ ...two, seats: 6 })).toMatch(/3 to 5/);
    expect(positionRefusal({ ...two, thrower: 4 })).toMatch(/thrower/);
    expect(positionRefusal({ ...two, dice: [die(0, 7, 0.05, 0)] })).toMatch(/millimetre/);
    expect(positionRefusal({ ...two, dice: [die(0, 7, 0, PLACE_LIMIT + 0.1)] })).toMatch(/edge/);
    expect(positionRefusal({ ...two, dice: [die(0, 7, 0, 0, 360)] })).toMatch(/heading/);
    expect(positionRefusal({ ...two, dice: [die(0, 7, 0, 0), die(1, 2, 0.5, 0.5)] })).toMatch(/Dice 1 and 2 overlap/);
  });

  it("tells equal set-ups apart from changed ones", () => {
    expect(samePosition(two, { ...two, dice: two.dice.map((d) => ({ ...d })) })).toBe(true);
    expect(samePosition(two, ok(turnDie(two, 0, 1)))).toBe(false);
  });
});

describe("a set-up die's resting pose", () => {
  it("shows its face, lies on the mat, and points its kite along its heading", () => {
    for (const value of [0, 4, 9]) {
      for (const heading of [0, 37, 90, 271]) {
        const pose = lyingPose({ value, x: 3.4, z: -2.2, heading });
        const read = readDie("d10", pose.quaternion);
        expect(read.value).toBe(value);
        expect(read.cocked).toBe(false);
        expect(pose.position[1]).toBeGreaterThan(MAT.thickness);
        const k = d10Kite(pose.position, pose.quaternion);
        expect(toHeading((k.heading * 180) / Math.PI)).toBe(heading);
      }
    }
  });

  it("reads as a flat mat of the set-up's ids, values and centres", () => {
    expect(setUpSnapshots(two).map((s) => [s.id, s.value, s.centre, s.cocked, s.offMat])).toEqual([
      ["d10-0-0", 7, { x: 0, z: 0 }, false, false],
      ["d10-1-0", 3, { x: 5, z: 0 }, false, false],
    ]);
  });
});
