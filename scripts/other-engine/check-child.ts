// Run under other-engine-math.mjs. `check-child.ts FILE` reads the records another process
// wrote and prints what this process found, as JSON on stdout. `check-child.ts --probe` prints
// how often each approximated function answers differently here, and whether a throw whose
// spin differs by one ulp lands elsewhere.
import { readFileSync } from "node:fs";
import { replay } from "../../src/physics-lab/replay";
import type { Flick } from "../../src/geometry/types";
import { check, type KitRecord } from "./cross-engine";

interface OtherEngine {
  native: Record<string, (...a: number[]) => number>;
  counts: { calls: number; moved: number };
}
const other = (globalThis as { __otherEngineMath?: OtherEngine }).__otherEngineMath;

function probe() {
  const moved: Record<string, number> = {};
  for (const name of Object.keys(other?.native ?? {})) {
    let n = 0;
    for (let i = 1; i <= 1000; i++) {
      const x = i / 1001;
      const args = name === "atan2" || name === "pow" || name === "hypot" ? [x, 1 - x / 2] : [name === "acosh" ? 1 + x : x];
      if (!Object.is((Math as unknown as Record<string, (...a: number[]) => number>)[name](...args), other!.native[name](...args))) n++;
    }
    moved[name] = n / 1000;
  }
  // One D10 thrown twice from the hand: the second flick's spin one ulp off in one component.
  const flick: Flick = { dieId: "a", position: [0, 8, 10], quaternion: [0, 0, 0, 1], velocity: [3, 20, -90], angularVelocity: [-30, 4, 7] };
  const nudged: Flick = { ...flick, angularVelocity: [-30, 4, 7 + 7 * Number.EPSILON] };
  const land = (f: Flick) => replay({ layout: "tray", seed: 1, dice: [{ id: "a", kind: "d10", position: f.position, quaternion: f.quaternion }], flicks: [f] })[0];
  const a = land(flick);
  const b = land(nudged);
  const apart = Math.sqrt(a.position.reduce((s, x, i) => s + (x - b.position[i]) * (x - b.position[i]), 0));
  return { moved, oneUlpApartCm: apart };
}

if (process.argv[2] === "--probe") process.stdout.write(JSON.stringify(probe()));
else {
  const records = JSON.parse(readFileSync(process.argv[2], "utf8")) as KitRecord[];
  process.stdout.write(JSON.stringify({ checks: check(records), math: other?.counts ?? null }));
}
