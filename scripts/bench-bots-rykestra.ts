// Rykestra's part of the computer-player benchmark: three-player games on the real physics
// (quick, fake clock), one strong seat against two easy ones, the strong seat taking each
// place in turn; the planner's speed on one thread among nine dice lying on the mat; and what a
// die is worth by its face alone (`faceWorth`), the luck no flick chooses.
import { loadavg } from "node:os";
import { resolveCaptures, scoreRound, toDieSnapshot, winners, type MatDie } from "../src/games/rykestra";
import { NO_BONUS } from "../src/games/rykestra/test-kit";
import { MAT } from "../src/geometry/table-layout";
import { restingPose } from "../src/geometry/resting-pose";
import { readDie } from "../src/geometry/read-die";
import type { SettledDie } from "../src/geometry/types";
import { createRng } from "../src/physics";
import type { RykestraSetup } from "../src/games/rykestra/definition";
import { lyingBodies } from "../src/bots/rykestra/seat";
import { PLAN_EFFORT } from "../src/bots/rykestra/plan-effort";
import { RykestraPlanner, type PlanInput } from "../src/bots/rykestra/planner";
import { FakeClock } from "../src/runtime/session/clock";
import { rykestra as rykestraKit } from "../src/catalog/rykestra";
import { playHeadless } from "../src/runtime/headless";
import { plainSeats, startSession } from "../src/runtime/session/start-session";
import { median, wilson } from "./bench-stats";

export interface RykestraPairing {
  game: "rykestra";
  a: "strong";
  b: "easy";
  seats: 3;
  games: number;
  /** The first game's number (its seed is 2000 + it): halves of a run can go side by side. */
  first: number;
  /** Wins, a shared win counting 1/k: halves add up. */
  wins: number;
  aWinRate: number;
  ci95: [number, number];
  meanScoreA: number;
  meanScoreB: number;
  secondsPerGame: number;
}

/** `games` three-seat games; a win shared by k seats counts 1/k to the strong seat if it is one of them. */
export function rykestraPairing(games: number, log: (line: string) => void, first = 0): RykestraPairing {
  const at = rykestraKit.computer;
  let wins = 0;
  let scoreA = 0;
  let scoreB = 0;
  const started = performance.now();
  for (let i = first; i < first + games; i++) {
    const aSeat = i % 3;
    const seed = 2000 + i;
    const drivers = [0, 1, 2].map((s) => at(s === aSeat ? "strong" : "easy"));
    // The first player and the board vary with the seed, independently of the strong seat's place.
    const options: RykestraSetup = { players: ["A", "B", "C"], firstPlayer: Math.floor(i / 3) % 3, options: { board: Math.floor(i / 9) % 2 === 0 ? "standard" : "corellian" } };
    const s = playHeadless(rykestraKit, seed, { drivers, options });
    const game = s.game.game;
    if (game.phase !== "over") throw new Error(`rykestra: seed ${seed} did not finish`);
    const won = winners(game);
    if (won.includes(aSeat)) wins += 1 / won.length;
    scoreA += game.totals[aSeat];
    scoreB += game.totals.filter((_, seat) => seat !== aSeat).reduce((x, y) => x + y, 0) / 2;
    s.dispose();
    if ((i + 1 - first) % 10 === 0) log(`rykestra strong–easy–easy: ${i + 1} games, strong won ${wins.toFixed(1)}`);
  }
  const [low, high] = wilson(wins, games);
  return {
    game: "rykestra",
    a: "strong",
    b: "easy",
    seats: 3,
    games,
    first,
    wins,
    aWinRate: wins / games,
    ci95: [low, high],
    meanScoreA: scoreA / games,
    meanScoreB: scoreB / games,
    secondsPerGame: (performance.now() - started) / 1000 / games,
  };
}

/** Positions of five-seat games (easy computers) where nine D10s lie on the mat and the tenth is due. */
export function ninePositions(count: number): PlanInput[] {
  const out: PlanInput[] = [];
  for (let seed = 1; out.length < count && seed < 500; seed++) {
    const clock = new FakeClock();
    const s = startSession(rykestraKit, plainSeats(5, true), rykestraKit.options(5, seed), seed, { plain: true, clock, quick: true, computer: () => rykestraKit.computer() });
    for (let guard = 0; guard < 2000 && s.game.game.phase !== "over"; guard++) {
      const game = s.game.game;
      const request = s.request();
      const onMat = game.dice.filter((d) => d.place === "mat").length;
      if (s.view.status === "idle" && game.phase === "throwing" && request && onMat === 9) {
        out.push({ state: game, seat: request.seat, thrown: request.dice.map((d) => d.id), lying: lyingBodies(s.table.snapshot(), game), seed });
        break;
      }
      if (s.view.status !== "idle") s.settleNow();
      else clock.runAll(1);
    }
    s.dispose();
  }
  return out;
}

export interface PlanningSpeed {
  game: "rykestra";
  kind: "planning";
  strength: "strong";
  diceOnMat: 9;
  throws: number;
  trialsPerThrow: number;
  candidatesPerSecond: number;
  /** Per second of this thread's own CPU time: the figure a machine with a core to spare would give. */
  cpuCandidatesPerSecond: number;
  medianMs: number;
  p95Ms: number;
  /** The machine's one-minute load average at the start and the end (2 cores here). */
  load: [number, number];
}

/** The strong planner, whole throws planned one after another on this thread. */
export function planningSpeed(throws: number): PlanningSpeed {
  const positions = ninePositions(throws);
  const ms: number[] = [];
  let trials = 0;
  let cpuMs = 0;
  const loadBefore = loadavg()[0];
  for (const input of positions) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const planner = new RykestraPlanner(input, PLAN_EFFORT.strong);
    while (!planner.step());
    planner.best();
    ms.push(performance.now() - t0);
    const cpu = process.cpuUsage(c0);
    cpuMs += (cpu.user + cpu.system) / 1000;
    trials += planner.done;
  }
  const sorted = [...ms].sort((a, b) => a - b);
  const total = ms.reduce((a, b) => a + b, 0);
  return {
    game: "rykestra",
    kind: "planning",
    strength: "strong",
    diceOnMat: 9,
    throws: positions.length,
    trialsPerThrow: trials / positions.length,
    candidatesPerSecond: trials / (total / 1000),
    cpuCandidatesPerSecond: trials / (cpuMs / 1000),
    medianMs: median(sorted),
    p95Ms: sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)],
    load: [loadBefore, loadavg()[0]],
  };
}

export interface FaceWorthRow {
  face: number;
  /** Mean points its owner makes through a die showing this face, a round. */
  makes: number;
  /** Mean points an opponent makes by capturing it. */
  gives: number;
  net: number;
}

export interface FaceWorth {
  game: "rykestra";
  kind: "face-worth";
  rounds: number;
  seats: number;
  dicePerSeat: number;
  rows: FaceWorthRow[];
  /** Over every face: what a die makes equals what it gives, so this is about 0. */
  meanNet: number;
  /** Mean points a die makes, a round: the stake a die on the mat plays for. */
  meanMakes: number;
}

/**
 * What a die is worth to its owner by the face it shows, from the engine's own capture
 * resolution: `rounds` mats of `seats` × `dicePerSeat` D10s lying flat at uniform places (at
 * least a die's width apart), faces and headings (the real D10 kite), no sector bonus. Where a
 * die lands cannot choose its face or which way its kite points; this says how much those two
 * alone decide.
 */
export function faceWorth(rounds: number, seats = 3, dicePerSeat = 2, seed = 1): FaceWorth {
  const rng = createRng(seed);
  const makes = new Array<number>(10).fill(0);
  const gives = new Array<number>(10).fill(0);
  const count = new Array<number>(10).fill(0);
  const reach = MAT.size / 2 - 0.8;
  const order = Array.from({ length: seats }, (_, s) => s);
  for (let r = 0; r < rounds; r++) {
    const dice: MatDie[] = [];
    for (let s = 0; s < seats; s++)
      for (let k = 0; k < dicePerSeat; k++) {
        let x = 0;
        let z = 0;
        do {
          x = MAT.centre.x + rng.range(-reach, reach);
          z = MAT.centre.z + rng.range(-reach, reach);
        } while (dice.some((d) => Math.hypot(d.centre.x - x, d.centre.z - z) < 1.6));
        const face = rng.int(10);
        const pose = restingPose("d10", face, rng.range(-Math.PI, Math.PI));
        const settled: SettledDie = { ...readDie("d10", pose.quaternion), id: `d10-${s}-${k}`, kind: "d10", position: [x, pose.height, z], quaternion: pose.quaternion, settled: true, offMat: false };
        dice.push(toDieSnapshot(settled, s));
      }
    const steps = resolveCaptures(dice, { reading: "standard", order });
    const sum = scoreRound(dice, steps, { round: 0, firstPlayer: 0, order, sectors: NO_BONUS, bonusOn: "captured", players: seats });
    const byId = new Map(dice.map((d) => [d.id, d]));
    for (const d of dice) count[d.value]++;
    for (const c of sum.steps.flatMap((st) => st.captures)) {
      makes[byId.get(c.capturer)!.value] += c.points;
      gives[byId.get(c.captured)!.value] += c.points;
    }
  }
  const rows = makes.map((m, face) => ({ face, makes: m / count[face], gives: gives[face] / count[face], net: (m - gives[face]) / count[face] }));
  const dice = count.reduce((a, b) => a + b, 0);
  const made = makes.reduce((a, b) => a + b, 0);
  return { game: "rykestra", kind: "face-worth", rounds, seats, dicePerSeat, rows, meanNet: (made - gives.reduce((a, b) => a + b, 0)) / dice, meanMakes: made / dice };
}
