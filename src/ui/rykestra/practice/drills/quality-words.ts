// A throw's quality in words, beside what happened: how often the player's flick does the job
// when thrown again with a freshly shaken die ("This flick knocks the Red 4 off 41 times in
// 100"), and how this one throw's bounce compares ("this time it stopped 3 cm further left than
// the flick usually takes it: a lucky pass"). Pure: the drill, the quality and the settled mat.
import type { Drill, Grade } from "../../../../games/rykestra/practice/drills";
import { practiceDieIds } from "../../../../games/rykestra/practice";
import type { AttemptOutcome } from "../../../../games/rykestra/practice";
import type { FlickQuality } from "../../../../training/flick-quality";
import { dieLabel } from "../seat-words";

/** "41 times in 100" from a pass rate. */
export const timesIn100 = (rate: number): string => {
  const n = Math.round(rate * 100);
  if (rate <= 0) return "never in its re-throws";
  return n === 100 ? "every time" : n === 0 ? "less than once in 100" : `${n} ${n === 1 ? "time" : "times"} in 100`;
};

function targetLabel(drill: Drill, id: string): string {
  const i = practiceDieIds(drill.position).indexOf(id);
  const d = drill.position.dice[i];
  return d ? `the ${dieLabel(d.owner, d.value)}` : "the target";
}

/** What the drill's job is, as a verb phrase for "This flick …". */
export function jobWords(drill: Drill): string {
  const g = drill.goal;
  switch (g.kind) {
    case "land-in":
      return drill.throws === 2 ? "puts both dice in the circle" : "stops in the circle";
    case "knock-off":
      return `knocks ${targetLabel(drill, g.target)} off and stays on`;
    case "hit-clear":
      return `hits ${targetLabel(drill, g.target)} and stops clear of every zone`;
    case "clear-sector":
      return `drives ${targetLabel(drill, g.target)} out of the sector`;
    case "carreau":
      return `knocks ${targetLabel(drill, g.target)} off and takes its place`;
    case "knock-both":
      return "knocks both off";
  }
}

/** "This flick stops in the circle 41 times in 100 (mean 3.2 points)." */
export function qualityLine(drill: Drill, q: FlickQuality): string {
  return `This flick ${jobWords(drill)} ${timesIn100(q.passRate)} (${q.meanPoints.toFixed(1)} points on average over ${q.throws} re-throws).`;
}

/** cm to words: "3 cm", "8 mm". */
const cmWords = (cm: number) => (cm < 1 ? `${Math.max(1, Math.round(cm * 10))} mm` : `${Math.round(cm)} cm`);

/**
 * How this throw's bounce compares with the flick's usual: the luck of a pass from a flick that
 * seldom passes, or of a miss from one that mostly does, and where the die stopped against
 * where this flick takes it on average (for the south seat: −x is left, −z is further).
 */
export function luckLine(q: FlickQuality, grade: Grade, outcome: AttemptOutcome): string {
  const luck = grade.passed
    ? q.passRate < 0.5
      ? "A lucky pass: this flick usually misses."
      : "A pass this flick earns more often than not."
    : q.passRate >= 0.5
      ? "An unlucky miss: this flick usually passes."
      : "A miss: the flick itself seldom passes.";
  if (q.meanStop === null || outcome.thrownOff) return outcome.thrownOff && q.stayedOn >= 0.5 ? `${luck} This time your die went off the mat, which this flick does ${timesIn100(1 - q.stayedOn)}.` : luck;
  const dx = outcome.thrown.centre.x - q.meanStop.x;
  const dz = outcome.thrown.centre.z - q.meanStop.z;
  const parts: string[] = [];
  if (Math.abs(dx) >= 1) parts.push(`${cmWords(Math.abs(dx))} further ${dx < 0 ? "left" : "right"}`);
  if (Math.abs(dz) >= 1) parts.push(`${cmWords(Math.abs(dz))} ${dz < 0 ? "longer" : "shorter"}`);
  if (parts.length === 0) return `${luck} This time it stopped where this flick usually takes it.`;
  return `${luck} This time it tumbled ${parts.join(" and ")} than this flick usually goes.`;
}
