// Diagnostic for the throw's feel, not a fairness figure: how throws behave — how long the dice
// move, how often the up face changes, bounces, wall and dice hits, dice leaving the tray or
// mat — for "Throw for me", keyboard throws, drag flicks, and a hard throw into resting D10s.
//
//   npx tsx scripts/bench-look.ts                 every scenario, 200 throws each
//   npx tsx scripts/bench-look.ts --throws=50     fewer throws
//   npx tsx scripts/bench-look.ts --only=tray     scenarios whose name contains the text
//   npx tsx scripts/bench-look.ts --json          one JSON object per scenario per line
import { DiceTable } from "../src/physics/dice-table";
import { aimedFlick, flickFromSamples, randomFlick, type FlickSample } from "../src/physics/flick";
import { createRng, type Rng } from "../src/physics/rng";
import { seatThrowPosition, trayThrowPosition } from "../src/physics/throw-position";
import { watchThrow, type ThrowFigures } from "../src/physics/throw-figures";
import { restingPose } from "../src/geometry/resting-pose";
import { isOnMat } from "../src/geometry/mat";
import { MAT, TABLE, TRAY } from "../src/geometry/table-layout";
import type { DieKind, Flick, SettledDie } from "../src/geometry/types";
import type { Layout } from "../src/physics/surfaces";
import { median } from "./bench-stats";

interface Scenario {
  readonly name: string;
  readonly layout: Layout;
  readonly kind: DieKind;
  readonly count: number;
  /** The flicks of one throw for the dice d0…d(count−1), given the resting dice's spots. */
  readonly flicks: (rng: Rng, ids: readonly string[], spots: readonly { x: number; z: number }[]) => Flick[];
  /** Resting D10s laid on the mat before each throw (the knock-off scenario). */
  readonly resting?: (rng: Rng) => { x: number; z: number }[];
}

const TRAY_AIM = { centre: { x: 0, z: -2 }, radius: TRAY.depth / 2 - 6 };
const MAT_AIM = { centre: MAT.centre, radius: MAT.size / 2 - 4 };

/** Pointer samples every 1/60 s of a straight drag at `speed` cm/s along (ux, uz), ending at `end`. */
function drag(speed: number, ux: number, uz: number, end: readonly [number, number]): FlickSample[] {
  const out: FlickSample[] = [];
  for (let i = 0; i <= 12; i++) {
    const back = (12 - i) / 60;
    out.push({ t: i / 60, x: end[0] - ux * speed * back, z: end[1] - uz * speed * back });
  }
  return out;
}

const SCENARIOS: readonly Scenario[] = [
  {
    name: "throw for me: one D6 in the tray",
    layout: "tray",
    kind: "d6",
    count: 1,
    flicks: (rng, ids) => ids.map((id, i) => randomFlick(rng, { dieId: id, position: trayThrowPosition(i, ids.length).position }, TRAY_AIM)),
  },
  {
    name: "throw for me: five D6 in the tray",
    layout: "tray",
    kind: "d6",
    count: 5,
    flicks: (rng, ids) => ids.map((id, i) => randomFlick(rng, { dieId: id, position: trayThrowPosition(i, ids.length).position }, TRAY_AIM)),
  },
  {
    name: "keyboard throw at power 0.3–0.8: one D6 in the tray",
    layout: "tray",
    kind: "d6",
    count: 1,
    flicks: (rng, ids) => ids.map((id) => aimedFlick({ dieId: id, position: trayThrowPosition(0, 1).position }, rng.range(-0.4, 0.4), rng.range(0.3, 0.8), rng)),
  },
  {
    name: "drag flick at 60–250 cm/s: one D6 in the tray",
    layout: "tray",
    kind: "d6",
    count: 1,
    flicks: (rng, ids) =>
      ids.map((id) => {
        const hand = trayThrowPosition(0, 1).position;
        const a = rng.range(-0.4, 0.4);
        const samples = drag(rng.range(60, 250), Math.sin(a), -Math.cos(a), [hand[0], hand[2]]);
        return flickFromSamples(samples, { dieId: id, position: hand, quaternion: [0, 0, 0, 1] })!;
      }),
  },
  {
    name: "throw for me: one D10 on the Rykestra mat",
    layout: "rykestra",
    kind: "d10",
    count: 1,
    flicks: (rng, ids) => {
      const seat = rng.int(4);
      return ids.map((id, i) => randomFlick(rng, { dieId: id, position: seatThrowPosition(seat, 4, i, ids.length).position }, MAT_AIM));
    },
  },
  {
    name: "hard keyboard throw (power 0.6–1) at one of three resting D10 on the mat",
    layout: "rykestra",
    kind: "d10",
    count: 1,
    resting: (rng) => {
      const spots: { x: number; z: number }[] = [];
      while (spots.length < 3) {
        const x = rng.range(-5, 5);
        const z = rng.range(-5, 5);
        if (spots.every((s) => Math.hypot(s.x - x, s.z - z) > 2.5)) spots.push({ x, z });
      }
      return spots;
    },
    flicks: (rng, ids, spots) => {
      const hand = seatThrowPosition(rng.int(4), 4);
      // Aimed at one resting die's centre, give or take 3°.
      const target = spots[rng.int(spots.length)];
      const heading = Math.atan2(target.x - hand.position[0], hand.position[2] - target.z) + rng.range(-0.05, 0.05);
      return ids.map((id) => aimedFlick({ dieId: id, position: hand.position }, heading, rng.range(0.6, 1), rng));
    },
  },
];

interface Tally {
  figures: ThrowFigures[];
  outside: number;
  cocked: number;
  tunnelled: number;
  /** Knock-off scenario: throws that moved a resting die, and that knocked one off the mat. */
  struck: number;
  knockedOff: number;
  throwerOffMat: number;
}

const onMatTop = (x: number, z: number) => (Math.abs(x - MAT.centre.x) <= MAT.size / 2 && Math.abs(z - MAT.centre.z) <= MAT.size / 2 ? MAT.thickness : 0);

function outside(layout: Layout, d: SettledDie): boolean {
  const [x, , z] = d.position;
  return layout === "tray" ? Math.abs(x) > TRAY.width / 2 || Math.abs(z) > TRAY.depth / 2 : !isOnMat({ x, z });
}

function tunnelled(layout: Layout, d: SettledDie): boolean {
  const [x, y, z] = d.position;
  const overMat = layout === "rykestra" && Math.abs(x - MAT.centre.x) < MAT.size / 2 - 0.5 && Math.abs(z - MAT.centre.z) < MAT.size / 2 - 0.5;
  return y < 0.3 || (overMat && y < MAT.thickness + 0.3) || Math.abs(x) > TABLE.width / 2 || Math.abs(z) > TABLE.depth / 2;
}

function run(s: Scenario, throws: number): Tally {
  const rng = createRng(`look:${s.name}`);
  const tally: Tally = { figures: [], outside: 0, cocked: 0, tunnelled: 0, struck: 0, knockedOff: 0, throwerOffMat: 0 };
  const ids = Array.from({ length: s.count }, (_, i) => `d${i}`);
  for (let t = 0; t < throws; t++) {
    const table = new DiceTable({ layout: s.layout, seed: t });
    const spots = s.resting?.(rng) ?? [];
    spots.forEach(({ x, z }, i) => {
      const pose = restingPose("d10", rng.int(10), rng.range(0, 2 * Math.PI));
      table.addDie({ id: `rest${i}`, kind: "d10" }, { position: [x, MAT.thickness + pose.height, z], quaternion: pose.quaternion }, { asleep: true });
    });
    const before = table.snapshot();
    const flicks = s.flicks(rng, ids, spots);
    for (const f of flicks) table.addDie({ id: f.dieId, kind: s.kind }, f, { asleep: true });
    const figures = watchThrow(table, ids, () => flicks.forEach((f) => table.throwDie(f)), s.layout === "rykestra" ? onMatTop : undefined);
    tally.figures.push(figures);
    const after = table.snapshot();
    for (const d of after) {
      if (d.id.startsWith("rest")) continue;
      if (outside(s.layout, d)) tally.outside++;
      if (d.cocked && d.settled) tally.cocked++;
    }
    for (const d of after) if (tunnelled(s.layout, d)) tally.tunnelled++;
    if (spots.length > 0) {
      const moved = before.filter((b, i) => Math.hypot(after[i].position[0] - b.position[0], after[i].position[2] - b.position[2]) > 1);
      if (moved.length > 0) tally.struck++;
      if (after.some((d) => d.id.startsWith("rest") && d.offMat)) tally.knockedOff++;
      if (after.some((d) => !d.id.startsWith("rest") && d.offMat)) tally.throwerOffMat++;
    }
  }
  return tally;
}

const pct = (xs: readonly number[], f: number) => [...xs].sort((a, b) => a - b)[Math.floor(f * (xs.length - 1))];
const spread = (xs: readonly number[], digits: number) => `${pct(xs, 0.1).toFixed(digits)} / ${median(xs).toFixed(digits)} / ${pct(xs, 0.9).toFixed(digits)}`;

function main(): void {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const only = args.find((a) => a.startsWith("--only="))?.slice(7);
  const throws = Number(args.find((a) => a.startsWith("--throws="))?.slice(9) ?? 200);
  for (const s of SCENARIOS) {
    if (only && !s.name.toLowerCase().includes(only.toLowerCase())) continue;
    const tally = run(s, throws);
    const dice = tally.figures.flatMap((f) => f.dice);
    const columns = {
      settleSeconds: tally.figures.map((f) => f.settleSeconds),
      movingSeconds: dice.map((d) => d.movingSeconds),
      faceChanges: dice.map((d) => d.faceChanges),
      finalFaceSeconds: dice.map((d) => d.lastFaceChangeSeconds),
      hops: dice.map((d) => d.hops),
      wallHits: dice.map((d) => d.wallHits),
      dieHits: dice.map((d) => d.dieHits),
      travelCm: dice.map((d) => d.travelCm),
    };
    const n = dice.length;
    const rates = {
      outsidePercent: (100 * tally.outside) / n,
      cockedPercent: (100 * tally.cocked) / n,
      tunnelled: tally.tunnelled,
      ...(s.resting ? { struckPercent: (100 * tally.struck) / throws, knockedOffPercent: (100 * tally.knockedOff) / throws, throwerOffMatPercent: (100 * tally.throwerOffMat) / throws } : {}),
    };
    if (json) {
      console.log(JSON.stringify({ name: s.name, throws, medians: Object.fromEntries(Object.entries(columns).map(([k, xs]) => [k, median(xs)])), ...rates }));
      continue;
    }
    console.log(`${s.name}: ${throws} throws (p10 / median / p90)`);
    for (const [name, xs] of Object.entries(columns)) console.log(`  ${name.padEnd(17)} ${spread(xs, name.endsWith("Seconds") ? 2 : name === "travelCm" ? 1 : 0)}`);
    const where = s.layout === "tray" ? "out of the tray" : "off the mat";
    console.log(`  ${where} ${rates.outsidePercent.toFixed(1)} %  cocked ${rates.cockedPercent.toFixed(1)} %  tunnelled ${rates.tunnelled}`);
    if (s.resting) {
      console.log(`  struck a resting die ${rates.struckPercent!.toFixed(0)} %  knocked one off the mat ${rates.knockedOffPercent!.toFixed(0)} %  thrower off the mat ${rates.throwerOffMatPercent!.toFixed(0)} %`);
    }
  }
}

main();
