// Hand-made settled mats for the drill tests: a drill's set-up as placed, changes by die id,
// the thrown die where the test puts it.
import type { TablePoint } from "../../../../geometry/types";
import type { DieSnapshot } from "../../dice";
import { kiteTowards } from "../../test-kit";
import { readAttempt } from "../outcome";
import { EMPTY_POSITION, practiceDieIds, thrownDieId } from "../position";
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

const lying = (owner: number, value: number, x: number, z: number, heading = 180) => ({ owner, value, x, z, heading });
const fixtureMat = (...dice: ReturnType<typeof lying>[]): Drill["position"] => ({ ...EMPTY_POSITION, dice });

/**
 * The grading tests' drills, frozen as the library had them when those tests were written (the
 * library's dice and circles have moved since, calibrated against the ladder of hands): grading
 * does not depend on where the library puts a die, so the tests keep their hand-placed mats.
 */
const FIXTURES: readonly Drill[] = [
  { id: "fs-centre", tier: "first steps", name: "Centre circle", brief: "", position: fixtureMat(), goal: { kind: "land-in", area: { x: 0, z: 0, r: 5 } }, throws: 1 },
  { id: "fs-edge-north", tier: "first steps", name: "Over the far edge", brief: "", position: fixtureMat(lying(1, 5, 0, -14)), goal: { kind: "knock-off", target: "d10-1-0" }, throws: 1 },
  { id: "fs-sector-sw", tier: "first steps", name: "Out of the south-west", brief: "", position: fixtureMat(lying(1, 6, -1.5, 1.5)), goal: { kind: "clear-sector", target: "d10-1-0", sector: "SW" }, throws: 1 },
  { id: "club-keep-own", tier: "club", name: "Keep your own", brief: "", position: fixtureMat(lying(1, 7, 0, -10), lying(0, 4, -4, -6)), goal: { kind: "knock-off", target: "d10-1-0" }, throws: 1 },
  { id: "club-clean-ring", tier: "club", name: "Clean among zones", brief: "", position: fixtureMat(lying(1, 5, 0, -4, 0), lying(2, 7, 6, -6, 135), lying(3, 7, -6, -6, 225)), goal: { kind: "hit-clear", target: "d10-1-0" }, throws: 1 },
  { id: "club-carreau", tier: "club", name: "Carreau", brief: "", position: fixtureMat(lying(1, 9, 0, -13)), goal: { kind: "carreau", target: "d10-1-0", within: 4 }, throws: 1 },
  { id: "club-two-circle", tier: "club", name: "Two in the circle", brief: "", position: fixtureMat(), goal: { kind: "land-in", area: { x: 0, z: -4, r: 4 } }, throws: 2 },
  { id: "club-two-knock", tier: "club", name: "Double knock", brief: "", position: fixtureMat(lying(1, 5, -1.7, -14), lying(2, 5, 1.7, -14)), goal: { kind: "knock-both", targets: ["d10-1-0", "d10-2-0"] }, throws: 2 },
];

/** A grading test's drill: its frozen fixture (above), or the library's drill where none is frozen. */
export const fixture = (id: string): Drill => FIXTURES.find((d) => d.id === id) ?? must(id);
