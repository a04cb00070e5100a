// A two-throw drill's second throw starts from the mat the first one left: every die still on
// the mat where it settled (centre to the millimetre, kite heading to the degree), the first
// thrown die now lying among them. Dice that went off stay off. A die left leaning is laid flat
// where it leant: practice has no hand to send it back to.
import { headingOf } from "../../../../geometry/d10-kite";
import type { DieId } from "../../dice";
import type { AttemptOutcome } from "../outcome";
import { MIN_SPACING, clampSpot, positionRefusal, practiceDieIds, toHeading, type PracticeDie, type PracticePosition } from "../position";

export interface NextThrow {
  readonly position: PracticePosition;
  /** The new set-up's ids → the drill's names for the same dice. */
  readonly ids: ReadonlyMap<DieId, DieId>;
}

/** The set-up for the second throw, from the first throw's settled mat. */
export function secondThrow(first: PracticePosition, outcome: AttemptOutcome, firstIds: readonly DieId[]): NextThrow {
  const kept: { die: PracticeDie; was: DieId }[] = [];
  const order = [...firstIds, outcome.thrown.id];
  for (const id of order) {
    const s = outcome.dice.find((d) => d.id === id);
    if (s === undefined || s.offMat || outcome.knockedOff.includes(id) || (id === outcome.thrown.id && outcome.thrownOff)) continue;
    const mid = { x: (s.kite.left.x + s.kite.right.x) / 2, z: (s.kite.left.z + s.kite.right.z) / 2 };
    const spot = clampSpot(s.centre);
    let die: PracticeDie = { owner: s.owner, value: s.value, x: spot.x, z: spot.z, heading: toHeading((headingOf(mid, s.kite.top) * 180) / Math.PI) };
    die = apart(die, kept.map((k) => k.die));
    // A die that still cannot lie there (squeezed between two) is left out rather than moved far.
    if (positionRefusal({ ...first, dice: [...kept.map((k) => k.die), die] }) === null) kept.push({ die, was: id });
  }
  const fit: PracticePosition = { ...first, dice: kept.map((k) => k.die) };
  const newIds = practiceDieIds(fit);
  const ids = new Map<DieId, DieId>();
  kept.forEach((k, i) => ids.set(newIds[i], k.was));
  return { position: fit, ids };
}

/** A die laid flat too near another (it leant on it) is slid straight away from it to clear spacing. */
function apart(die: PracticeDie, others: readonly PracticeDie[]): PracticeDie {
  let d = die;
  for (const o of others) {
    const dx = d.x - o.x;
    const dz = d.z - o.z;
    const gap = Math.sqrt(dx * dx + dz * dz);
    if (gap >= MIN_SPACING) continue;
    const ux = gap > 1e-6 ? dx / gap : 1;
    const uz = gap > 1e-6 ? dz / gap : 0;
    const spot = clampSpot({ x: o.x + ux * (MIN_SPACING + 0.1), z: o.z + uz * (MIN_SPACING + 0.1) });
    d = { ...d, x: spot.x, z: spot.z };
  }
  return d;
}
