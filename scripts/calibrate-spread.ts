// npx tsx scripts/calibrate-spread.ts — where a flick's die stops on the empty mat, by power and
// tumble (perfect hand: only the shake varies): mean and spread of its resting centre, and how
// often it leaves the mat. What the drills' circles are sized from.
import { createRng } from "../src/physics";
import { drillById } from "../src/games/rykestra/practice/drills";
import { throwPlan } from "../src/training/drill-planner";

const drill = drillById("fs-centre")!;
const n = Number(process.argv[2] ?? 48);
for (const tumble of (process.argv[3] ?? "0,0.4,1,1.6").split(",").map(Number)) {
  for (const yaw of (process.argv[4] ?? "0").split(",").map(Number)) {
    for (const power of (process.argv[5] ?? "0.05,0.15,0.25,0.35,0.5").split(",").map(Number)) {
      const rng = createRng(5);
      const xs: number[] = [];
      const zs: number[] = [];
      let off = 0;
      for (let t = 0; t < n; t++) {
        const r = throwPlan(drill, [{ along: 0, heading: 0, power, yaw, tumble }], rng, null, 70_000 + t);
        const o = r.mats[0].outcome;
        if (o.thrownOff) { off++; continue; }
        xs.push(o.thrown.centre.x);
        zs.push(o.thrown.centre.z);
      }
      const m = (a: number[]) => a.reduce((s, x) => s + x, 0) / a.length;
      const sd = (a: number[]) => Math.sqrt(m(a.map((x) => (x - m(a)) ** 2)));
      const q = (a: number[], p: number) => (a.length === 0 ? NaN : [...a].sort((u, v) => u - v)[Math.floor(p * (a.length - 1))]);
      console.log(`tumble ${tumble} yaw ${yaw} power ${power}: off ${off}/${n}  x ${m(xs).toFixed(1)}±${sd(xs).toFixed(1)}  z ${m(zs).toFixed(1)}±${sd(zs).toFixed(1)}  z10-90 ${q(zs, 0.1).toFixed(1)}..${q(zs, 0.9).toFixed(1)}`);
    }
  }
}
