// What one practice throw did, read from the settled mat with the engine's own functions:
// dice knocked off, dice left cocked, dice moved, the thrown die's zone and who would take
// whom if every hand were empty now.
//
// "Hit" comes from the physics' contact reports (a first touch between the thrown die and
// another at MIN_IMPACT_SPEED or faster), handed in as `struck`; "moved" compares each
// set-up die's settled pose with where it was placed. A die can move without being hit
// (another die struck it), and a very soft touch can leave no report.
import { distance, inCaptureZone, type Kite, type ZoneReading } from "../../../geometry/capture-zone";
import { headingOf } from "../../../geometry/d10-kite";
import { sectorOf, type SectorId } from "../../../geometry/mat";
import { worth, type DieId, type DieSnapshot, type MatDie } from "../dice";
import { eligibleCapturers, rankCapturers, resolveCaptures, type RawCapture, type RawStep } from "../resolve";
import { orderFrom } from "../state";
import type { PracticePosition } from "./position";
import { setUpSnapshots } from "./set-up-dice";
import { exactAtan2, exactCos, exactSin } from "../../../geometry/exact-math";

/** A die counts as moved when its centre shifted more than this (cm)… */
export const MOVED_CM = 0.05;
/** …or its kite turned more than this (degrees), or its face changed. */
export const TURNED_DEGREES = 1;

export interface AttemptInput {
  readonly position: PracticePosition;
  readonly thrown: DieId;
  /** Every die of the set-up plus the thrown one, as the physics read them once settled. */
  readonly settled: readonly DieSnapshot[];
  /** Dice the physics reported the thrown die touching during the throw. */
  readonly struck: readonly DieId[];
}

export interface Moved {
  readonly id: DieId;
  /** cm the centre travelled. */
  readonly shift: number;
  /** Degrees the kite turned (0–180). */
  readonly turned: number;
  readonly from: number;
  readonly to: number;
}

export interface ZoneTarget {
  readonly die: MatDie;
  /** Why it is or is not taken by the thrown die's zone alone. */
  readonly verdict: "takes" | "own die" | "too strong";
}

export interface Threat {
  readonly die: MatDie;
  /** cm from the threat's centre to the thrown die's. */
  readonly distance: number;
}

export interface AttemptOutcome {
  /** Every die as it settled, the thrown one last. */
  readonly dice: readonly DieSnapshot[];
  readonly thrown: DieSnapshot;
  readonly thrownSector: SectorId | null;
  /** The thrown die left the mat (out of play for the round in a game). */
  readonly thrownOff: boolean;
  /** The thrown die lies flat on the mat, so it has a zone and can be captured. */
  readonly thrownFlat: boolean;
  readonly hit: boolean;
  readonly struck: readonly DieId[];
  /** Set-up dice now off the mat. */
  readonly knockedOff: readonly DieId[];
  /** Dice on the mat left leaning (the thrown die included): back to their owners' hands in a game. */
  readonly cocked: readonly DieId[];
  /** Set-up dice that moved, turned or changed face. */
  readonly moved: readonly Moved[];
  /** Dice flat on the mat now: what captures are decided from. */
  readonly mat: readonly MatDie[];
  /** Dice in the thrown die's zone, nearest first. */
  readonly zone: readonly ZoneTarget[];
  /** Opponents' dice whose zones hold the thrown die and are worth as much: the nearest would take it. */
  readonly threats: readonly Threat[];
  /** The whole resolution if every hand were empty now (exact ties go to the lower seat). */
  readonly steps: readonly RawStep[];
  /** Captures the thrown die makes in that resolution. */
  readonly captures: readonly RawCapture[];
  /** The capture that takes the thrown die in that resolution, if any. */
  readonly takenBy: RawCapture | null;
}

const kiteHeading = (k: Kite) => headingOf({ x: (k.left.x + k.right.x) / 2, z: (k.left.z + k.right.z) / 2 }, k.top);

function turnedDegrees(a: Kite, b: Kite): number {
  const d = kiteHeading(a) - kiteHeading(b);
  return Math.abs(exactAtan2(exactSin(d), exactCos(d))) * (180 / Math.PI);
}

const isOff = (s: DieSnapshot) => s.offMat || sectorOf(s.centre) === null;
const toMatDie = ({ id, owner, value, centre, kite }: DieSnapshot): MatDie => ({ id, owner, value, centre, kite });

export function readAttempt(input: AttemptInput): AttemptOutcome {
  const { position, thrown: thrownId } = input;
  const before = new Map(setUpSnapshots(position).map((s) => [s.id, s]));
  const thrown = input.settled.find((s) => s.id === thrownId);
  if (thrown === undefined) throw new Error(`the settled mat has no thrown die ${thrownId}`);
  const reading: ZoneReading = position.reading;

  const knockedOff: DieId[] = [];
  const cocked: DieId[] = [];
  const moved: Moved[] = [];
  const mat: MatDie[] = [];
  for (const s of input.settled) {
    const off = isOff(s);
    const was = before.get(s.id);
    if (off && was) knockedOff.push(s.id);
    if (!off && s.cocked) cocked.push(s.id);
    if (!off && !s.cocked) mat.push(toMatDie(s));
    if (was) {
      const shift = distance(was.centre, s.centre);
      const turned = turnedDegrees(was.kite, s.kite);
      if (shift > MOVED_CM || turned > TURNED_DEGREES || was.value !== s.value) {
        moved.push({ id: s.id, shift, turned, from: was.value, to: s.value });
      }
    }
  }

  const thrownOff = isOff(thrown);
  const thrownFlat = !thrownOff && !thrown.cocked;
  const self = mat.find((d) => d.id === thrownId);
  const others = mat.filter((d) => d.id !== thrownId);
  const byDistance = (a: { distance: number }, b: { distance: number }) => a.distance - b.distance;

  const zone: ZoneTarget[] = self
    ? others
        .filter((d) => inCaptureZone(self.kite, d.centre, reading))
        .map((d) => ({ d, distance: distance(d.centre, self.centre) }))
        .sort(byDistance)
        .map(({ d }) => ({
          die: d,
          verdict: d.owner === self.owner ? "own die" : worth(d.value) <= worth(self.value) ? "takes" : "too strong",
        }))
    : [];
  const order = orderFrom(0, position.seats);
  const threats: Threat[] = self
    ? rankCapturers(self, eligibleCapturers(self, others, reading), order).map((d) => ({ die: d, distance: distance(d.centre, self.centre) }))
    : [];

  const steps = resolveCaptures(mat, { reading, order });
  const all = steps.flatMap((s) => s.captures);
  return {
    dice: [...input.settled.filter((s) => s.id !== thrownId), thrown],
    thrown,
    thrownSector: sectorOf(thrown.centre),
    thrownOff,
    thrownFlat,
    hit: input.struck.length > 0,
    struck: [...new Set(input.struck)],
    knockedOff,
    cocked,
    moved,
    mat,
    zone,
    threats,
    steps,
    captures: all.filter((c) => c.capturer === thrownId),
    takenBy: all.find((c) => c.captured === thrownId) ?? null,
  };
}
