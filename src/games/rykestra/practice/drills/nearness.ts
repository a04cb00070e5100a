// How near an attempt came to its goal, 0–1, continuous: what a search needs to climb towards
// a pass, and a skills score beside the 0–5 points. Read from where dice lie, never from faces.
import { MAT } from "../../../../geometry/table-layout";
import type { TablePoint } from "../../../../geometry/types";
import type { DieId } from "../../dice";
import { practiceDieIds } from "../position";
import type { Drill, DrillMat } from "./goals";

const dist = (a: TablePoint, b: TablePoint) => Math.sqrt((a.x - b.x) * (a.x - b.x) + (a.z - b.z) * (a.z - b.z));
const HALF = MAT.size / 2;
/** 0 in the middle of the mat, 1 at its edge and beyond. */
const edgeward = (p: TablePoint) => Math.min(1, Math.max(Math.abs(p.x - MAT.centre.x), Math.abs(p.z - MAT.centre.z)) / HALF);
const near = (d: number, scale: number) => Math.max(0, 1 - d / scale);

/** 0 (nowhere near) to 1 (the goal met) for the last throw of an attempt. */
export function nearness(drill: Drill, mat: DrillMat, passed: boolean): number {
  if (passed) return 1;
  const o = mat.outcome;
  const g = drill.goal;
  const at = (target: DieId) => o.dice.find((d) => (mat.ids.get(d.id) ?? d.id) === target);
  const own = o.thrownOff ? 0 : 1;
  switch (g.kind) {
    case "land-in":
      return 0.9 * own * near(Math.max(0, dist(o.thrown.centre, g.area) - g.area.r), 20);
    case "knock-off":
    case "carreau": {
      const t = at(g.target);
      const gone = t === undefined || o.knockedOff.includes(t.id);
      if (!gone) return 0.6 * edgeward(t.centre) + 0.2 * near(dist(o.thrown.centre, t.centre), 20);
      if (g.kind === "knock-off") return 0.8;
      const i = practiceDieIds(drill.position).indexOf(g.target);
      const spot = i < 0 ? o.thrown.centre : { x: drill.position.dice[i].x, z: drill.position.dice[i].z };
      return 0.7 + 0.2 * own * near(dist(o.thrown.centre, spot), 15);
    }
    case "hit-clear":
    case "clear-sector": {
      const t = at(g.target);
      if (t === undefined) return 0.8 * own;
      return 0.8 * near(dist(o.thrown.centre, t.centre), 20) * (o.struck.length > 0 ? 1 : 0.6);
    }
    case "knock-both": {
      const left = g.targets.map(at).filter((t) => t !== undefined && !o.knockedOff.includes(t.id));
      const share = 1 - left.length / g.targets.length;
      const edge = left.length === 0 ? 1 : left.reduce((a, t) => a + edgeward(t!.centre), 0) / left.length;
      return 0.9 * (0.6 * share + 0.4 * edge);
    }
  }
}
