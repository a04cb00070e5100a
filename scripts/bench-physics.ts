// Physics speed benchmark: simulated seconds per wall-clock second on this machine, ours
// against stock cannon-es (scripts/bench-stock.ts) on the same seeds in the same run.
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
import { FIXED_DT, MAX_FLICK_SPEED } from "../src/physics/constants";
import type { Pose } from "../src/physics/dice-table";
import type { Layout } from "../src/physics/surfaces";
import type { Flick, SettledDie } from "../src/geometry/types";
import { median } from "./bench-stats";
import { StockTable } from "./bench-stock";

interface Run {
  simulatedSeconds: number;
  wallSeconds: number;
  steps: number;
  tunnelled: number;
}

/** What a scenario needs of a world: DiceTable and the stock yardstick both offer it. */
interface Sim {
  addDie(spec: { id: string; kind: "d6" | "d10" }, pose: Pose, options?: { asleep?: boolean }): void;
  throwDie(flick: Flick): void;
}

/** A scenario: builds its world from the seed's rng and returns the throw that starts the timing. */
type Setup = { layout: Layout; build: <S extends Sim>(sim: S, rng: Rng) => () => void };

/** A die that ended under the table top, inside the mat, or beyond the far walls went through something. */
function tunnelled(dice: readonly SettledDie[], withMat: boolean): number {
  return dice.filter((d) => {
    const [x, y, z] = d.position;
    const overMat = Math.abs(x - MAT.centre.x) < MAT.size / 2 - 0.5 && Math.abs(z - MAT.centre.z) < MAT.size / 2 - 0.5;
    return y < 0.3 || (withMat && overMat && y < MAT.thickness + 0.3) || Math.abs(x) > TABLE.width / 2 || Math.abs(z) > TABLE.depth / 2;
  }).length;
}

/** Ours: the throw, then steps until DiceTable says settled. */
function timedOurs(setup: Setup, seed: number): Run {
  const rng = createRng(seed);
  const table = new DiceTable({ layout: setup.layout, seed });
  const throwThem = setup.build(table, rng);
  const s0 = table.steps;
  const t0 = performance.now();
  throwThem();
  const dice = table.settleNow();
  const wallSeconds = (performance.now() - t0) / 1000;
  const steps = table.steps - s0;
  const withMat = table.layout === "rykestra";
  if (process.env.BENCH_DEBUG) for (const d of dice) if (tunnelled([d], withMat)) console.error("through:", d.id, d.position.map((v) => v.toFixed(2)).join(","));
  return { simulatedSeconds: table.secondsSinceMotion, wallSeconds, steps, tunnelled: tunnelled(dice, withMat) };
}

/** Stock: the same set-up and throw from the same seed, then as many steps as ours took (the same simulated time). */
function timedStock(setup: Setup, seed: number, steps: number): Run {
  const rng = createRng(seed);
  const table = new StockTable(setup.layout);
  const throwThem = setup.build(table, rng);
  const t0 = performance.now();
  throwThem();
  for (let i = 0; i < steps; i++) table.step();
  const wallSeconds = (performance.now() - t0) / 1000;
  return { simulatedSeconds: steps * FIXED_DT, wallSeconds, steps, tunnelled: 0 };
}

/** Nine D10s lying flat at random spots on the mat, at least 2.5 cm apart. */
function restingNine(table: Sim, rng: Rng): void {
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

const rykestraThrow = (): Setup => ({
  layout: "rykestra",
  build(table, rng) {
    restingNine(table, rng);
    const hand = seatThrowPosition(rng.int(4), 4);
    table.addDie({ id: "thrown", kind: "d10" }, { position: hand.position, quaternion: [0, 0, 0, 1] }, { asleep: true });
    const flick = randomFlick(rng, { dieId: "thrown", position: hand.position }, { centre: MAT.centre, radius: 8 });
    return () => table.throwDie(flick);
  },
});

const maxPowerStress = (seed: number): Setup => {
  const layout = seed % 2 === 0 ? "rykestra" : "tray";
  return {
    layout,
    build(table, rng) {
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
      return () => flicks.forEach((f) => table.throwDie(f));
    },
  };
};

/** Timed runs per seed and engine. */
const REPS = 3;

/** Of repeated runs of one seed, the fastest: the one the machine's other work disturbed least. */
function fastest(runs: Run[]): Run {
  return runs.reduce((best, r) => (r.wallSeconds < best.wallSeconds ? r : best));
}

/**
 * Ours and stock on the same seeds, interleaved so load on the machine falls on both alike:
 * per seed ours, stock, stock, ours, ours, stock, …, `reps` runs each; each keeps its fastest.
 */
function pairedRuns(setupOf: (seed: number) => Setup, seeds: number[], reps: number): { ours: Run[]; stock: Run[] } {
  const ours: Run[] = [];
  const stock: Run[] = [];
  for (const seed of seeds) {
    const setup = setupOf(seed);
    const o: Run[] = [timedOurs(setup, seed)];
    const steps = o[0].steps;
    const st: Run[] = [];
    for (let r = 1; r < 2 * reps; r++) {
      // r = 1, 2: stock; 3, 4: ours; 5, 6: stock …
      if (Math.floor((r + 1) / 2) % 2 === 1) st.push(timedStock(setup, seed, steps));
      else o.push(timedOurs(setup, seed));
    }
    ours.push(fastest(o));
    stock.push(fastest(st));
  }
  return { ours, stock };
}

function report(name: string, { ours, stock }: { ours: Run[]; stock: Run[] }, json: boolean, extra: Record<string, number> = {}): void {
  const multiple = (runs: Run[]) => median(runs.map((r) => r.simulatedSeconds / r.wallSeconds));
  const sim = median(ours.map((r) => r.simulatedSeconds));
  const wall = median(ours.map((r) => r.wallSeconds));
  const result = {
    name,
    simulatedSeconds: sim,
    wallSeconds: wall,
    realtimeMultiple: multiple(ours),
    msPerStep: median(ours.map((r) => (1000 * r.wallSeconds) / r.steps)),
    tunnelled: ours.reduce((s, r) => s + r.tunnelled, 0),
    stockRealtimeMultiple: multiple(stock),
    /** Median over seeds of stock's wall time over ours for the same seed and simulated time. */
    ratioToStock: median(ours.map((r, i) => stock[i].wallSeconds / r.wallSeconds)),
    ...extra,
  };
  if (json) {
    console.log(JSON.stringify(result));
    return;
  }
  console.log(`${name} (median over ${ours.length} seeds, each the fastest of ${REPS} runs)`);
  console.log(`  ${result.ratioToStock.toFixed(2)}× stock cannon-es (ours ${result.realtimeMultiple.toFixed(0)}× real time, stock ${result.stockRealtimeMultiple.toFixed(0)}×)`);
  console.log(`  ${sim.toFixed(2)} s simulated in ${(wall * 1000).toFixed(1)} ms, ${result.msPerStep.toFixed(4)} ms per step`);
  for (const [k, v] of Object.entries(extra)) console.log(`  ${k}: ${v.toFixed(0)}`);
  console.log(`  tunnelled dice: ${result.tunnelled}`);
}

function main(): void {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const runs = args.includes("--quick") ? 20 : 100;
  const reps = REPS;
  const seeds = Array.from({ length: runs }, (_, i) => i + 1);
  // Warm the JIT so the measured runs see optimised code (both worlds): on a busy machine
  // optimising the solver alone can take a second, so warm for a few seconds, not a count.
  const warmUntil = performance.now() + 4000;
  for (let round = 0; round === 0 || performance.now() < warmUntil; round++) {
    pairedRuns(rykestraThrow, Array.from({ length: 10 }, (_, i) => 1000 + 10 * round + i), 1);
    pairedRuns(maxPowerStress, Array.from({ length: 2 }, (_, i) => 1000 + 2 * round + i), 1);
  }
  const ryk = pairedRuns(rykestraThrow, seeds, reps);
  const throwsToRestPerSecond = 1 / median(ryk.ours.map((r) => r.wallSeconds));
  report("one D10 thrown among nine resting on the Rykestra mat", ryk, json, { throwsToRestPerSecond });
  report("ten dice at maximum power (tray and mat)", pairedRuns(maxPowerStress, seeds, reps), json);
}

main();
