// A replay traced step by step: every die's pose after every fixed step, so two engines' runs of
// the same throws can be compared not just where they end but where they first part — which
// die, after which flick and step, in which number. Pure data in and out (poses as plain
// numbers), so the trace made in a browser tab crosses to Node as JSON unchanged (a double
// survives JSON to the bit).
import { DiceTable, MAX_SETTLE_SECONDS, FIXED_DT } from "../physics";
import type { SettledDie } from "../geometry/types";
import type { Replay } from "./replay";

/** One die's pose after a step: position x, y, z and quaternion x, y, z, w. */
export type PoseNumbers = readonly [number, number, number, number, number, number, number];

export interface TraceStep {
  /** Which flick of the replay (0 first) this step follows. */
  readonly flick: number;
  /** The step's number since that flick (1 first). */
  readonly step: number;
  /** Every die's pose after it, in the order the dice were added. */
  readonly poses: readonly PoseNumbers[];
}

export interface Trace {
  readonly ids: readonly string[];
  readonly steps: readonly TraceStep[];
  readonly settled: readonly SettledDie[];
}

const POSE_FIELDS = ["x", "y", "z", "qx", "qy", "qz", "qw"] as const;

/** The replay (replay.ts) run one step at a time, each step's poses kept; the same steps settleNow runs. */
export function replayTrace({ layout, seed, dice, flicks }: Replay): Trace {
  const table = new DiceTable({ layout, seed });
  for (const d of dice) table.addDie({ id: d.id, kind: d.kind }, { position: d.position, quaternion: d.quaternion }, { asleep: true });
  const ids = dice.map((d) => d.id);
  const p = { x: 0, y: 0, z: 0 };
  const q = { x: 0, y: 0, z: 0, w: 0 };
  const steps: TraceStep[] = [];
  const maxSteps = Math.ceil(MAX_SETTLE_SECONDS / FIXED_DT);
  flicks.forEach((f, k) => {
    table.throwDie(f);
    for (let i = 0; i < maxSteps && !table.isSettled(); i++) {
      table.step();
      steps.push({
        flick: k,
        step: i + 1,
        poses: ids.map((id) => {
          table.readPose(id, p, q);
          return [p.x, p.y, p.z, q.x, q.y, q.z, q.w] as const;
        }),
      });
    }
  });
  return { ids, steps, settled: table.snapshot() };
}

/** Where two traces first part: the flick, the step, the die and the number, with both values. */
export interface Parting {
  readonly flick: number;
  readonly step: number;
  readonly die: string;
  readonly field: string;
  readonly here: number;
  readonly there: number;
}

/** The first step at which `a` and `b` differ in any number (compared by Object.is: −0 is not 0), or null when they agree throughout. */
export function firstParting(a: Trace, b: Trace): Parting | { readonly problem: string } | null {
  if (a.ids.join() !== b.ids.join()) return { problem: `the dice differ: ${a.ids.join(", ")} against ${b.ids.join(", ")}` };
  const n = Math.min(a.steps.length, b.steps.length);
  for (let s = 0; s < n; s++) {
    const x = a.steps[s];
    const y = b.steps[s];
    if (x.flick !== y.flick) return { problem: `flick ${x.flick} settled after ${x.step - 1} steps here, flick ${y.flick} there` };
    for (let d = 0; d < a.ids.length; d++) {
      for (let f = 0; f < POSE_FIELDS.length; f++) {
        if (!Object.is(x.poses[d][f], y.poses[d][f])) return { flick: x.flick, step: x.step, die: a.ids[d], field: POSE_FIELDS[f], here: x.poses[d][f], there: y.poses[d][f] };
      }
    }
  }
  if (a.steps.length !== b.steps.length) return { problem: `one run took ${a.steps.length} steps, the other ${b.steps.length}, the same poses up to there` };
  return null;
}

/** A parting in words: "die d10-0-0 parts after flick 1, step 37: its qy is 0.1234… here, 0.1234… there". */
export function partingWords(p: Parting | { readonly problem: string }): string {
  if ("problem" in p) return p.problem;
  return `die ${p.die} parts after flick ${p.flick + 1}, step ${p.step}: its ${p.field} is ${p.here} here, ${p.there} there`;
}
