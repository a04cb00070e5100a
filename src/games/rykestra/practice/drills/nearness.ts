// How near an attempt came to its goal, 0–1, continuous: what a search needs to climb towards
// a pass, and the skills test's score (skills.ts: 100 × nearness). Read from where dice lie,
// never from faces. 1 only for a pass; below it, each kind keeps its rungs in order (a miss
// below a touch below the job done untidily) and is continuous within a rung:
//  - pushing a die out (knock-off, carreau, clear-sector, knock-both) counts how much of the
//    way from where it lay to the way out it was driven, so a target set by the edge earns
//    nothing for lying there untouched;
//  - a miss counts how near the thrown die stopped to where the target lay;
//  - landing counts the cm outside the circle; two dice to land count both.
import { MAT_BOUNDS, sectorBounds, type Bounds } from "../../../../geometry/mat";
import type { TablePoint } from "../../../../geometry/types";
import { inCaptureZone } from "../../../../geometry/capture-zone";
import type { DieId, DieSnapshot } from "../../dice";
import { practiceDieIds } from "../position";
import type { Area, Drill, DrillMat } from "./goals";

const dist = (a: TablePoint, b: TablePoint) => Math.sqrt((a.x - b.x) * (a.x - b.x) + (a.z - b.z) * (a.z - b.z));
/** 1 at no distance, falling straight to 0 at `scale` cm. */
const near = (d: number, scale: number) => Math.max(0, 1 - d / scale);
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** cm from p to the nearest side of `b` (0 on or past a side). */
const depth = (p: TablePoint, b: Bounds) => Math.max(0, Math.min(p.x - b.minX, b.maxX - p.x, p.z - b.minZ, b.maxZ - p.z));

/** 0 where it lay, 1 at the way out: the share of the way from its spot to the nearest side of `b` it was driven. */
export function pushedOut(from: TablePoint, now: TablePoint, b: Bounds): number {
  const start = depth(from, b);
  return start <= 0 ? 1 : clamp01(1 - depth(now, b) / start);
}

/** Where a drill's die lay in the drill's set-up. */
function spotOf(drill: Drill, target: DieId): TablePoint | null {
  const i = practiceDieIds(drill.position).indexOf(target);
  return i < 0 ? null : { x: drill.position.dice[i].x, z: drill.position.dice[i].z };
}

/** A die's landing against an area: 0 off the mat, 0.9 at the rim or inside (short of a pass), falling over 20 cm outside. */
const landing = (d: DieSnapshot | undefined, off: boolean, area: Area) => (d === undefined || off ? 0 : 0.9 * near(Math.max(0, dist(d.centre, area) - area.r), 20));

/** 0 (nowhere near) to 1 (the goal met) for the last throw of an attempt. */
export function nearness(drill: Drill, mat: DrillMat, passed: boolean): number {
  if (passed) return 1;
  const o = mat.outcome;
  const g = drill.goal;
  const thrower = drill.position.thrower;
  const name = (id: DieId) => mat.ids.get(id) ?? id;
  const at = (target: DieId) => o.dice.find((d) => name(d.id) === target);
  const gone = (t: DieSnapshot | undefined) => t === undefined || o.knockedOff.includes(t.id);
  const struck = (target: DieId) => (o.struck.some((id) => name(id) === target) ? 1 : 0);
  /** A target still lying where the goal wants it gone: how near the throw came, pushed, touched, aimed (0–0.75). */
  const stillIn = (target: DieId, t: DieSnapshot, b: Bounds) => {
    const from = spotOf(drill, target) ?? t.centre;
    return 0.35 * pushedOut(from, t.centre, b) + 0.2 * struck(target) + 0.2 * near(dist(o.thrown.centre, from), 15);
  };
  switch (g.kind) {
    case "land-in": {
      if (drill.throws === 1) return landing(o.thrown, o.thrownOff, g.area);
      // Both the thrower's dice, as the last throw left them; one that went off (or never came back) is 0.
      const own = o.dice.filter((d) => d.owner === thrower);
      const scores = own.map((d) => landing(d, d.id === o.thrown.id ? o.thrownOff : o.knockedOff.includes(d.id), g.area));
      return scores.reduce((a, b) => a + b, 0) / drill.throws;
    }
    case "knock-off": {
      const t = at(g.target);
      return gone(t) ? 0.8 : stillIn(g.target, t!, MAT_BOUNDS);
    }
    case "carreau": {
      const t = at(g.target);
      if (!gone(t)) return stillIn(g.target, t!, MAT_BOUNDS);
      if (o.thrownOff) return 0.7;
      const spot = spotOf(drill, g.target) ?? o.thrown.centre;
      return 0.7 + 0.25 * near(Math.max(0, dist(o.thrown.centre, spot) - g.within), 15);
    }
    case "clear-sector": {
      const t = at(g.target);
      const b = sectorBounds(g.sector);
      return gone(t) || depth(t!.centre, b) <= 0 ? 0.8 : stillIn(g.target, t!, b);
    }
    case "hit-clear": {
      if (!struck(g.target)) {
        const from = spotOf(drill, g.target) ?? o.thrown.centre;
        return 0.5 * near(dist(o.thrown.centre, from), 15);
      }
      if (o.thrownOff) return 0.55;
      if (!o.thrownFlat) return 0.65;
      const zones = o.mat.filter((d) => d.owner !== thrower && d.id !== o.thrown.id && inCaptureZone(d.kite, o.thrown.centre, drill.position.reading)).length;
      return Math.max(0.7, 0.85 - 0.05 * (zones - 1));
    }
    case "knock-both": {
      // Each target: 1 gone, else how far towards the edge it was driven and whether it was touched.
      const each = g.targets.map((target) => {
        const t = at(target);
        if (gone(t)) return 1;
        return 0.5 * pushedOut(spotOf(drill, target) ?? t!.centre, t!.centre, MAT_BOUNDS) + 0.2 * struck(target);
      });
      return (0.9 * each.reduce((a, b) => a + b, 0)) / each.length;
    }
  }
}
