// Fairness benchmark: throws dice with the honest random flick ("Throw for me") many times
// and tests the faces against a fair die with Pearson's χ².
//
//   npm run bench:fairness                 human-readable table
//   npm run bench:fairness -- --json       one JSON object per scenario per line
//   npm run bench:fairness -- --quick      a tenth of the throws
//   npm run bench:fairness -- --only=d10   scenarios whose name contains the text
//   npm run bench:fairness -- --cold       with save format 2's physics (every solve cold, friction per corner)
//   npm run bench:fairness -- --point-sleep   with the sleep test by points (point-sleep.ts), a candidate for the next format
import { DiceTable } from "../src/physics/dice-table";
import { FORMAT_2_PHYSICS, type TableWorldOptions } from "../src/physics/table-world";
import { randomFlick, type ThrowAim } from "../src/physics/flick";
import { createRng, type Rng } from "../src/physics/rng";
import { seatThrowPosition, trayThrowPosition, type ThrowPosition } from "../src/physics/throw-position";
import type { Layout } from "../src/physics/surfaces";
import type { DieKind, SettledDie } from "../src/geometry/types";
import { FACE_TABLES } from "../src/geometry/faces";
import { MAT } from "../src/geometry/table-layout";
import { chiSquareUniform, median } from "./bench-stats";

interface Scenario {
  readonly name: string;
  readonly die: DieKind;
  readonly count: number;
  readonly throws: number;
  readonly layout: Layout;
  /** The hand of die i of the throw. */
  readonly hand: (rng: Rng, i: number, count: number, seat: number) => ThrowPosition;
  readonly aim: ThrowAim;
}

const TRAY_AIM: ThrowAim = { centre: { x: 0, z: -2 }, radius: 8 };
const MAT_AIM: ThrowAim = { centre: MAT.centre, radius: 8 };
const trayHand = (_rng: Rng, i: number, count: number) => trayThrowPosition(i, count);
const seatHand = (_rng: Rng, i: number, count: number, seat: number) => seatThrowPosition(seat, 4, i, count);

const SCENARIOS: readonly Scenario[] = [
  { name: "single D6 in the tray", die: "d6", count: 1, throws: 10000, layout: "tray", hand: trayHand, aim: TRAY_AIM },
  { name: "single D10 in the tray", die: "d10", count: 1, throws: 10000, layout: "tray", hand: trayHand, aim: TRAY_AIM },
  { name: "six D6 in the tray", die: "d6", count: 6, throws: 1667, layout: "tray", hand: trayHand, aim: TRAY_AIM },
  { name: "five D6 in the tray", die: "d6", count: 5, throws: 2000, layout: "tray", hand: trayHand, aim: TRAY_AIM },
  { name: "two D10 on the Rykestra mat", die: "d10", count: 2, throws: 5000, layout: "rykestra", hand: seatHand, aim: MAT_AIM },
];

/** A die still cocked or restless after this many re-throws is left unresolved. */
const MAX_RETHROWS = 10;

interface Result {
  name: string;
  die: DieKind;
  throws: number;
  histogram: Record<string, number>;
  chiSquare: number;
  p: number;
  cocked: number;
  rethrown: number;
  unsettled: number;
  belowTable: number;
  medianSettleSeconds: number;
}

function run(s: Scenario, throws: number, seed: number): Result & { offMat: number; unresolved: number } {
  const rng = createRng(`${seed}:${s.name}`);
  const table = new DiceTable({ layout: s.layout, seed: `${seed}:${s.name}:table`, ...physics });
  const ids = Array.from({ length: s.count }, (_, i) => `d${i}`);
  for (const id of ids) table.addDie({ id, kind: s.die }, { position: [0, -50, 0], quaternion: [0, 0, 0, 1] });
  const labels = [...new Set(FACE_TABLES[s.die].map((f) => f.label))];
  const histogram: Record<string, number> = Object.fromEntries(labels.map((l) => [l, 0]));
  let cocked = 0;
  let rethrown = 0;
  let unsettled = 0;
  let belowTable = 0;
  let offMat = 0;
  let unresolved = 0;
  const settleTimes: number[] = [];

  for (let t = 0; t < throws; t++) {
    const seat = rng.int(4);
    const throwDice = (which: readonly string[]) => {
      for (const id of which) {
        const hand = s.hand(rng, ids.indexOf(id), s.count, seat);
        table.throwDie(randomFlick(rng, { dieId: id, position: hand.position }, s.aim));
      }
    };
    throwDice(ids);
    let snap: SettledDie[] = table.settleNow();
    settleTimes.push(table.secondsSinceMotion);
    for (let attempt = 0; ; attempt++) {
      const bad = snap.filter((d) => d.cocked || !d.settled);
      cocked += bad.filter((d) => d.cocked && d.settled).length;
      unsettled += bad.filter((d) => !d.settled).length;
      if (bad.length === 0) break;
      if (attempt === MAX_RETHROWS) {
        unresolved += bad.length;
        break;
      }
      rethrown += bad.length;
      throwDice(bad.map((d) => d.id));
      snap = table.settleNow();
    }
    for (const d of snap) {
      if (d.position[1] < 0) belowTable++;
      if (d.offMat) offMat++;
      if (!d.cocked && d.settled) histogram[d.label]++;
    }
  }
  const { chiSquare, p } = chiSquareUniform(histogram, labels);
  return {
    name: s.name,
    die: s.die,
    throws,
    histogram,
    chiSquare,
    p,
    cocked,
    rethrown,
    unsettled,
    belowTable,
    medianSettleSeconds: median(settleTimes),
    offMat,
    unresolved,
  };
}

/** The app's physics, or save format 2's with --cold; --point-sleep adds the sleep test by points. */
let physics: TableWorldOptions = {};

function main(): void {
  const args = process.argv.slice(2);
  physics = args.includes("--cold") ? FORMAT_2_PHYSICS : {};
  if (args.includes("--point-sleep")) physics = { ...physics, pointSleep: true };
  const json = args.includes("--json");
  const quick = args.includes("--quick");
  const only = args.find((a) => a.startsWith("--only="))?.slice(7);
  const seed = Number(args.find((a) => a.startsWith("--seed="))?.slice(7) ?? 1);
  for (const s of SCENARIOS) {
    if (only && !s.name.toLowerCase().includes(only.toLowerCase())) continue;
    const throws = quick ? Math.ceil(s.throws / 10) : s.throws;
    const { offMat, unresolved, ...result } = run(s, throws, seed);
    if (json) {
      console.log(JSON.stringify(result));
      if (s.layout === "rykestra") console.error(`${s.name}: ${offMat} dice ended off the mat (counted in the histogram)`);
      continue;
    }
    const dice = throws * s.count;
    console.log(`${result.name}: ${throws} throws, ${dice} dice`);
    console.log(`  faces      ${Object.entries(result.histogram).map(([k, v]) => `${k}:${v}`).join("  ")}`);
    console.log(`  χ² ${result.chiSquare.toFixed(2)}  p ${result.p.toFixed(4)}${result.p < 0.01 ? "  (below 0.01)" : ""}`);
    console.log(`  cocked ${result.cocked}  rethrown ${result.rethrown}  unsettled ${result.unsettled}  unresolved ${unresolved}  below table ${result.belowTable}`);
    if (s.layout === "rykestra") console.log(`  off the mat ${offMat} (${((100 * offMat) / dice).toFixed(1)} % of dice; read and counted)`);
    console.log(`  median settle ${result.medianSettleSeconds.toFixed(2)} s simulated`);
  }
}

main();
