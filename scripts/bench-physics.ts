// Physics speed benchmark: simulated seconds per wall-clock second on this machine.
//
//   npm run bench:physics              human-readable
//   npm run bench:physics -- --json    one JSON object per scenario per line
//   npm run bench:physics -- --quick   fewer runs
import { performance } from "node:perf_hooks";
import { DiceTable } from "../src/physics/dice-table";
import { aimedFlick, randomFlick } from "../src/physics/flick";
import { createRng, randomQuaternion, type Rng } from "../src/physics/rng";
import { seatThrowPosition, trayThrowPosition } from "../src/physics/throw-position";
import { restingPose } from "../src/geometry/resting-pose";
import { MAT, TABLE } from "../src/geometry/table-layout";
import { MAX_FLICK_SPEED } from "../src/physics/constants";
import type { SettledDie } from "../src/geometry/types";
import { median } from "./bench-stats";

interface Run {
  simulatedSeconds: number;
  wallSeconds: number;
  steps: number;
  tunnelled: number;
}

/** A die that ended under the table top, inside the mat, or beyond the far walls went through something. */
function tunnelled(dice: readonly SettledDie[], withMat: boolean): number {
  return dice.filter((d) => {
    const [x, y, z] = d.position;
    const overMat = Math.abs(x - MAT.centre.x) < MAT.size / 2 - 0.5 && Math.abs(z - MAT.centre.z) < MAT.size / 2 - 0.5;
    return y < 0.3 || (withMat && overMat && y < MAT.thickness + 0.3) || Math.abs(x) > TABLE.width / 2 || Math.abs(z) > TABLE.depth / 2;
  }).length;
}

function timed(table: DiceTable, throwThem: () => void): Run {
  const s0 = table.steps;
  const t0 = performance.now();
  throwThem();
  const dice = table.settleNow();
  const wallSeconds = (performance.now() - t0) / 1000;
  const steps = table.steps - s0;
  if (process.env.BENCH_DEBUG) for (const d of dice) if (tunnelled([d], table.layout === "rykestra")) console.error("through:", d.id, d.position.map((v) => v.toFixed(2)).join(","));
  return { simulatedSeconds: table.secondsSinceMotion, wallSeconds, steps, tunnelled: tunnelled(dice, table.layout === "rykestra") };
}

/** Nine D10s lying flat at random spots on the mat, at least 2.5 cm apart. */
function restingNine(table: DiceTable, rng: Rng): void {
  const spots: [number, number][] = [];
  while (spots.length < 9) {
    const x = rng.range(-12, 12);
    const z = rng.range(-12, 12);
    if (spots.every(([a, b]) => Math.hypot(a - x, b - z) > 2.5)) spots.push([x, z]);
  }
  spots.forEach(([x, z], i) => {
    const pose = restingPose("d10", rng.int(10), rng.range(0, 2 * Math.PI));
    table.addDie({ id: `rest${i}`, kind: "d10" }, { position: [x, MAT.thickness + pose.height, z], quaternion: pose.quaternion }, { asleep: true });
  });
}

function rykestraThrow(seed: number): Run {
  const rng = createRng(seed);
  const table = new DiceTable({ layout: "rykestra", seed });
  restingNine(table, rng);
  const hand = seatThrowPosition(rng.int(4), 4);
  table.addDie({ id: "thrown", kind: "d10" }, { position: hand.position, quaternion: [0, 0, 0, 1] }, { asleep: true });
  return timed(table, () =>
    table.throwDie(randomFlick(rng, { dieId: "thrown", position: hand.position }, { centre: MAT.centre, radius: 8 })),
  );
}

function maxPowerStress(seed: number): Run {
  const rng = createRng(seed);
  const layout = seed % 2 === 0 ? "rykestra" : "tray";
  const table = new DiceTable({ layout, seed });
  if (layout === "rykestra") restingNine(table, rng);
  const flicks = Array.from({ length: 10 }, (_, i) => {
    const id = `hard${i}`;
    const hand = layout === "rykestra" ? seatThrowPosition(i % 4, 4, Math.floor(i / 4), 3) : trayThrowPosition(i, 10);
    table.addDie({ id, kind: i % 2 ? "d10" : "d6" }, { position: hand.position, quaternion: [0, 0, 0, 1] }, { asleep: true });
    if (i % 3 === 2) {
      // Straight down at full speed onto the felt.
      const v = MAX_FLICK_SPEED;
      return { dieId: id, position: [rng.range(-5, 5), 12, rng.range(-5, 5)] as const, quaternion: randomQuaternion(rng), velocity: [0, -v, 0] as const, angularVelocity: [0, 0, 0] as const };
    }
    return aimedFlick({ dieId: id, position: hand.position }, hand.heading + rng.range(-0.5, 0.5), 1, rng);
  });
  return timed(table, () => flicks.forEach((f) => table.throwDie(f)));
}

function report(name: string, runs: Run[], json: boolean): void {
  const sim = median(runs.map((r) => r.simulatedSeconds));
  const wall = median(runs.map((r) => r.wallSeconds));
  const result = {
    name,
    simulatedSeconds: sim,
    wallSeconds: wall,
    realtimeMultiple: median(runs.map((r) => r.simulatedSeconds / r.wallSeconds)),
    msPerStep: median(runs.map((r) => (1000 * r.wallSeconds) / r.steps)),
    tunnelled: runs.reduce((s, r) => s + r.tunnelled, 0),
  };
  if (json) {
    console.log(JSON.stringify(result));
    return;
  }
  console.log(`${name} (median of ${runs.length} runs)`);
  console.log(`  ${sim.toFixed(2)} s simulated in ${(wall * 1000).toFixed(1)} ms: ${result.realtimeMultiple.toFixed(0)}× real time, ${result.msPerStep.toFixed(4)} ms per step`);
  console.log(`  tunnelled dice: ${result.tunnelled}`);
}

function main(): void {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const runs = args.includes("--quick") ? 20 : 100;
  // Warm the JIT so the measured runs see optimised code.
  for (let i = 0; i < 40; i++) {
    rykestraThrow(1000 + i);
    if (i % 4 === 0) maxPowerStress(1000 + i);
  }
  report("one D10 thrown among nine resting on the Rykestra mat", Array.from({ length: runs }, (_, i) => rykestraThrow(i + 1)), json);
  report("ten dice at maximum power (tray and mat)", Array.from({ length: runs }, (_, i) => maxPowerStress(i + 1)), json);
}

main();
