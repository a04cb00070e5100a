// Who captures whom once every hand is empty. Pure: the dice on the mat in, ordered steps out.
//
// Values act in ACTING_ORDER (1…9, then 0). All dice of one value act together, each judging
// the mat as it stood when that value's turn began, so two equal dice in each other's zones
// take each other. A die captures every opponent's die in its zone worth no more than itself;
// captured dice leave at once and act no later. A target several equal dice could take goes
// to the nearest by centre distance; an exact tie goes to the earlier seat in the round's
// order, and between one player's own two dice to the one that scores more for its owner (as
// a player at the table would choose; the lower die id when they score the same).
import { distance, distanceSquared, inCaptureZone, type ZoneReading } from "../../geometry/capture-zone";
import { ACTING_ORDER, worth, type DieId, type MatDie } from "./dice";

export interface Rival {
  readonly id: DieId;
  readonly owner: number;
  /** Centre to the target's centre, cm. */
  readonly distance: number;
}

/** Several equal dice could take one target: every one of them, the winner first. */
export interface Contest {
  readonly rivals: readonly Rival[];
  /**
   * "seat order": an exact tie between players; "better score" / "same score": an exact tie
   * between one player's own dice, won by the one scoring more, or by either alike.
   */
  readonly decidedBy: "distance" | "seat order" | "better score" | "same score";
}

export interface RawCapture {
  readonly capturer: DieId;
  readonly capturerOwner: number;
  readonly captured: DieId;
  readonly capturedOwner: number;
  /** The captured face as read, 0–9. */
  readonly capturedValue: number;
  readonly contest: Contest | null;
}

export interface RawStep {
  /** The acting face value, 0–9 as read. */
  readonly value: number;
  /** Every die of this value still on the mat when its turn began, capturing or not. */
  readonly capturers: readonly DieId[];
  readonly captures: readonly RawCapture[];
}

export interface ResolveRules {
  readonly reading: ZoneReading;
  /** Seats in this round's throwing order; earlier wins an exact distance tie. */
  readonly order: readonly number[];
  /** What `capturer` taking `target` would score: settles an exact tie between one player's own dice. */
  readonly points?: CapturePoints;
}

export type CapturePoints = (capturer: MatDie, target: MatDie) => number;

const ALIKE: CapturePoints = () => 0;

/** The dice that could take `target` at this moment: opponents', in whose zone it lies, worth at least as much. */
export function eligibleCapturers(target: MatDie, actors: readonly MatDie[], reading: ZoneReading): MatDie[] {
  return actors.filter(
    (a) => a.owner !== target.owner && worth(target.value) <= worth(a.value) && inCaptureZone(a.kite, target.centre, reading),
  );
}

/**
 * Nearest first; exact ties by earlier seat in the round, then (one player's own dice) by
 * more points for the owner, then by die id.
 */
export function rankCapturers(
  target: MatDie,
  candidates: readonly MatDie[],
  order: readonly number[],
  points: CapturePoints = ALIKE,
): MatDie[] {
  const seatRank = (d: MatDie) => order.indexOf(d.owner);
  return [...candidates].sort(
    (a, b) =>
      distanceSquared(a.centre, target.centre) - distanceSquared(b.centre, target.centre) ||
      seatRank(a) - seatRank(b) ||
      points(b, target) - points(a, target) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

function contestOf(target: MatDie, ranked: readonly MatDie[], points: CapturePoints): Contest | null {
  if (ranked.length < 2) return null;
  const [first, second] = ranked;
  const tied = distanceSquared(first.centre, target.centre) === distanceSquared(second.centre, target.centre);
  const decidedBy = !tied
    ? "distance"
    : first.owner !== second.owner
      ? "seat order"
      : points(first, target) !== points(second, target)
        ? "better score"
        : "same score";
  return {
    rivals: ranked.map((d) => ({ id: d.id, owner: d.owner, distance: distance(d.centre, target.centre) })),
    decidedBy,
  };
}

export function resolveCaptures(dice: readonly MatDie[], rules: ResolveRules): RawStep[] {
  const seatRank = (d: MatDie) => rules.order.indexOf(d.owner);
  const points = rules.points ?? ALIKE;
  let onMat = [...dice];
  const steps: RawStep[] = [];
  for (const value of ACTING_ORDER) {
    const actors = onMat
      .filter((d) => d.value === value)
      .sort((a, b) => seatRank(a) - seatRank(b) || (a.id < b.id ? -1 : 1));
    if (actors.length === 0) continue;
    const captures: RawCapture[] = [];
    for (const target of onMat) {
      const ranked = rankCapturers(target, eligibleCapturers(target, actors, rules.reading), rules.order, points);
      if (ranked.length === 0) continue;
      const winner = ranked[0];
      captures.push({
        capturer: winner.id,
        capturerOwner: winner.owner,
        captured: target.id,
        capturedOwner: target.owner,
        capturedValue: target.value,
        contest: contestOf(target, ranked, points),
      });
    }
    const actorIndex = (id: DieId) => actors.findIndex((a) => a.id === id);
    captures.sort((a, b) => actorIndex(a.capturer) - actorIndex(b.capturer));
    const taken = new Set(captures.map((c) => c.captured));
    onMat = onMat.filter((d) => !taken.has(d.id));
    steps.push({ value, capturers: actors.map((a) => a.id), captures });
  }
  return steps;
}
