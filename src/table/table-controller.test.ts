import { describe, expect, it } from "vitest";
import { TableController } from "./table-controller";
import { AIM_SWING } from "./aim";
import { readDie } from "../geometry/read-die";
import { restingPose } from "../geometry/resting-pose";
import type { SettledDie } from "../geometry/types";
import type { DieSpec } from "./table-types";

const DICE: DieSpec[] = [
  { id: "a", kind: "d6", colour: "#fff" },
  { id: "b", kind: "d6", colour: "#fff" },
  { id: "c", kind: "d10", colour: "#a00" },
];

function table(seed = 5) {
  const c = new TableController({ layout: "tray", seed });
  c.setDice(DICE);
  return c;
}

/** Runs the render loop at 30 fps until the table reports a settle (or 60 s pass). */
function runToRest(c: TableController): readonly SettledDie[] {
  let settled: readonly SettledDie[] | null = null;
  const off = c.on("settled", (e) => (settled = e.dice));
  for (let i = 0; i < 1800 && !settled; i++) c.frame(1 / 30);
  off();
  if (!settled) throw new Error("the table never came to rest");
  return settled;
}

describe("the table controller", () => {
  it("starts every new die in hand, drawn at its hand slot", () => {
    const c = table();
    expect(c.state.inHand).toEqual(["a", "b", "c"]);
    const pos = { x: 0, y: 0, z: 0 };
    const q = { x: 0, y: 0, z: 0, w: 1 };
    expect(c.readPose("b", pos, q)).toBe(true);
    expect(pos.y).toBe(c.handLayout.height);
    expect(c.physics.ids()).toEqual([]);
  });

  it("throws the hand for me and reports one settle whose faces are the physics' own", () => {
    const c = table();
    const thrown: string[][] = [];
    c.on("thrown", (e) => thrown.push([...e.ids]));
    c.launch(c.randomFlicks(c.handToThrow()), "auto");
    expect(c.state.inAir).toBe(true);
    expect(c.state.inHand).toEqual([]);
    const dice = runToRest(c);
    expect(thrown).toEqual([["a", "b", "c"]]);
    expect(dice.map((d) => d.id)).toEqual(["a", "b", "c"]);
    for (const d of dice) expect(d.label).toBe(readDie(d.kind, d.quaternion).label);
    expect(c.state.inAir).toBe(false);
    expect(c.state.settled).toEqual(dice);
    expect(c.state.restStep).toBe(c.step);
  });

  it("holds the render loop's clock at a chosen step for a test, and the throw then lands as it would have", () => {
    const free = table(9);
    free.launch(free.randomFlicks(free.handToThrow()), "auto");
    const landed = runToRest(free);
    const held = table(9);
    held.launch(held.randomFlicks(held.handToThrow()), "auto");
    held.holdClockAt(held.step + 7);
    for (let i = 0; i < 100; i++) held.frame(1 / 30);
    expect(held.step).toBe(7);
    expect(held.state.inAir).toBe(true);
    held.holdClockAt(null);
    expect(runToRest(held)).toEqual(landed);
    expect(held.step).toBe(free.step);
  });

  it("gives the same throw the same ending for the same seed", () => {
    const once = () => {
      const c = table(9);
      c.launch(c.randomFlicks(c.handToThrow()), "auto");
      return runToRest(c).map((d) => [d.id, d.label, d.position]);
    };
    expect(once()).toEqual(once());
  });

  it("turns a quick drag of one die into a flick of the whole hand, thrown only when launched", () => {
    const c = table();
    expect(c.beginHold("a")).toBe(true);
    const samples = Array.from({ length: 6 }, (_, i) => ({ t: i * 0.016, x: 0, z: 10 - i * 2 }));
    for (const s of samples) c.moveHold(s.x, s.z);
    const flicks = c.endHold(samples);
    expect(flicks?.map((f) => f.dieId)).toEqual(["a", "b", "c"]);
    expect(flicks?.[0].velocity[2]).toBeLessThan(0);
    // The release only makes the flicks: the table throws nothing by itself.
    expect(c.state.holding).toBeNull();
    expect(c.state.inHand).toEqual(["a", "b", "c"]);
    expect(c.state.throws).toBe(0);
    c.launch(flicks!, "flick");
    expect(c.state.inHand).toEqual([]);
    runToRest(c);
  });

  it("puts a die back in hand when it is let go without a flick", () => {
    const c = table();
    const taps: string[] = [];
    c.on("tap", (e) => taps.push(`${e.id} ${e.why}`));
    c.beginHold("b");
    expect(c.endHold([{ t: 0, x: 0, z: 10 }, { t: 0.5, x: 0, z: 10 }])).toBeNull();
    expect(taps).toEqual(["b still"]);
    expect(c.state.holding).toBeNull();
    expect(c.state.inHand).toContain("b");
    expect(c.physics.ids()).toEqual([]);
  });

  it("throws nothing for a drag let go moving away from the table (a pull-back), and says so", () => {
    const c = table();
    const taps: string[] = [];
    c.on("tap", (e) => taps.push(`${e.id} ${e.why}`));
    c.beginHold("a");
    // The hand is at the near (+z) edge: moving on towards +z is away from the table.
    const back = Array.from({ length: 6 }, (_, i) => ({ t: i * 0.016, x: 0, z: 10 + i * 2 }));
    for (const s of back) c.moveHold(s.x, s.z);
    expect(c.endHold(back)).toBeNull();
    expect(taps).toEqual(["a backward"]);
    expect(c.state.inHand).toContain("a");
    expect(c.state.throws).toBe(0);
  });

  it("throws a drag carried past the tray's middle and let go moving on away from the player", () => {
    const c = table();
    c.beginHold("a");
    // Carried across the middle (z −2, where "Throw for me" aims) and still moving up the table (−z): a throw.
    const on = Array.from({ length: 6 }, (_, i) => ({ t: i * 0.016, x: 0, z: -4 - i * 2 }));
    for (const s of on) c.moveHold(s.x, s.z);
    expect(c.endHold(on)?.[0].velocity[2]).toBeLessThan(0);
  });

  it("lets nobody pick up dice while locked, and only the throwable ones otherwise", () => {
    const c = table();
    c.setThrowable(["c"]);
    expect(c.canPickUp("a")).toBe(false);
    expect(c.canPickUp("c")).toBe(true);
    c.setLocked(true);
    expect(c.canPickUp("c")).toBe(false);
    expect(c.beginHold("c")).toBe(false);
  });

  it("picks settled dice back up into the hand", () => {
    const c = table();
    c.launch(c.randomFlicks(c.handToThrow()), "auto");
    runToRest(c);
    c.toHand(["a"]);
    expect(c.state.inHand).toEqual(["a"]);
    expect(c.physics.ids()).toEqual(["b", "c"]);
    c.toHand();
    expect(c.state.settled).toBeNull();
    expect(c.state.restStep).toBeNull();
  });

  it("places a die at rest showing the face it was placed on", () => {
    const c = table();
    const pose = restingPose("d10", { label: "7" }, 0.3);
    c.placeDie("c", { position: [3, pose.height, -4], quaternion: pose.quaternion });
    const [d] = c.snapshot();
    expect(d.label).toBe("7");
    expect(c.state.inHand).toEqual(["a", "b"]);
  });

  it("keeps the keyboard aim within its swing and its power within 0..1", () => {
    const c = table();
    for (let i = 0; i < 40; i++) c.adjustAim(0.1, 0.1);
    expect(c.state.aim.heading).toBeCloseTo(AIM_SWING);
    expect(c.state.aim.power).toBe(1);
    for (let i = 0; i < 80; i++) c.adjustAim(-0.1, -0.1);
    expect(c.state.aim.heading).toBeCloseTo(-AIM_SWING);
    expect(c.state.aim.power).toBe(0);
  });

  it("throws along the keyboard aim", () => {
    const c = table();
    c.adjustAim(-0.3);
    const flicks: number[] = [];
    c.on("thrown", (e) => e.flicks.forEach((f) => flicks.push(Math.atan2(f.velocity[0], -f.velocity[2]))));
    c.launch(c.aimedFlicks(c.handToThrow()), "keyboard");
    for (const h of flicks) expect(h).toBeCloseTo(-0.3, 1);
  });
});
