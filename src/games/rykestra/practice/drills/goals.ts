// What a drill asks of a throw, and how a settled mat is graded against it. Every grade reads
// the engine's own reading of the throw (practice/outcome.ts: off the mat, cocked, struck, the
// capture zones as they lie); nothing grades on a face or the way a kite points, which are the
// physics' luck: what a player can aim is where a die goes.
//
// Points per attempt, 0–5 on one scale for every goal (5 is a pass): the first rung is touching
// what was aimed at, the middle rung is doing the job, the top rung is doing it cleanly.
import { inCaptureZone } from "../../../../geometry/capture-zone";
import { sectorOf, type SectorId } from "../../../../geometry/mat";
import type { TablePoint } from "../../../../geometry/types";
import type { DieId } from "../../dice";
import type { AttemptOutcome } from "../outcome";
import type { PracticePosition } from "../position";

export type Tier = "first steps" | "club" | "expert";
export const TIERS: readonly Tier[] = ["first steps", "club", "expert"];

/** A marked circle on the mat, cm. */
export interface Area {
  readonly x: number;
  readonly z: number;
  readonly r: number;
}

/** Dice are named by their id in the drill's set-up (practiceDieIds). */
export type Goal =
  /** Knock `target` off the mat; the thrower's dice stay on it. */
  | { readonly kind: "knock-off"; readonly target: DieId }
  /** Strike `target`; the thrown die ends flat on the mat outside every opponent's zone. */
  | { readonly kind: "hit-clear"; readonly target: DieId }
  /** The thrown die (both, in a two-throw drill) stops flat inside `area`. */
  | { readonly kind: "land-in"; readonly area: Area }
  /** Move `target` out of `sector` (off the mat counts); the thrower's dice stay on the mat. */
  | { readonly kind: "clear-sector"; readonly target: DieId; readonly sector: SectorId }
  /** Carreau: knock `target` off and stop flat within `within` cm of where it lay. */
  | { readonly kind: "carreau"; readonly target: DieId; readonly within: number }
  /** Two throws: knock every one of `targets` off, a die of the thrower's still on the mat at the end. */
  | { readonly kind: "knock-both"; readonly targets: readonly DieId[] };

export interface Drill {
  readonly id: string;
  readonly name: string;
  readonly tier: Tier;
  /** What to do, in a sentence the player reads before throwing. */
  readonly brief: string;
  readonly position: PracticePosition;
  readonly goal: Goal;
  /** Throws in one attempt: 2 throws both of the thrower's dice, the second onto the mat the first left. */
  readonly throws: 1 | 2;
}

export interface Grade {
  /** 0–5. */
  readonly points: number;
  readonly passed: boolean;
  /** Why, in words ("knocked the red 4 off; your die stayed on"). */
  readonly reason: string;
}

export const PASS_POINTS = 5;

/** One throw's settled mat as a drill reads it, with ids in the drill's own set-up (see two-throw.ts). */
export interface DrillMat {
  readonly outcome: AttemptOutcome;
  /** Ids of this throw's set-up dice as the drill names them (identity when the set-up is the drill's). */
  readonly ids: ReadonlyMap<DieId, DieId>;
}

const dist = (a: TablePoint, b: TablePoint) => Math.sqrt((a.x - b.x) * (a.x - b.x) + (a.z - b.z) * (a.z - b.z));

const grade = (points: number, reason: string): Grade => ({ points, passed: points >= PASS_POINTS, reason });

/** The drill's name for a die of this throw's mat. */
const drillId = (m: DrillMat, id: DieId) => m.ids.get(id) ?? id;
const local = (m: DrillMat, id: DieId) => [...m.ids.entries()].find(([, d]) => d === id)?.[0] ?? id;

const isOffNow = (m: DrillMat, target: DieId) => m.outcome.knockedOff.some((id) => drillId(m, id) === target);
const struckNow = (m: DrillMat, target: DieId) => m.outcome.struck.some((id) => drillId(m, id) === target);

/** The thrower's dice (thrown and lying) still on the mat, cocked or flat. */
function yoursOn(m: DrillMat, thrower: number): boolean {
  const o = m.outcome;
  if (o.thrownOff) return false;
  return !o.dice.some((d) => d.owner === thrower && o.knockedOff.includes(d.id));
}

/** Where a drill die lay in the drill's set-up. */
function setUpSpot(drill: Drill, target: DieId, ids: readonly DieId[]): TablePoint | null {
  const i = ids.indexOf(target);
  return i < 0 ? null : { x: drill.position.dice[i].x, z: drill.position.dice[i].z };
}

/** Grades a one-throw drill; `ids` are the drill set-up's die ids (practiceDieIds). */
/**
 * How far past a circle's line the die's centre stopped, said so that a miss never reads "0.0
 * cm": millimetres under a centimetre, and "on the line" under half a millimetre.
 */
export function outside(cm: number): string {
  if (cm < 0.05) return "its centre just on the circle's line, a hair outside";
  if (cm < 1) return `its centre ${Math.round(cm * 10)} mm outside the circle`;
  return `its centre ${cm.toFixed(1)} cm outside the circle`;
}

export function gradeThrow(drill: Drill, mat: DrillMat, ids: readonly DieId[]): Grade {
  const g = drill.goal;
  const o = mat.outcome;
  const thrower = drill.position.thrower;
  switch (g.kind) {
    case "knock-off": {
      if (!isOffNow(mat, g.target)) return struckNow(mat, g.target) ? grade(1, "Hit it, but it stayed on the mat.") : grade(0, "Missed it.");
      return yoursOn(mat, thrower) ? grade(5, "Knocked it off and kept yours on.") : grade(3, "Knocked it off, but yours went off too.");
    }
    case "hit-clear": {
      if (!struckNow(mat, g.target)) return grade(0, "Missed it.");
      if (!o.thrownFlat) return grade(1, o.thrownOff ? "Hit it, but your die left the mat." : "Hit it, but your die is cocked.");
      const under = o.mat.filter((d) => d.owner !== thrower && d.id !== o.thrown.id && inCaptureZone(d.kite, o.thrown.centre, drill.position.reading));
      return under.length === 0 ? grade(5, "Hit it and stopped clear of every zone.") : grade(3, `Hit it, but you stopped in ${under.length === 1 ? "a zone" : `${under.length} zones`}.`);
    }
    case "land-in": {
      if (o.thrownOff) return grade(0, "Your die left the mat.");
      const d = dist(o.thrown.centre, g.area);
      if (d <= g.area.r) return o.thrownFlat ? grade(5, "Inside the circle.") : grade(3, "Inside the circle, but cocked.");
      return d <= 2 * g.area.r ? grade(3, `Near: ${outside(d - g.area.r)}.`) : grade(1, `On the mat, ${outside(d - g.area.r)}.`);
    }
    case "clear-sector": {
      const t = o.dice.find((d) => drillId(mat, d.id) === g.target);
      const out = t === undefined || isOffNow(mat, g.target) || sectorOf(t.centre) !== g.sector;
      if (!out) return struckNow(mat, g.target) ? grade(1, "Hit it, but it is still in the sector.") : grade(0, "It is still in the sector.");
      return yoursOn(mat, thrower) ? grade(5, "Moved it out and kept yours on.") : grade(3, "Moved it out, but yours went off.");
    }
    case "carreau": {
      if (!isOffNow(mat, g.target)) return struckNow(mat, g.target) ? grade(1, "Hit it, but it stayed on the mat.") : grade(0, "Missed it.");
      const spot = setUpSpot(drill, g.target, ids);
      const d = spot === null ? Infinity : dist(o.thrown.centre, spot);
      if (o.thrownFlat && d <= g.within) return grade(5, "Carreau: it went, yours took its place.");
      return o.thrownOff ? grade(2, "Knocked it off, but yours went too.") : grade(3, `Knocked it off; you stopped ${d.toFixed(1)} cm from its spot.`);
    }
    case "knock-both":
      return gradeKnockBoth(drill, [mat]);
  }
}

/** Grades a whole attempt: one throw, or two (the second onto the mat the first left). */
export function gradeAttempt(drill: Drill, mats: readonly DrillMat[], ids: readonly DieId[]): Grade {
  const last = mats[mats.length - 1];
  if (drill.throws === 1 || mats.length === 1) {
    if (drill.goal.kind === "knock-both") return gradeKnockBoth(drill, mats);
    return gradeThrow(drill, last, ids);
  }
  if (drill.goal.kind === "knock-both") return gradeKnockBoth(drill, mats);
  if (drill.goal.kind === "land-in") {
    // Both dice: the first as the second throw left it, the second as it stopped.
    const first = gradeLanded(drill.goal.area, last, mats[0].outcome.thrown.id);
    const second = gradeThrow(drill, last, ids);
    const points = Math.min(first.points, second.points);
    return grade(points, points >= PASS_POINTS ? "Both dice inside the circle." : `First die: ${first.reason} Second: ${second.reason}`);
  }
  return gradeThrow(drill, last, ids);
}

/** Where the first throw's die lies after the second throw, graded like a landing. */
function gradeLanded(area: Area, mat: DrillMat, firstThrown: DieId): Grade {
  const o = mat.outcome;
  const id = local(mat, firstThrown);
  const d = o.dice.find((s) => s.id === id);
  if (d === undefined || o.knockedOff.includes(id)) return grade(0, "It left the mat.");
  const far = dist(d.centre, area);
  if (far <= area.r) return d.cocked ? grade(3, "Inside, but cocked.") : grade(5, "Inside.");
  return far <= 2 * area.r ? grade(3, "Near the circle.") : grade(1, "Outside the circle.");
}

function gradeKnockBoth(drill: Drill, mats: readonly DrillMat[]): Grade {
  if (drill.goal.kind !== "knock-both") throw new Error("not a knock-both drill");
  const targets = drill.goal.targets;
  const last = mats[mats.length - 1];
  const stillOn = (t: DieId) => last.outcome.dice.some((d) => drillId(last, d.id) === t && !last.outcome.knockedOff.includes(d.id));
  const gone = targets.filter((t) => !stillOn(t)).length;
  const touched = mats.some((m) => targets.some((t) => struckNow(m, t)));
  if (gone === 0) return touched ? grade(1, "Hit, but none went off.") : grade(0, "Missed them.");
  if (gone < targets.length) return grade(3, `Knocked ${gone} of ${targets.length} off.`);
  // A die of yours must finish on the mat: the one the second throw left, or the first.
  const last1 = last.outcome;
  const anyOn = !last1.thrownOff || last1.dice.some((d) => d.owner === drill.position.thrower && d.id !== last1.thrown.id && !last1.knockedOff.includes(d.id));
  return anyOn ? grade(5, "Knocked every one off with a die of yours still on the mat.") : grade(4, "Knocked every one off, but both your dice went too.");
}
