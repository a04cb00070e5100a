// Physics speed benchmark: simulated seconds per wall-clock second on this machine, ours
// against stock cannon-es (scripts/bench-stock.ts), Jolt (scripts/bench-jolt.ts) and Rapier
// (scripts/bench-rapier.ts) on the same seeds in the same run. Each scene is built from the
// same seed through the same rng calls (scripts/bench-scenes.ts).
//
//   npm run bench:physics              human-readable
//   npm run bench:physics -- --json    one JSON object per scenario per line
//   npm run bench:physics -- --quick   fewer runs
//   npm run bench:physics -- --jolt-max-restitution   Jolt without its contact listener
//   npm run bench:physics -- --cold    ours as in save format 2: every solve cold (no contacts
//                                      kept between steps, contact-memory.ts) and friction per
//                                      corner (not per touching pair, pair-friction.ts)
//   npm run bench:physics -- --point-sleep   ours with the sleep test by points (point-sleep.ts),
//                                      a candidate for the next save format
import { performance } from "node:perf_hooks";
import { DiceTable } from "../src/physics/dice-table";
import { FORMAT_2_PHYSICS, type TableWorldOptions } from "../src/physics/table-world";
import { createRng } from "../src/physics/rng";
import { FIXED_DT, MAX_SETTLE_SECONDS } from "../src/physics/constants";
import type { Vec3 } from "../src/geometry/types";
import { median } from "./bench-stats";
import { StockTable } from "./bench-stock";
import { JoltTable, joltHeapInUse, loadJolt, type JoltOptions } from "./bench-jolt";
import { RapierTable, loadRapier } from "./bench-rapier";
import { maxPowerStress, rykestraThrow, tunnelled, type Setup } from "./bench-scenes";

interface Run {
  simulatedSeconds: number;
  wallSeconds: number;
  steps: number;
  /** Dice that ended under the table, inside the mat or beyond the walls. */
  tunnelled: number;
  /** Dice the time cap found still moving. */
  restless: number;
}

/** Ours: the throw, then steps until DiceTable says settled. */
function timedOurs(setup: Setup, seed: number): Run {
  const rng = createRng(seed);
  const table = new DiceTable({ layout: setup.layout, seed, ...physics });
  const throwThem = setup.build(table, rng);
  const s0 = table.steps;
  const maxSteps = Math.ceil(MAX_SETTLE_SECONDS / FIXED_DT);
  const t0 = performance.now();
  throwThem();
  // Steps to rest as settleNow does; the dice are read after the clock stops, as the peers' are.
  for (let i = 0; i < maxSteps && !table.isSettled(); i++) table.step();
  const wallSeconds = (performance.now() - t0) / 1000;
  const dice = table.snapshot();
  const steps = table.steps - s0;
  const withMat = table.layout === "rykestra";
  const positions = dice.map((d) => d.position);
  if (process.env.BENCH_DEBUG) for (const d of dice) if (tunnelled([d.position], withMat)) console.error("through:", d.id, d.position.map((v) => v.toFixed(2)).join(","));
  return { simulatedSeconds: table.secondsSinceMotion, wallSeconds, steps, tunnelled: tunnelled(positions, withMat), restless: dice.filter((d) => !d.settled).length };
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
  return { simulatedSeconds: steps * FIXED_DT, wallSeconds, steps, tunnelled: 0, restless: 0 };
}

/** A peer engine's table: the scene, stepping, its own rest by DiceTable's rule, and freeing its WASM memory. */
interface PeerTable {
  readonly layout: string;
  addDie: DiceTable["addDie"];
  throwDie: DiceTable["throwDie"];
  /** Untimed, after the set-up and before the throw (Rapier: its resting dice back to sleep). */
  ready(): void;
  step(): void;
  settle(): number;
  restless(): number;
  positions(): Vec3[];
  destroy(): void;
}

/**
 * A peer: the same set-up and throw from the same seed, then to its own rest by DiceTable's
 * rule (`steps` undefined) or for exactly `steps` steps.
 */
function timedPeer(make: (setup: Setup) => PeerTable, setup: Setup, seed: number, steps?: number): Run {
  const rng = createRng(seed);
  const table = make(setup);
  try {
    const throwThem = setup.build(table, rng);
    table.ready();
    const t0 = performance.now();
    throwThem();
    let n = steps ?? 0;
    if (steps === undefined) n = table.settle();
    else for (let i = 0; i < steps; i++) table.step();
    const wallSeconds = (performance.now() - t0) / 1000;
    const withMat = table.layout === "rykestra";
    const positions = table.positions();
    if (process.env.BENCH_DEBUG) positions.forEach((p, i) => tunnelled([p], withMat) && console.error("peer through:", i, p.map((v) => v.toFixed(2)).join(",")));
    return { simulatedSeconds: n * FIXED_DT, wallSeconds, steps: n, tunnelled: tunnelled(positions, withMat), restless: steps === undefined ? table.restless() : 0 };
  } finally {
    table.destroy();
  }
}

let joltOptions: JoltOptions = {};
/** Ours as the app's tables (contacts kept between steps, friction per pair), or save format 2's physics with --cold. */
let physics: TableWorldOptions = {};
const makeJolt = (setup: Setup): PeerTable => new JoltTable(setup.layout, joltOptions);
const makeRapier = (setup: Setup): PeerTable => new RapierTable(setup.layout);

/** Timed runs per seed and engine. */
const REPS = 3;

/** Of repeated runs of one seed, the fastest: the one the machine's other work disturbed least. */
function fastest(runs: Run[]): Run {
  return runs.reduce((best, r) => (r.wallSeconds < best.wallSeconds ? r : best));
}

const ENGINES = ["ours", "stock", "jolt", "joltSameSteps", "rapier"] as const;
type Engine = (typeof ENGINES)[number];
type Runs = Record<Engine, Run[]>;

/**
 * Every engine on the same seeds, interleaved so load on the machine falls on all alike: per
 * seed ours, stock, Jolt, Jolt for ours' steps, Rapier, then the same backwards, then forwards
 * again (`reps` runs each); each keeps its fastest. Ours runs first, so stock and Jolt's
 * same-steps run know how many steps ours took.
 */
function pairedRuns(setupOf: (seed: number) => Setup, seeds: number[], reps: number): Runs {
  const out: Runs = { ours: [], stock: [], jolt: [], joltSameSteps: [], rapier: [] };
  for (const seed of seeds) {
    const setup = setupOf(seed);
    const runs: Runs = { ours: [], stock: [], jolt: [], joltSameSteps: [], rapier: [] };
    let steps = 0;
    for (let r = 0; r < reps; r++) {
      const order = r % 2 === 0 ? ENGINES : [...ENGINES].reverse();
      for (const engine of order) {
        if (engine === "ours") {
          const run = timedOurs(setup, seed);
          if (r === 0) steps = run.steps;
          runs.ours.push(run);
        } else if (engine === "stock") runs.stock.push(timedStock(setup, seed, steps));
        else if (engine === "jolt") runs.jolt.push(timedPeer(makeJolt, setup, seed));
        else if (engine === "joltSameSteps") runs.joltSameSteps.push(timedPeer(makeJolt, setup, seed, steps));
        else runs.rapier.push(timedPeer(makeRapier, setup, seed));
      }
    }
    for (const e of ENGINES) out[e].push(fastest(runs[e]));
  }
  return out;
}

/** Steps timed per idle measurement. */
const IDLE_STEPS = 4000;

/** Microseconds per step of a table whose dice all sleep: the scene before its throw. */
function idleMicros(setup: Setup, seed: number, engine: "ours" | "jolt" | "rapier"): number {
  const table: { step(): void; ready?(): void; destroy?(): void } =
    engine === "ours" ? new DiceTable({ layout: setup.layout, seed, ...physics }) : engine === "jolt" ? makeJolt(setup) : makeRapier(setup);
  try {
    setup.build(table as PeerTable, createRng(seed));
    table.ready?.();
    for (let i = 0; i < 100; i++) table.step();
    const t0 = performance.now();
    for (let i = 0; i < IDLE_STEPS; i++) table.step();
    return ((performance.now() - t0) * 1000) / IDLE_STEPS;
  } finally {
    table.destroy?.();
  }
}

/** Per seed, each engine's fastest of three interleaved idle runs; the median over seeds. */
function idleFigures(setupOf: (seed: number) => Setup, seeds: number[]): Record<"ours" | "jolt" | "rapier", number> {
  const per = { ours: [] as number[], jolt: [] as number[], rapier: [] as number[] };
  for (const seed of seeds) {
    const setup = setupOf(seed);
    const best = { ours: Infinity, jolt: Infinity, rapier: Infinity };
    for (let r = 0; r < REPS; r++) {
      const order = r % 2 === 0 ? (["ours", "jolt", "rapier"] as const) : (["rapier", "jolt", "ours"] as const);
      for (const e of order) best[e] = Math.min(best[e], idleMicros(setup, seed, e));
    }
    for (const e of ["ours", "jolt", "rapier"] as const) per[e].push(best[e]);
  }
  return { ours: median(per.ours), jolt: median(per.jolt), rapier: median(per.rapier) };
}

function report(name: string, runs: Runs, idle: Record<"ours" | "jolt" | "rapier", number>, json: boolean, extra: Record<string, number> = {}): void {
  const { ours, stock, jolt, joltSameSteps, rapier } = runs;
  const multiple = (rs: Run[]) => median(rs.map((r) => r.simulatedSeconds / r.wallSeconds));
  /** Median over seeds of the engine's wall time over ours for the same seed. */
  const ratio = (rs: Run[]) => median(ours.map((r, i) => rs[i].wallSeconds / r.wallSeconds));
  const sum = (rs: Run[], k: "tunnelled" | "restless") => rs.reduce((s, r) => s + r[k], 0);
  const sim = median(ours.map((r) => r.simulatedSeconds));
  const wall = median(ours.map((r) => r.wallSeconds));
  const result = {
    name,
    /** Ours ran with contacts kept between steps and friction per pair (the app's physics; both false with --cold). */
    warmStart: physics.warmStart ?? true,
    pairFriction: physics.pairFriction ?? true,
    /** Ours slept by how far its dice's points move (--point-sleep), not cannon-es's speed test. */
    pointSleep: physics.pointSleep ?? false,
    simulatedSeconds: sim,
    wallSeconds: wall,
    realtimeMultiple: multiple(ours),
    msPerStep: median(ours.map((r) => (1000 * r.wallSeconds) / r.steps)),
    tunnelled: sum(ours, "tunnelled"),
    restless: sum(ours, "restless"),
    stockRealtimeMultiple: multiple(stock),
    /** Median over seeds of stock's wall time over ours for the same seed and simulated time. */
    ratioToStock: ratio(stock),
    /** Jolt to its own rest by DiceTable's rule. */
    joltRealtimeMultiple: multiple(jolt),
    ratioToJolt: ratio(jolt),
    ratioToJoltSameSteps: ratio(joltSameSteps),
    joltSimulatedSeconds: median(jolt.map((r) => r.simulatedSeconds)),
    joltMsPerStep: median(jolt.map((r) => (1000 * r.wallSeconds) / r.steps)),
    joltTunnelled: sum(jolt, "tunnelled"),
    joltRestless: sum(jolt, "restless"),
    /** Rapier to its own rest by DiceTable's rule. */
    rapierRealtimeMultiple: multiple(rapier),
    ratioToRapier: ratio(rapier),
    rapierSimulatedSeconds: median(rapier.map((r) => r.simulatedSeconds)),
    rapierMsPerStep: median(rapier.map((r) => (1000 * r.wallSeconds) / r.steps)),
    rapierTunnelled: sum(rapier, "tunnelled"),
    rapierRestless: sum(rapier, "restless"),
    idleStepMicroseconds: idle.ours,
    joltIdleStepMicroseconds: idle.jolt,
    rapierIdleStepMicroseconds: idle.rapier,
    ...extra,
  };
  if (json) {
    console.log(JSON.stringify(result));
    return;
  }
  const x = (v: number) => `${v.toFixed(2)}×`;
  console.log(`${name} (median over ${ours.length} seeds, each the fastest of ${REPS} runs)`);
  console.log(`  ours ${result.realtimeMultiple.toFixed(0)}× real time: ${sim.toFixed(2)} s simulated to rest in ${(wall * 1000).toFixed(1)} ms, ${result.msPerStep.toFixed(4)} ms per step`);
  console.log(`  stock cannon-es, ours' steps: ${x(result.ratioToStock)} ours' time (${result.stockRealtimeMultiple.toFixed(0)}× real time)`);
  console.log(
    `  Jolt to its own rest: ${x(result.ratioToJolt)} ours' time (${result.joltRealtimeMultiple.toFixed(0)}× real time, ${result.joltSimulatedSeconds.toFixed(2)} s simulated, ${result.joltMsPerStep.toFixed(4)} ms per step); ours' steps: ${x(result.ratioToJoltSameSteps)}`,
  );
  console.log(
    `  Rapier to its own rest: ${x(result.ratioToRapier)} ours' time (${result.rapierRealtimeMultiple.toFixed(0)}× real time, ${result.rapierSimulatedSeconds.toFixed(2)} s simulated, ${result.rapierMsPerStep.toFixed(4)} ms per step)`,
  );
  console.log(`  idle step, every die asleep: ours ${idle.ours.toFixed(2)} µs, Jolt ${idle.jolt.toFixed(2)} µs, Rapier ${idle.rapier.toFixed(2)} µs`);
  for (const [k, v] of Object.entries(extra)) console.log(`  ${k}: ${v.toFixed(0)}`);
  console.log(`  dice through the table or beyond the walls: ours ${result.tunnelled}, Jolt ${result.joltTunnelled}, Rapier ${result.rapierTunnelled}`);
  console.log(`  dice still moving at the ${MAX_SETTLE_SECONDS} s cap: ours ${result.restless}, Jolt ${result.joltRestless}, Rapier ${result.rapierRestless}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const runs = args.includes("--quick") ? 20 : 100;
  if (args.includes("--jolt-max-restitution")) joltOptions = { noListener: true };
  if (args.includes("--cold")) physics = FORMAT_2_PHYSICS;
  if (args.includes("--point-sleep")) physics = { ...physics, pointSleep: true };
  await loadJolt();
  await loadRapier();
  const reps = REPS;
  const seeds = Array.from({ length: runs }, (_, i) => i + 1);
  // Warm the JIT (and WASM's optimising tier) so the measured runs see optimised code (every
  // engine): on a busy machine optimising the solver alone can take a second, so warm for a
  // few seconds, not a count.
  const warmUntil = performance.now() + 5000;
  for (let round = 0; round === 0 || performance.now() < warmUntil; round++) {
    pairedRuns(rykestraThrow, Array.from({ length: 10 }, (_, i) => 1000 + 10 * round + i), 1);
    pairedRuns(maxPowerStress, Array.from({ length: 2 }, (_, i) => 1000 + 2 * round + i), 1);
  }
  const heap0 = joltHeapInUse();
  const idleSeeds = seeds.slice(0, 5);
  const ryk = pairedRuns(rykestraThrow, seeds, reps);
  const rykIdle = idleFigures(rykestraThrow, idleSeeds);
  const throwsToRestPerSecond = 1 / median(ryk.ours.map((r) => r.wallSeconds));
  report("one D10 thrown among nine resting on the Rykestra mat", ryk, rykIdle, json, { throwsToRestPerSecond });
  const max = pairedRuns(maxPowerStress, seeds, reps);
  report("ten dice at maximum power (tray and mat)", max, idleFigures(maxPowerStress, idleSeeds), json);
  // Every Jolt world is destroyed after its run: the WASM heap in use should not grow.
  const growth = joltHeapInUse() - heap0;
  if (!json) console.log(`Jolt's WASM heap in use grew by ${growth} bytes over the measured runs`);
}

await main();
