// Diagnostic, not a README figure: how "Throw for me" throws behave — settle time, distance
// travelled, how often the up face changes after the first touch, hops, wall hits.
//   npx tsx scripts/bench-look.ts [tray|rykestra] [d6|d10] [dice per throw]
import { DiceTable } from "../src/physics/dice-table";
import { randomFlick } from "../src/physics/flick";
import { createRng } from "../src/physics/rng";
import { seatThrowPosition, trayThrowPosition } from "../src/physics/throw-position";
import { upFace } from "../src/geometry/read-die";
import { median } from "./bench-stats";

const layout = (process.argv[2] ?? "tray") as "tray" | "rykestra";
const kind = (process.argv[3] ?? "d6") as "d6" | "d10";
const n = Number(process.argv[4] ?? 1);
const table = new DiceTable({ layout, seed: 1 });
const rng = createRng(3);
const ids = Array.from({ length: n }, (_, i) => `d${i}`);
for (const id of ids) table.addDie({ id, kind }, { position: [0, -50, 0], quaternion: [0, 0, 0, 1] }, { asleep: true });
const figures: Record<string, number[]> = { settleSeconds: [], travelCm: [], faceChanges: [], hops: [], wallHits: [] };
let wallHits = 0;
table.onImpact((i) => {
  if (i.kinds === "die-wall") wallHits++;
});
const p = { x: 0, y: 0, z: 0 };
const q = { x: 0, y: 0, z: 0, w: 1 };
const surface = layout === "rykestra" ? 0.6 : 0;
for (let t = 0; t < 200; t++) {
  wallHits = 0;
  const seat = rng.int(4);
  const starts = ids.map((id, i) => {
    const hand = layout === "tray" ? trayThrowPosition(i, n) : seatThrowPosition(seat, 4, i, n);
    const aim = layout === "tray" ? { centre: { x: 0, z: -2 }, radius: 8 } : { centre: { x: 0, z: 0 }, radius: 8 };
    table.throwDie(randomFlick(rng, { dieId: id, position: hand.position }, aim));
    return hand.position;
  });
  const last = ids.map(() => -1);
  const changes = ids.map(() => 0);
  const hops = ids.map(() => 0);
  const airborne = ids.map(() => true);
  while (!table.isSettled()) {
    table.step();
    ids.forEach((id, i) => {
      table.readPose(id, p, q);
      const face = upFace(kind, [q.x, q.y, q.z, q.w]).face;
      if (p.y < surface + 1.5) {
        if (last[i] >= 0 && face !== last[i]) changes[i]++;
        last[i] = face;
      }
      const up = p.y > surface + 1.3;
      if (up && !airborne[i]) hops[i]++;
      airborne[i] = up;
    });
  }
  figures.settleSeconds.push(table.secondsSinceMotion);
  ids.forEach((id, i) => {
    table.readPose(id, p, q);
    figures.travelCm.push(Math.hypot(p.x - starts[i][0], p.z - starts[i][2]));
    figures.faceChanges.push(changes[i]);
    figures.hops.push(hops[i]);
  });
  figures.wallHits.push(wallHits);
}
const pct = (xs: number[], f: number) => [...xs].sort((a, b) => a - b)[Math.floor(f * (xs.length - 1))];
for (const [name, xs] of Object.entries(figures)) {
  console.log(`${name.padEnd(14)} p10 ${pct(xs, 0.1).toFixed(2)}  median ${median(xs).toFixed(2)}  p90 ${pct(xs, 0.9).toFixed(2)}`);
}
