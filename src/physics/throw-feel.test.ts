// The feel of a throw, held by seeded samples: dice thrown into the tray tumble and hop for a
// while and stay in it; a hard throw on the mat can strike the dice lying there. The figures
// behind these bounds come from scripts/bench-look.ts; the bounds leave room for small tuning.
import { describe, expect, it } from "vitest";
import { DiceTable } from "./dice-table";
import { aimedFlick, flickFromSamples, randomFlick, type FlickSample } from "./flick";
import { createRng } from "./rng";
import { seatThrowPosition, trayThrowPosition } from "./throw-position";
import { watchThrow, type DieFigures } from "./throw-figures";
import { restingPose } from "../geometry/resting-pose";
import { MAT, TRAY } from "../geometry/table-layout";
import type { Flick } from "../geometry/types";

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const inTray = (x: number, z: number) => Math.abs(x) < TRAY.width / 2 && Math.abs(z) < TRAY.depth / 2;

/** Throws one D6 into the tray per flick, each on a fresh table; its figures and whether it stayed in. */
function trayThrows(flicks: readonly Flick[]): { dice: DieFigures[]; out: number } {
  const dice: DieFigures[] = [];
  let out = 0;
  flicks.forEach((f, i) => {
    const table = new DiceTable({ layout: "tray", seed: i });
    table.addDie({ id: f.dieId, kind: "d6" }, f, { asleep: true });
    dice.push(...watchThrow(table, [f.dieId], () => table.throwDie(f)).dice);
    const [d] = table.snapshot();
    if (!inTray(d.position[0], d.position[2])) out++;
  });
  return { dice, out };
}

const TRAY_AIM = { centre: { x: 0, z: -2 }, radius: TRAY.depth / 2 - 6 };

describe("the feel of a throw", () => {
  it("keeps a die thrown for the player moving and hopping in the tray for well over half a second, and in the tray", () => {
    const rng = createRng("feel:throw-for-me");
    const hand = trayThrowPosition(0, 1).position;
    const { dice, out } = trayThrows(Array.from({ length: 40 }, () => randomFlick(rng, { dieId: "d", position: hand }, TRAY_AIM)));
    expect(median(dice.map((d) => d.movingSeconds))).toBeGreaterThan(0.55);
    expect(mean(dice.map((d) => d.hops))).toBeGreaterThan(2);
    expect(out).toBe(0);
  });

  it("lands keyboard throws at the starting power, and brisk drags, inside the tray", () => {
    const rng = createRng("feel:keyboard");
    const hand = trayThrowPosition(0, 1).position;
    const keyboard = Array.from({ length: 30 }, () => aimedFlick({ dieId: "k", position: hand }, rng.range(-0.4, 0.4), 0.45, rng));
    expect(trayThrows(keyboard).out).toBe(0);
    const drags = Array.from({ length: 30 }, () => {
      const speed = rng.range(60, 180);
      const a = rng.range(-0.4, 0.4);
      const samples: FlickSample[] = Array.from({ length: 13 }, (_, i) => {
        const back = (12 - i) / 60;
        return { t: i / 60, x: hand[0] - Math.sin(a) * speed * back, z: hand[2] + Math.cos(a) * speed * back };
      });
      return flickFromSamples(samples, { dieId: "f", position: hand, quaternion: [0, 0, 0, 1] })!;
    });
    const dragged = trayThrows(drags);
    expect(dragged.out).toBe(0);
    expect(median(dragged.dice.map((d) => d.wallHits))).toBeGreaterThanOrEqual(1);
  });

  it("lets a hard keyboard throw at a D10 lying on the mat strike it in a good share of throws, and knock some off", () => {
    const rng = createRng("feel:knock");
    let struck = 0;
    let knockedOff = 0;
    const throws = 30;
    for (let t = 0; t < throws; t++) {
      const table = new DiceTable({ layout: "rykestra", seed: t });
      const x = rng.range(-5, 5);
      const z = rng.range(-5, 5);
      const pose = restingPose("d10", rng.int(10), rng.range(0, 2 * Math.PI));
      table.addDie({ id: "lying", kind: "d10" }, { position: [x, MAT.thickness + pose.height, z], quaternion: pose.quaternion }, { asleep: true });
      const hand = seatThrowPosition(rng.int(4), 4);
      const heading = Math.atan2(x - hand.position[0], hand.position[2] - z);
      const f = aimedFlick({ dieId: "thrown", position: hand.position }, heading, rng.range(0.6, 1), rng);
      table.addDie({ id: "thrown", kind: "d10" }, f, { asleep: true });
      table.throwDie(f);
      const [lying] = table.settleNow();
      if (Math.hypot(lying.position[0] - x, lying.position[2] - z) > 1) struck++;
      if (lying.offMat) knockedOff++;
    }
    expect(struck / throws).toBeGreaterThan(0.3);
    expect(knockedOff).toBeGreaterThan(0);
  });
});
