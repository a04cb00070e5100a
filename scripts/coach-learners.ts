// bench:coach's "a coach shown to teach": simulated learners (src/training/learner.ts) practise
// three first-steps drills one after another, each until a finished set of ten earns bronze at
// the drill's own marks (recordAttempt and drillMarks, as the drill screen awards it), or until
// `cap` throws of that drill. Every attempt is scored by its flick's quality (flickQuality with
// `qualityThrows` re-throws); the coached learner reads the coach's advice (coach.ts, the
// `coachBudget` given) after every attempt. Learners run in forked processes, `procs` at once.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createRng, randomQuaternion } from "../src/physics";
import { flicksFor } from "../src/bots/rykestra/flick-space";
import { drillById, type Drill } from "../src/games/rykestra/practice/drills";
import { NEW_RECORD, recordAttempt } from "../src/games/rykestra/practice/drills/sets";
import { flickQuality } from "../src/training/flick-quality";
import { drillMarks } from "../src/training/drill-marks";
import { coach, type CoachBudget } from "../src/training/coach";
import { coachDidBetter } from "../src/ui/rykestra/practice/drills/coach-words";
import { BIASED_BEGINNER, coachedNext, coachedStart, gradeOnlyNext, gradeOnlyStart, thrownParams, type CoachedState, type GradeOnlyState } from "../src/training/learner";

/** A landing drill that needs the right power, one that needs the right line, and a clean hit on a die straight ahead. */
export const LEARNER_DRILLS = ["fs-far", "fs-left", "fs-clean"] as const;

export type LearnerKind = "coached" | "grade-only";

export interface LearnerJob {
  readonly kind: LearnerKind;
  /** The learner's number: its seed. Learner i of either kind meets the same drills from the same seed. */
  readonly learner: number;
  readonly qualityThrows: number;
  readonly cap: number;
  readonly coachBudget: CoachBudget;
}

export interface LearnerResult {
  readonly kind: LearnerKind;
  readonly learner: number;
  /** Throws each drill took to its first bronze set (the cap where it never came). */
  readonly throws: readonly number[];
  readonly capped: readonly boolean[];
  readonly ms: number;
}

function drills(): Drill[] {
  return LEARNER_DRILLS.map((id) => {
    const d = drillById(id);
    if (!d) throw new Error(`no drill ${id}`);
    return d;
  });
}

/** One learner through the three drills. */
export function runLearner(job: LearnerJob): LearnerResult {
  const started = performance.now();
  const rng = createRng(1000 + job.learner);
  const throws: number[] = [];
  const capped: boolean[] = [];
  let told: CoachedState | undefined;
  for (const drill of drills()) {
    const marks = drillMarks(drill);
    const { thrower, seats } = drill.position;
    let record = NEW_RECORD;
    let grade: GradeOnlyState = gradeOnlyStart(drill);
    // What it learnt of its bias carries from drill to drill; its aim starts naive at each.
    let coached: CoachedState = coachedStart(drill, told);
    let n = 0;
    let bronze = false;
    while (n < job.cap && !bronze) {
      const params = thrownParams(BIASED_BEGINNER, job.kind === "coached" ? coached.aim : grade.aim, rng);
      const flick = flicksFor(thrower, seats, ["d10-0-0"], params, [randomQuaternion(rng)])[0];
      const quality = flickQuality(drill, [flick], job.qualityThrows);
      n++;
      // Whether the attempt passed as it happened is not thrown here: only quality points earn a medal.
      const r = recordAttempt(record, marks, { points: quality.meanPoints, passed: false });
      record = r.record;
      bronze = r.finished !== null && r.finished.medal !== null;
      if (job.kind === "grade-only") grade = gradeOnlyNext(drill, grade, { points: quality.meanPoints, meanStop: quality.meanStop }, rng);
      else {
        const advice = coach({ drill, flicks: [flick], seed: 1 + Math.floor(rng.next() * 2_000_000_000), budget: job.coachBudget });
        coached = coachedNext(coached, {
          coach: { heading: advice.plan[0].heading, power: advice.plan[0].power },
          thrown: { heading: params.heading, power: params.power },
          coachBetter: coachDidBetter(advice.player, advice.coach),
        });
      }
    }
    told = coached;
    throws.push(n);
    capped.push(!bronze);
  }
  return { kind: job.kind, learner: job.learner, throws, capped, ms: performance.now() - started };
}

const CHILD_FLAG = "--learner-child";

/** Runs `jobs` in `procs` forked processes of this file, each taking every procs-th job; results in job order. */
export function runLearners(jobs: readonly LearnerJob[], procs: number, onDone?: (r: LearnerResult) => void): Promise<LearnerResult[]> {
  const self = fileURLToPath(import.meta.url);
  const parts = Array.from(
    { length: Math.max(1, procs) },
    (_, k) =>
      new Promise<LearnerResult[]>((resolve, reject) => {
        const mine = jobs.filter((_, i) => i % procs === k);
        const child = fork(self, [CHILD_FLAG], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
        const got: LearnerResult[] = [];
        child.on("message", (m) => {
          const r = m as LearnerResult;
          got.push(r);
          onDone?.(r);
          if (got.length === mine.length) child.disconnect();
        });
        child.on("error", reject);
        child.on("exit", (code) => (code === 0 && got.length === mine.length ? resolve(got) : reject(new Error(`learner process ${k} ended with ${code} after ${got.length} of ${mine.length}`))));
        child.send(mine);
        if (mine.length === 0) child.disconnect();
      }),
  );
  return Promise.all(parts).then((all) => {
    const byKey = new Map(all.flat().map((r) => [`${r.kind}:${r.learner}`, r]));
    return jobs.map((j) => byKey.get(`${j.kind}:${j.learner}`)!);
  });
}

if (process.argv.includes(CHILD_FLAG) && process.send) {
  process.once("message", (mine: LearnerJob[]) => {
    for (const job of mine) process.send!(runLearner(job));
  });
}
