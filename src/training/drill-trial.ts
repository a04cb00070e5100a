// A drill attempt on a headless table: the drill's dice lying where its set-up puts them, the
// thrower's die (or both, one after the other) flicked in, run to rest, read by the engine and
// graded. The bench, the coach and the planner all throw here; the screen throws on the live
// table the same way (same set-up poses, same reading, same grade).
import type { Flick, SettledDie } from "../geometry/types";
import { DiceTable, type Pose } from "../physics";
import { lyingPose, practiceDieIds, readAttempt, thrownDieId, type PracticePosition } from "../games/rykestra/practice";
import { snapshotsOf } from "../games/rykestra/settled";
import { gradeAttempt, nearness, secondThrow, type Drill, type DrillMat, type Grade } from "../games/rykestra/practice/drills";
import type { DieId } from "../games/rykestra/dice";

/** Seconds a trial may run before it is read as it lies. */
const TRIAL_SECONDS = 8;

export interface DrillTrial {
  readonly grade: Grade;
  /** 0–1, how near the goal (1 when passed). */
  readonly nearness: number;
  readonly mats: readonly DrillMat[];
}

/** Each set-up's dice poses, worked out once per position (a quality throws onto the same one 64 times). */
const posesOfPosition = new WeakMap<PracticePosition, readonly Pose[]>();

function lyingPoses(position: PracticePosition): readonly Pose[] {
  let poses = posesOfPosition.get(position);
  if (!poses) {
    poses = position.dice.map((d) => lyingPose(d));
    posesOfPosition.set(position, poses);
  }
  return poses;
}

let spare: DiceTable | null = null;

/**
 * A table as new (DiceTable.reset: the same dice as a new one, to the bit), the one this
 * module keeps: a throw here runs to rest before it returns, so one table serves every throw.
 */
function freshTable(seed: number): DiceTable {
  if (!spare) spare = new DiceTable({ layout: "rykestra", seed, maxSettleSeconds: TRIAL_SECONDS });
  else spare.reset(seed);
  return spare;
}

/** One throw onto `position` as it lies: settled readings plus the dice the throw set touching. */
export function throwOnto(position: PracticePosition, flick: Flick, seed: number): { settled: SettledDie[]; struck: DieId[] } {
  const table = freshTable(seed);
  const ids = practiceDieIds(position);
  const poses = lyingPoses(position);
  position.dice.forEach((_, i) => table.addDie({ id: ids[i], kind: "d10" }, poses[i], { asleep: true }));
  const struck = new Set<DieId>();
  table.onImpact((i) => {
    if (i.otherDieId === null) return;
    struck.add(i.dieId);
    struck.add(i.otherDieId);
  });
  table.addDie({ id: flick.dieId, kind: "d10" }, flick, { asleep: true });
  table.throwDie(flick);
  const settled = table.settleNow();
  struck.delete(flick.dieId);
  return { settled, struck: [...struck] };
}

/** Reads one settled throw as the practice table does. */
export function readThrow(position: PracticePosition, settled: readonly SettledDie[], struck: readonly DieId[]) {
  const thrown = thrownDieId(position);
  const withOwners = snapshotsOf(settled, [...practiceDieIds(position), thrown]);
  return readAttempt({ position, thrown, settled: withOwners, struck });
}

/**
 * A whole attempt: `flicks[k]` is the k-th throw's flick, built for that throw's die by
 * `flickFor(dieId)` so a two-throw drill's second die leaves the same hand.
 */
export function runDrill(drill: Drill, flickFor: (dieId: DieId, throwIndex: number) => Flick, seed: number): DrillTrial {
  const drillIds = practiceDieIds(drill.position);
  const mats: DrillMat[] = [];
  let position = drill.position;
  let ids: ReadonlyMap<DieId, DieId> = new Map(drillIds.map((id) => [id, id]));
  for (let k = 0; k < drill.throws; k++) {
    const { settled, struck } = throwOnto(position, flickFor(thrownDieId(position), k), seed + k);
    const outcome = readThrow(position, settled, struck);
    mats.push({ outcome, ids });
    if (k + 1 < drill.throws) {
      const next = secondThrow(position, outcome, practiceDieIds(position));
      // The second set-up's ids, named as the drill names them.
      const named = new Map<DieId, DieId>();
      for (const [now, was] of next.ids) named.set(now, ids.get(was) ?? was);
      position = next.position;
      ids = named;
    }
  }
  const grade = gradeAttempt(drill, mats, drillIds);
  return { grade, nearness: nearness(drill, mats[mats.length - 1], grade.passed), mats };
}
