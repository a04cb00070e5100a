// Each drill's medal marks, from what bench:drills measured the ladder of hands scoring on it
// (drill-calibration.json, written by `npm run bench:drills -- --calibration=FILE`): bronze
// where a beginner's set of ten lands, silver a club player's, gold a steady hand's (sets.ts
// marksFromHands). A drill the bench has not measured keeps its tier's marks.
import { MEDAL_POINTS, marksFromHands, type Drill, type MedalMarks } from "../games/rykestra/practice/drills";
import type { HandName } from "./hands";
import CALIBRATION from "./drill-calibration.json";

export interface DrillCalibration {
  readonly rates: Readonly<Record<HandName, number>>;
  readonly meanPoints: Readonly<Record<HandName, number>>;
}

const MEASURED = CALIBRATION as unknown as Readonly<Record<string, DrillCalibration | undefined>>;

/** What the bench measured on `drill`, if it did. */
export const calibrationOf = (drill: Drill): DrillCalibration | null => MEASURED[drill.id] ?? null;

export function drillMarks(drill: Drill): MedalMarks {
  const c = calibrationOf(drill);
  return c ? marksFromHands(c.meanPoints) : MEDAL_POINTS[drill.tier];
}
