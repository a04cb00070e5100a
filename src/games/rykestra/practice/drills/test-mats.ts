// Hand-made settled mats for the drill tests: a drill's set-up as placed, changes by die id,
// the thrown die where the test puts it.
import type { TablePoint } from "../../../../geometry/types";
import type { DieSnapshot } from "../../dice";
import { kiteTowards } from "../../test-kit";
import { readAttempt } from "../outcome";
import { practiceDieIds, thrownDieId } from "../position";
import { setUpSnapshots } from "../set-up-dice";
import type { Drill, DrillMat } from "./goals";
import { drillById } from "./library";

export const must = (id: string): Drill => {
  const d = drillById(id);
  if (!d) throw new Error(id);
  return d;
};

type Change = (s: DieSnapshot) => Partial<DieSnapshot> | null;

/** A hand-made settled mat: the set-up as placed with `changes` by id, the thrown die at `at`. */
export function settle(drill: Drill, at: TablePoint, opts: { thrown?: Partial<DieSnapshot>; changes?: Record<string, Change | Partial<DieSnapshot>>; struck?: string[]; position?: Drill["position"] } = {}): DrillMat {
  const position = opts.position ?? drill.position;
  const thrown = thrownDieId(position);
  const dice = setUpSnapshots(position).map((s) => {
    const c = opts.changes?.[s.id];
    if (!c) return s;
    const patch = typeof c === "function" ? c(s) : c;
    return patch === null ? s : { ...s, ...patch };
  });
  const own: DieSnapshot = { id: thrown, owner: position.thrower, value: 5, centre: at, kite: kiteTowards(at, { x: at.x, z: at.z - 5 }), cocked: false, offMat: false, ...opts.thrown };
  const outcome = readAttempt({ position, thrown, settled: [...dice, own], struck: opts.struck ?? [] });
  return { outcome, ids: new Map(practiceDieIds(position).map((id) => [id, id])) };
}

export const off = (x: number, z: number): Partial<DieSnapshot> => ({ centre: { x, z }, offMat: true });
