import { describe, expect, it } from "vitest";
import { DiceTable, type Impact } from "./dice-table";
import type { DieKind, Quat } from "../geometry/types";
import { readDie } from "../geometry/read-die";
import { fromAxisAngle } from "../geometry/quat";
import { restingPose } from "../geometry/resting-pose";
import { MAT, TRAY } from "../geometry/table-layout";
import { createRng, randomQuaternion } from "./rng";
import { aimedFlick } from "./flick";
import { seatThrowPosition } from "./throw-position";
import { threeThrown } from "./test-helpers";
import { MAX_FLICK_SPEED } from "./constants";

const KINDS: DieKind[] = ["d6", "d10", "spike", "chance", "kinzo", "hazard"];

function throwOnce(seed: number) {
  return threeThrown(seed).settleNow();
}

describe("the dice table", () => {
  for (const kind of KINDS) {
    it(`lets a dropped ${kind} settle flat and reads the face its snapshot pose shows`, () => {
      const rng = createRng(kind);
      for (let i = 0; i < 4; i++) {
        const table = new DiceTable({ layout: "tray", seed: i });
        table.addDie({ id: "x", kind }, { position: [rng.range(-5, 5), 5, rng.range(-5, 5)], quaternion: randomQuaternion(rng) });
        const [die] = table.settleNow();
        expect(table.isSettled()).toBe(true);
        expect(die.settled).toBe(true);
        expect(die.cocked).toBe(false);
        const reading = readDie(kind, die.quaternion);
        expect(die.label).toBe(reading.label);
        expect(die.faceIndex).toBe(reading.faceIndex);
        expect(die.position[1]).toBeGreaterThan(0.3);
        expect(die.position[1]).toBeLessThan(0.81);
        expect(die.offMat).toBe(false);
      }
    });
  }

  it("repeats a throw bit for bit for the same seed and flicks, and differs for another seed", () => {
    const a = throwOnce(21);
    const b = throwOnce(21);
    const c = throwOnce(22);
    expect(b.map((d) => [d.position, d.quaternion])).toEqual(a.map((d) => [d.position, d.quaternion]));
    expect(c.map((d) => d.position)).not.toEqual(a.map((d) => d.position));
  });

  it("reports a D6 left leaning against the tray wall as cocked, never as a clean face", () => {
    const table = new DiceTable({ layout: "tray", seed: 1 });
    const th = (33 * Math.PI) / 180;
    const reach = 0.8 * (Math.sin(th) + Math.cos(th));
    table.addDie({ id: "lean", kind: "d6" }, { position: [TRAY.width / 2 - reach - 0.002, reach + 0.002, 0], quaternion: fromAxisAngle([0, 0, 1], th) });
    const [die] = table.settleNow();
    expect(die.settled).toBe(true);
    expect(die.cocked).toBe(true);
    expect(die.tilt).toBeGreaterThan(20);
  });

  it("wakes a cocked die with a nudge so it can fall flat", () => {
    const table = new DiceTable({ layout: "tray", seed: 5 });
    const th = (33 * Math.PI) / 180;
    const reach = 0.8 * (Math.sin(th) + Math.cos(th));
    table.addDie({ id: "lean", kind: "d6" }, { position: [TRAY.width / 2 - reach - 0.002, reach + 0.002, 0], quaternion: fromAxisAngle([0, 0, 1], th) });
    expect(table.settleNow()[0].cocked).toBe(true);
    let flat = false;
    for (let i = 0; i < 10 && !flat; i++) {
      table.nudge("lean");
      expect(table.isAtRest("lean")).toBe(false);
      flat = !table.settleNow()[0].cocked;
    }
    expect(flat).toBe(true);
  });

  it("marks a die that has not come to rest when the time cap runs out as not settled", () => {
    const table = new DiceTable({ layout: "tray", seed: 1, maxSettleSeconds: 0.1 });
    table.addDie({ id: "a", kind: "d6" }, { position: [0, 10, 0], quaternion: [0, 0, 0, 1] });
    expect(table.isSettled()).toBe(false);
    const [die] = table.settleNow(5);
    expect(table.isSettled()).toBe(true);
    expect(die.settled).toBe(false);
    expect(table.secondsSinceMotion).toBeLessThan(0.2);
  });

  it("places a die exactly and leaves it asleep where it was put", () => {
    const table = new DiceTable({ layout: "rykestra", seed: 1 });
    const pose = restingPose("d10", { label: 7 }, 1.2);
    const position = [3, MAT.thickness + pose.height, -4] as const;
    table.addDie({ id: "k", kind: "d10" }, { position: [0, 5, 0], quaternion: [0, 0, 0, 1] });
    table.placeDie("k", { position, quaternion: pose.quaternion });
    expect(table.isSettled()).toBe(true);
    for (let i = 0; i < 240; i++) table.step();
    const [die] = table.snapshot();
    expect(die.position).toEqual(position);
    expect(die.label).toBe("7");
    expect(die.offMat).toBe(false);
  });

  it("marks a D10 flicked off the Rykestra mat as off the mat, lying on the wooden table", () => {
    const table = new DiceTable({ layout: "rykestra", seed: 3 });
    const hand = seatThrowPosition(0, 4);
    table.addDie({ id: "on", kind: "d10" }, { position: hand.position, quaternion: [0, 0, 0, 1] });
    // Power 0.1: a gentle throw that lands well inside the near edge (0.05 bounced back off it on the physics of save format 3).
    table.throwDie(aimedFlick({ dieId: "on", position: hand.position }, hand.heading, 0.1, createRng(1)));
    const hand2 = seatThrowPosition(1, 4);
    table.addDie({ id: "off", kind: "d10" }, { position: hand2.position, quaternion: [0, 0, 0, 1] });
    table.throwDie(aimedFlick({ dieId: "off", position: hand2.position }, hand2.heading, 1, createRng(2)));
    const [on, off] = table.settleNow();
    expect(on.offMat).toBe(false);
    expect(on.position[1]).toBeGreaterThan(MAT.thickness);
    expect(off.offMat).toBe(true);
    expect(off.position[1]).toBeLessThan(MAT.thickness);
    expect(off.position[1]).toBeGreaterThan(0);
    expect(off.settled).toBe(true);
  });

  it("never lets a die end below the table top, even thrown as hard as allowed straight down", () => {
    for (const layout of ["tray", "rykestra"] as const) {
      const table = new DiceTable({ layout, seed: 9 });
      const rng = createRng(layout);
      for (let i = 0; i < 8; i++) {
        const id = `m${i}`;
        table.addDie({ id, kind: i % 2 ? "d10" : "d6" }, { position: [0, 20, 0], quaternion: [0, 0, 0, 1] });
        const dir = [rng.range(-1, 1), -rng.range(0.2, 1), rng.range(-1, 1)];
        const n = Math.hypot(dir[0], dir[1], dir[2]);
        const v = dir.map((c) => (c / n) * MAX_FLICK_SPEED) as [number, number, number];
        table.throwDie({ dieId: id, position: [rng.range(-8, 8), rng.range(3, 12), rng.range(-8, 8)], quaternion: randomQuaternion(rng) as Quat, velocity: v, angularVelocity: [rng.range(-60, 60), 0, 0] });
      }
      for (const die of table.settleNow()) {
        expect(die.position[1]).toBeGreaterThan(0.3);
        expect(Math.abs(die.position[0])).toBeLessThan(70);
        expect(Math.abs(die.position[2])).toBeLessThan(50);
      }
    }
  });

  it("reports the first touch of a falling die with its speed and the surfaces that met", () => {
    const fall = (layout: "tray" | "rykestra", x: number, z: number) => {
      const table = new DiceTable({ layout, seed: 1 });
      const seen: Impact[] = [];
      table.onImpact((i) => seen.push(i));
      // Bottom face 3 cm above the surface under it.
      const under = layout === "rykestra" && Math.abs(x) < 15 && Math.abs(z) < 15 ? MAT.thickness : 0;
      table.addDie({ id: "a", kind: "d6" }, { position: [x, under + 3.8, z], quaternion: [0, 0, 0, 1] });
      table.settleNow();
      return seen;
    };
    const expected = Math.sqrt(2 * 981 * 3);
    for (const [layout, x, kinds] of [["tray", 0, "die-felt"], ["rykestra", 0, "die-felt"], ["rykestra", 25, "die-wood"]] as const) {
      const [first] = fall(layout, x, 0);
      expect(first.kinds).toBe(kinds);
      expect(first.dieId).toBe("a");
      expect(first.otherDieId).toBeNull();
      expect(Math.abs(first.speed - expected) / expected).toBeLessThan(0.05);
      // The first corner down, on the surface.
      expect(Math.abs(first.point[0] - x)).toBeLessThanOrEqual(0.81);
      expect(first.point[1]).toBeCloseTo(x === 0 && layout === "rykestra" ? MAT.thickness : 0, 1);
    }
  });

  it("reports a die striking another die once, naming both, and a die striking a wall", () => {
    const table = new DiceTable({ layout: "tray", seed: 1 });
    const seen: Impact[] = [];
    table.onImpact((i) => seen.push(i));
    const rest = restingPose("d6", 0);
    table.addDie({ id: "still", kind: "d6" }, { position: [0, rest.height, 0], quaternion: rest.quaternion }, { asleep: true });
    table.addDie({ id: "moving", kind: "d6" }, { position: [-6, rest.height + 0.3, 0], quaternion: rest.quaternion });
    table.throwDie({ dieId: "moving", position: [-6, rest.height + 0.3, 0], quaternion: rest.quaternion, velocity: [150, 0, 0], angularVelocity: [0, 0, 0] });
    table.settleNow();
    const hits = seen.filter((i) => i.kinds === "die-die");
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((h) => [h.dieId, h.otherDieId].sort().join()))).toEqual(new Set(["moving,still"]));
    expect(hits[0].speed).toBeGreaterThan(50);
    expect(seen.some((i) => i.kinds === "die-wall")).toBe(false);
    table.throwDie({ dieId: "moving", position: [15, rest.height + 0.3, 5], quaternion: rest.quaternion, velocity: [150, 0, 0], angularVelocity: [0, 0, 0] });
    table.settleNow();
    const wall = seen.find((i) => i.kinds === "die-wall");
    expect(wall?.point[0]).toBeCloseTo(TRAY.width / 2, 1);
  });

  it("leaves resting dice the throw does not touch exactly where they lay", () => {
    const table = new DiceTable({ layout: "rykestra", seed: 4 });
    const pose = restingPose("d10", 2, 0.4);
    const spots = [[-10, -10], [10, -10], [-10, 10], [10, 10], [0, -12]] as const;
    spots.forEach(([x, z], i) =>
      table.addDie({ id: `r${i}`, kind: "d10" }, { position: [x, MAT.thickness + pose.height, z], quaternion: pose.quaternion }, { asleep: true }),
    );
    const before = table.snapshot();
    const hand = seatThrowPosition(0, 4);
    table.addDie({ id: "t", kind: "d10" }, { position: hand.position, quaternion: [0, 0, 0, 1] });
    table.throwDie(aimedFlick({ dieId: "t", position: hand.position }, hand.heading, 0.1, createRng(8)));
    const after = table.settleNow();
    const thrown = after[after.length - 1];
    expect(thrown.offMat).toBe(false);
    for (const [x, z] of spots) expect(Math.hypot(thrown.position[0] - x, thrown.position[2] - z)).toBeGreaterThan(3);
    before.forEach((d, i) => {
      expect(after[i].position).toEqual(d.position);
      expect(after[i].quaternion).toEqual(d.quaternion);
    });
  });

  it("lets a die lying on another fall when the one beneath is taken away", () => {
    const table = new DiceTable({ layout: "tray", seed: 1 });
    const pose = restingPose("d6", 0);
    table.addDie({ id: "low", kind: "d6" }, { position: [0, pose.height, 0], quaternion: pose.quaternion });
    table.addDie({ id: "high", kind: "d6" }, { position: [0.2, 3 * pose.height, 0], quaternion: pose.quaternion });
    table.settleNow();
    expect(table.snapshot()[1].position[1]).toBeCloseTo(3 * pose.height, 1);
    table.removeDie("low");
    expect(table.has("low")).toBe(false);
    const [high] = table.settleNow();
    expect(high.position[1]).toBeCloseTo(pose.height, 2);
  });

  it("runs whole fixed steps from real time and carries the remainder", () => {
    const table = new DiceTable({ layout: "tray", seed: 1 });
    expect(table.advance(1 / 60)).toBe(4);
    expect(table.advance(0.5 / 240)).toBe(0);
    expect(table.advance(0.5 / 240)).toBe(1);
    expect(table.advance(10)).toBe(24);
  });
});

describe("a table reset for the next throw", () => {
  /** Nine dice lying on the mat, one thrown in hard among them, run to rest; then a nudge and a die taken off. */
  function play(table: DiceTable, seed: number): string[] {
    const rng = createRng(seed);
    for (let i = 0; i < 9; i++) {
      const pose = restingPose("d10", rng.int(10), rng.range(0, 6));
      table.addDie({ id: `r${i}`, kind: "d10" }, { position: [rng.range(-9, 9), MAT.thickness + pose.height, rng.range(-9, 9)], quaternion: pose.quaternion }, { asleep: true });
    }
    const hand = seatThrowPosition(rng.int(4), 4);
    table.addDie({ id: "t", kind: seed % 2 ? "d10" : "d6" }, { position: hand.position, quaternion: [0, 0, 0, 1] }, { asleep: true });
    const impacts: Impact[] = [];
    table.onImpact((i) => impacts.push(i));
    table.throwDie(aimedFlick({ dieId: "t", position: hand.position }, hand.heading + rng.range(-0.3, 0.3), 1, rng));
    const states = [];
    for (let s = 0; s < 4000 && !table.isSettled(); s++) {
      table.step();
      if (s % 5 === 0) states.push(JSON.stringify(table.restState()));
    }
    table.nudge("r0");
    table.removeDie("r1");
    table.settleNow();
    states.push(JSON.stringify(table.restState()), JSON.stringify(impacts), String(table.rngState()));
    return states;
  }

  it("throws exactly as a new table does, to the bit, throw after throw", () => {
    const reused = new DiceTable({ layout: "rykestra", seed: 0 });
    for (let seed = 1; seed <= 8; seed++) {
      reused.reset(seed);
      const fresh = play(new DiceTable({ layout: "rykestra", seed }), seed);
      const again = play(reused, seed);
      expect(again.length).toBe(fresh.length);
      // Compared state by state, so a failure names the first step that parts.
      for (let i = 0; i < fresh.length; i++) expect(again[i], `seed ${seed}, reading ${i}`).toBe(fresh[i]);
    }
  });
});
